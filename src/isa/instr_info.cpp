#include "isa/instr_info.h"

#include "ir/module.h"

#include <re2/re2.h>
#include <re2/set.h>

#include <algorithm>
#include <memory>
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
                   ATOMIC_RET = kAtomicReturn, DST_READ = kDstRead, CALL = kCall;
} // namespace col

struct Row {
  std::string_view key; // name or pattern
  InstrInfo info;
};

#define SILKEN_ROW(key, cls, counters, issue, latency, defs, idefs, iuses, flags, source) \
  Row{key, InstrInfo{InstrClass::cls, uint8_t(counters), issue, latency, defs,           \
                     uint8_t(idefs), uint8_t(iuses), uint16_t(flags), source}},

const std::vector<Row>& exactRows() {
  using namespace col;
  static const std::vector<Row> rows = {
#define SILKEN_INSTR(...) SILKEN_ROW(__VA_ARGS__)
#define SILKEN_FAMILY(...)
#include "isa/gfx1250.def"
#undef SILKEN_INSTR
#undef SILKEN_FAMILY
  };
  return rows;
}

const std::vector<Row>& familyRows() {
  using namespace col;
  static const std::vector<Row> rows = {
#define SILKEN_INSTR(...)
#define SILKEN_FAMILY(...) SILKEN_ROW(__VA_ARGS__)
#include "isa/gfx1250.def"
#undef SILKEN_INSTR
#undef SILKEN_FAMILY
  };
  return rows;
}

// All family patterns in one RE2::Set, compiled once; the lowest matching
// index is the first family in file order.
class FamilyMatcher {
public:
  FamilyMatcher() : set_(RE2::Options(), RE2::ANCHOR_BOTH) {
    for (const Row& r : familyRows()) {
      std::string error;
      int index = set_.Add(r.key, &error);
      (void)index;
    }
    ok_ = set_.Compile();
  }
  const InstrInfo* match(std::string_view name) const {
    if (!ok_)
      return nullptr;
    std::vector<int> hits;
    if (!set_.Match(name, &hits) || hits.empty())
      return nullptr;
    return &familyRows()[size_t(*std::min_element(hits.begin(), hits.end()))].info;
  }

private:
  RE2::Set set_;
  bool ok_ = false;
};

InstrInfo classify(std::string_view name) {
  const auto& exact = exactRows();
  auto it = std::lower_bound(exact.begin(), exact.end(), name,
                             [](const Row& r, std::string_view n) { return r.key < n; });
  if (it != exact.end() && it->key == name)
    return it->info;
  static const FamilyMatcher matcher;
  if (const InstrInfo* info = matcher.match(name))
    return *info;
  return InstrInfo{};
}

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

const InstrInfo& instrInfo(MnemonicId id) {
  static const InstrInfo kUnknown{};
  if (id < 0 || size_t(id) >= allMnemonics().size())
    return kUnknown;
  // Filled on first use: a kernel uses a few hundred of ~2000 mnemonics.
  static std::vector<std::unique_ptr<InstrInfo>> cache(allMnemonics().size());
  auto& slot = cache[size_t(id)];
  if (!slot)
    slot = std::make_unique<InstrInfo>(classify(mnemonicName(id)));
  return *slot;
}

bool returnsData(const ir::Inst& inst) {
  const InstrInfo& info = instrInfo(inst.opcode);
  if (info.has(kAtomicReturn)) {
    const ir::Modifier* th = inst.modifier("th");
    return th && th->value.find("RETURN") != std::string_view::npos;
  }
  return info.defs > 0 && info.has(kMayLoad);
}

unsigned defsOf(const ir::Inst& inst) {
  const InstrInfo& info = instrInfo(inst.opcode);
  if (info.has(kAtomicReturn))
    return returnsData(inst) ? 1 : 0;
  return info.defs;
}

uint8_t countersOf(const ir::Inst& inst) {
  const InstrInfo& info = instrInfo(inst.opcode);
  uint8_t c = info.counters;
  if (info.has(kAtomicReturn) && !returnsData(inst))
    c = uint8_t((c & ~kLoadCnt) | kStoreCnt);
  return c;
}

bool tableIsWellFormed(std::string* problem) {
  const auto& exact = exactRows();
  for (size_t i = 1; i < exact.size(); ++i)
    if (!(exact[i - 1].key < exact[i].key)) {
      *problem = "exact rows out of order at '" + std::string(exact[i].key) + "'";
      return false;
    }
  for (const Row& r : familyRows()) {
    RE2 re(r.key, RE2::Quiet);
    if (!re.ok()) {
      *problem = "family '" + std::string(r.key) + "': " + re.error();
      return false;
    }
  }
  return true;
}

} // namespace silken::isa
