#include "check/value_ranges.h"
#include "isa/mnemonic_ids.h"

#include "semantics/def_use.h"
#include "isa/instr_info.h"

#include <algorithm>

namespace silken::check {

// Narrows a state to an edge's condition; false if the edge is infeasible.
bool refine(std::vector<Interval>& ranges, const Cond& c) {
  if (c.kind == Cond::False)
    return false;
  if (c.kind != Cond::Compare)
    return true;
  auto it = std::find_if(ranges.begin(), ranges.end(),
                         [&](const Interval& r) { return r.reg == c.reg; });
  if (it == ranges.end())
    return true;
  if (c.imm < 0 || uint64_t(c.imm) > kMax || (c.isSigned && it->hi > 0x7fffffffull))
    return true; // outside what the unsigned ranges model
  uint64_t v = uint64_t(c.imm), lo = it->lo, hi = it->hi;
  switch (c.op) {
  case Cond::Eq: lo = std::max(lo, v); hi = std::min(hi, v); break;
  case Cond::Ne:
    if (lo == v && hi == v)
      return false;
    if (lo == v) ++lo;
    else if (hi == v) --hi;
    break;
  case Cond::Lt: if (v == 0) return false; hi = std::min(hi, v - 1); break;
  case Cond::Le: hi = std::min(hi, v); break;
  case Cond::Gt: if (v == kMax) return false; lo = std::max(lo, v + 1); break;
  case Cond::Ge: lo = std::max(lo, v); break;
  }
  if (lo > hi)
    return false;
  it->lo = lo;
  it->hi = hi;
  return true;
}

// How an instruction changes the tracked ranges.
void updateRanges(std::vector<Interval>& ranges, const ir::Stmt& s) {
  isa::DefUse du = isa::defUse(s, isa::MsbState{false, 0});
  for (Interval& r : ranges) {
    if (!du.writes.test(isa::kSgprUnitBase + r.reg))
      continue;
    isa::Opcode name(s.inst->opcode);
    const auto& ops = s.inst->operands;
    bool self = ops.size() == 3 && ops[1].kind == ir::OperandKind::Reg &&
                ops[1].reg.file == ir::RegFile::S && ops[1].reg.first == r.reg &&
                ops[2].kind == ir::OperandKind::Imm && ops[2].value >= 0;
    if (name == "s_mov_b32" && ops.size() == 2 && ops[1].kind == ir::OperandKind::Imm &&
        ops[1].value >= 0 && uint64_t(ops[1].value) <= kMax) {
      r.lo = r.hi = uint64_t(ops[1].value);
    } else if (self && (name == "s_sub_co_u32" || name == "s_sub_co_i32")) {
      uint64_t k = uint64_t(ops[2].value);
      if (r.lo >= k) {
        r.lo -= k;
        r.hi = r.hi == kMax ? kMax : r.hi - k;
      } else {
        r.lo = 0, r.hi = kMax;
      }
    } else if (self && (name == "s_add_co_u32" || name == "s_add_co_i32")) {
      uint64_t k = uint64_t(ops[2].value);
      r.lo = std::min(kMax, r.lo + k);
      r.hi = r.hi > kMax - k ? kMax : r.hi + k;
    } else {
      r.lo = 0, r.hi = kMax;
    }
  }
}

} // namespace silken::check
