#include "isa/wait_codec.h"

#include "isa/mnemonic_ids.h"

#include <algorithm>
#include <cstdio>

namespace silken::isa {
namespace {

enum : int { kLoad = 0, kStore = 1, kDs = 2 };

constexpr std::array<std::string_view, kNumCounters> kSingle = {
    "s_wait_loadcnt", "s_wait_storecnt", "s_wait_dscnt",   "s_wait_kmcnt",
    "s_wait_xcnt",    "s_wait_asynccnt", "s_wait_tensorcnt"};

std::string hex(unsigned v) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "0x%x", v);
  return buf;
}

} // namespace

WaitValues decodeWait(MnemonicId id, std::optional<int64_t> operand) {
  WaitValues out;
  Opcode op(id);
  std::string_view name = op.text();
  if (op == "s_wait_idle") {
    out.fill(0u);
    return out;
  }
  if (!operand)
    return out;
  unsigned v = unsigned(*operand);
  for (int c = 0; c < kNumCounters; ++c)
    if (name == kSingle[size_t(c)])
      out[size_t(c)] = std::min(v, kMaxWaitValue[size_t(c)]);
  if (op == "s_wait_loadcnt_dscnt" || op == "s_wait_storecnt_dscnt") {
    out[op == "s_wait_loadcnt_dscnt" ? kLoad : kStore] = (v >> 8) & 0x3f;
    out[kDs] = v & 0x3f;
  }
  return out;
}

std::string_view singleWaitMnemonic(int counter) { return kSingle[size_t(counter)]; }

bool isDerivableWait(std::string_view name) {
  return name == "s_wait_loadcnt" || name == "s_wait_storecnt" || name == "s_wait_dscnt" ||
         name == "s_wait_kmcnt" || name == "s_wait_xcnt" || name == "s_wait_loadcnt_dscnt" ||
         name == "s_wait_storecnt_dscnt";
}

std::vector<EncodedWait> encodeWaits(const WaitValues& values) {
  std::vector<EncodedWait> out;
  if (values[kLoad] && values[kDs])
    out.push_back({"s_wait_loadcnt_dscnt " + hex((*values[kLoad] << 8) | *values[kDs]),
                   {kLoad, kDs}});
  else if (values[kStore] && values[kDs])
    out.push_back({"s_wait_storecnt_dscnt " + hex((*values[kStore] << 8) | *values[kDs]),
                   {kStore, kDs}});
  for (int c = 0; c < kNumCounters; ++c) {
    if (!values[size_t(c)])
      continue;
    bool combined = false;
    for (const EncodedWait& w : out)
      combined |= std::find(w.counters.begin(), w.counters.end(), c) != w.counters.end();
    if (!combined)
      out.push_back({std::string(kSingle[size_t(c)]) + " " + hex(*values[size_t(c)]), {c}});
  }
  return out;
}

} // namespace silken::isa
