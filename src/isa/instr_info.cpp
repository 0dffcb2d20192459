#include "isa/instr_info.h"


#include <re2/re2.h>
#include <re2/set.h>

#include <algorithm>
#include <array>
#include <iterator>
#include <vector>

namespace silken::isa {
namespace {

// The column vocabulary of isa/gfx1250.def.
namespace col {
constexpr uint8_t NONE = 0;
constexpr uint8_t LOADCNT = kLoadCnt, STORECNT = kStoreCnt, DSCNT = kDsCnt,
                  KMCNT = kKmCnt, XCNT = kXCnt, ASYNCCNT = kAsyncCnt,
                  TENSORCNT = kTensorCnt;
constexpr uint8_t SCC = kImplicitScc, VCC = kImplicitVcc, EXEC = kImplicitExec,
                  M0 = kImplicitM0, MSB = kImplicitMsb;
constexpr uint16_t SIDE_EFFECT = kSideEffect, MAY_LOAD = kMayLoad,
                   MAY_STORE = kMayStore, BARRIER = kBarrier, WAIT = kWait,
                   TERMINATOR = kTerminator, CLAUSE = kClause,
                   ATOMIC_RET = kAtomicReturn, DST_READ = kDstRead, CALL = kCall,
                   POSITION = kPosition, INDEXED = kIndexed;
} // namespace col

struct Row {
  std::string_view key; // name or pattern
  InstrInfo info;
};

#define SILKEN_ROW(key, cls, counters, issue, latency, defs, idefs, iuses, flags, source) \
  Row{key, InstrInfo{InstrClass::cls, uint8_t(counters), issue, latency, defs,           \
                     uint8_t(idefs), uint8_t(iuses), uint16_t(flags), source}},

using namespace col;
constexpr Row kExactRows[] = {
#define SILKEN_INSTR(...) SILKEN_ROW(__VA_ARGS__)
#define SILKEN_FAMILY(...)
#include "../../isa/gfx1250.def"
#undef SILKEN_INSTR
#undef SILKEN_FAMILY
};
constexpr Row kFamilyRows[] = {
#define SILKEN_INSTR(...)
#define SILKEN_FAMILY(...) SILKEN_ROW(__VA_ARGS__)
#include "../../isa/gfx1250.def"
#undef SILKEN_INSTR
#undef SILKEN_FAMILY
};
constexpr size_t kNumExact = std::size(kExactRows);

// Row of each mnemonic, resolved ahead of time by scripts/gen-isa-table.
constexpr int16_t kRowOf[] = {
#define SILKEN_CLASSIFIED(row, name) row,
#include "../../isa/gfx1250-classified.def"
#undef SILKEN_CLASSIFIED
};

constexpr const InstrInfo* rowInfo(int row) {
  if (row < 0)
    return nullptr;
  if (size_t(row) < kNumExact)
    return &kExactRows[row].info;
  if (size_t(row) - kNumExact < std::size(kFamilyRows))
    return &kFamilyRows[size_t(row) - kNumExact].info;
  return nullptr;
}

constexpr InstrInfo kUnknownRow{};

constexpr auto kInfoTable = [] {
  std::array<const InstrInfo*, std::size(kRowOf)> table{};
  for (size_t id = 0; id < table.size(); ++id) {
    const InstrInfo* info = rowInfo(kRowOf[id]);
    table[id] = info ? info : &kUnknownRow;
  }
  return table;
}();

} // namespace

std::string_view className(InstrClass c) {
  static constexpr std::string_view kNames[kNumClasses] = {
      "unknown", "salu", "valu", "trans", "wmma", "vopd", "smem",
      "vmem_load", "vmem_store", "vmem_atomic", "flat", "scratch", "prefetch",
      "cache_control", "ds_load", "ds_store", "ds_atomic", "tensor",
      "async_lds", "branch", "barrier", "wait", "message", "control", "hint"};
  return kNames[int(c)];
}

std::string_view counterName(int index) {
  static constexpr std::string_view kNames[kNumCounters] = {
      "loadcnt", "storecnt", "dscnt", "kmcnt", "xcnt", "asynccnt", "tensorcnt"};
  return index >= 0 && index < kNumCounters ? kNames[index] : std::string_view();
}

bool InstrInfo::isVector() const {
  switch (cls) {
  case InstrClass::Valu: case InstrClass::Trans: case InstrClass::Wmma:
  case InstrClass::Vopd: case InstrClass::VmemLoad: case InstrClass::VmemStore:
  case InstrClass::VmemAtomic: case InstrClass::Flat: case InstrClass::Scratch:
  case InstrClass::DsLoad: case InstrClass::DsStore: case InstrClass::DsAtomic:
  case InstrClass::AsyncLds:
    return true;
  default:
    return false;
  }
}

namespace detail {
const InstrInfo* const* const kInfoById = kInfoTable.data();
const size_t kNumInfoIds = kInfoTable.size();
const InstrInfo kUnknownInfo{};
} // namespace detail

int classifyByPatterns(std::string_view name) {
  auto it = std::lower_bound(std::begin(kExactRows), std::end(kExactRows), name,
                             [](const Row& r, std::string_view n) { return r.key < n; });
  if (it != std::end(kExactRows) && it->key == name)
    return int(it - std::begin(kExactRows));
  // All families in one RE2::Set, compiled once; the lowest matching index
  // is the first family in file order.
  static const auto* set = [] {
    auto* s = new RE2::Set(RE2::Options(), RE2::ANCHOR_BOTH);
    for (const Row& r : kFamilyRows)
      s->Add(r.key, nullptr);
    s->Compile();
    return s;
  }();
  std::vector<int> hits;
  if (!set->Match(name, &hits) || hits.empty())
    return -1;
  return int(kNumExact) + *std::min_element(hits.begin(), hits.end());
}

bool classificationIsCurrent(std::string* problem) {
  if (std::size(kRowOf) != allMnemonics().size()) {
    *problem = "isa/gfx1250-classified.def has a different number of rows than "
               "isa/gfx1250-mnemonics.def; run scripts/gen-isa-table";
    return false;
  }
  for (size_t i = 0; i < std::size(kRowOf); ++i) {
    int want = classifyByPatterns(allMnemonics()[i]);
    if (want != kRowOf[i]) {
      *problem = "isa/gfx1250-classified.def is stale at '" +
                 std::string(allMnemonics()[i]) + "'; run scripts/gen-isa-table";
      return false;
    }
  }
  return true;
}

bool tableIsWellFormed(std::string* problem) {
  for (size_t i = 1; i < kNumExact; ++i)
    if (!(kExactRows[i - 1].key < kExactRows[i].key)) {
      *problem = "exact rows out of order at '" + std::string(kExactRows[i].key) + "'";
      return false;
    }
  for (const Row& r : kFamilyRows) {
    RE2 re(r.key, RE2::Quiet);
    if (!re.ok()) {
      *problem = "family '" + std::string(r.key) + "': " + re.error();
      return false;
    }
  }
  return true;
}

} // namespace silken::isa
