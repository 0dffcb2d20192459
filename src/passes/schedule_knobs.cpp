// The schedule pass's knobs that need more than a flag: the region kinds
// that --schedule-<kind>-regions turns on and off, and the
// --schedule-latency=CLASS=N,... overrides of the cycle model
// (schedule_impl.h, docs/schedule.md).
//
// A region has the first kind that fits: wmma (a WMMA), memory (a vector
// memory instruction), valu (other vector ALU work), scalar (nothing
// vector). An override names a class as isa::className spells it; an
// unknown class or a bad number is an error with a "did you mean" note.
//
//   --schedule-latency=ds_load=56,vmem_load=120   DS loads 56, VMEM loads 120
#include "passes/schedule_impl.h"

#include "isa/instr_info.h"
#include "semantics/inst_facts.h"
#include "support/spell.h"

#include <algorithm>
#include <charconv>

namespace silken::passes::sched {

std::string_view regionKindName(RegionKind k) {
  static constexpr std::string_view kNames[] = {"scalar", "valu", "memory", "wmma"};
  return kNames[size_t(k)];
}

RegionKind regionKind(const ir::Block& block, uint32_t begin, uint32_t end) {
  RegionKind kind = RegionKind::Scalar;
  for (uint32_t i = begin; i < end; ++i) {
    const ir::Stmt& s = block.stmts[i];
    if (!s.isInstr() || !s.inst)
      continue;
    const isa::InstrInfo& info = isa::instrInfo(s.inst->opcode);
    RegionKind k = RegionKind::Scalar;
    switch (info.cls) {
    case isa::InstrClass::Wmma:
      k = RegionKind::Wmma;
      break;
    case isa::InstrClass::Valu:
    case isa::InstrClass::Trans:
    case isa::InstrClass::Vopd:
      k = RegionKind::Valu;
      break;
    case isa::InstrClass::Smem:
      break; // scalar memory: kmcnt only
    default:
      if (info.isVector() || (isa::countersOf(*s.inst) & ~isa::kKmCnt) != 0)
        k = RegionKind::Memory;
    }
    kind = std::max(kind, k);
  }
  return kind;
}

bool parseLatencies(std::string_view list, std::array<uint16_t, isa::kNumClasses>& out,
                    DiagEngine& diags) {
  std::vector<std::string_view> names;
  for (int c = 1; c < isa::kNumClasses; ++c) // "unknown" is a fence, not a latency
    names.push_back(isa::className(isa::InstrClass(c)));
  bool ok = true;
  while (!list.empty()) {
    size_t comma = list.find(',');
    std::string_view item = list.substr(0, comma);
    list = comma == list.npos ? std::string_view() : list.substr(comma + 1);
    size_t eq = item.find('=');
    std::string_view name = item.substr(0, eq), value;
    if (eq != item.npos)
      value = item.substr(eq + 1);
    unsigned n = 0;
    auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
    if (eq == item.npos || value.empty() || ec != std::errc() ||
        end != value.data() + value.size() || n < 1 || n > 65535) {
      diags.error({}, 0,
                  "--schedule-latency: '" + std::string(item) +
                      "' is not CLASS=N (N from 1 to 65535)");
      ok = false;
      continue;
    }
    auto it = std::find(names.begin(), names.end(), name);
    if (it == names.end()) {
      diags.error({}, 0,
                  "--schedule-latency: unknown instruction class '" + std::string(name) + "'");
      std::string_view hint = closestMatch(name, names);
      if (!hint.empty())
        diags.note({}, 0, "did you mean '" + std::string(hint) + "'?");
      ok = false;
      continue;
    }
    out[size_t(it - names.begin()) + 1] = uint16_t(n);
  }
  return ok;
}

} // namespace silken::passes::sched
