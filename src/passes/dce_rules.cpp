// dce's rules about single instructions (dce_rules.h).
#include "passes/dce_rules.h"
#include "ir/cfg.h"
#include "isa/control_flow.h"
#include "isa/mnemonic_ids.h"
#include "semantics/valu_pipes.h"

namespace silken::passes::dce {

bool isValuPipe(const isa::InstrInfo& info) {
  return info.cls == isa::InstrClass::Valu || info.cls == isa::InstrClass::Trans ||
         info.cls == isa::InstrClass::Wmma || info.cls == isa::InstrClass::Vopd;
}

// The effects no liveness can see: anything of these and it stays.
bool hasOtherEffects(const isa::InstrInfo& info) {
  constexpr uint16_t kEffects = isa::kSideEffect | isa::kMayLoad | isa::kMayStore |
                                isa::kBarrier | isa::kWait | isa::kTerminator | isa::kClause |
                                isa::kCall | isa::kPosition;
  return !info.known() || (info.flags & kEffects) != 0 || info.counters != 0 ||
         !(info.cls == isa::InstrClass::Salu || isValuPipe(info));
}

bool mayGo(const ir::Inst& inst, const isa::InstrInfo& info, const analysis::Ordering& order,
           uint32_t b, uint32_t i) {
  return order.fence(b, i) == analysis::FenceKind::None && !hasOtherEffects(info) &&
         !feedsControlFlow(inst);
}

bool takesValuSlot(const ir::Inst& inst) {
  return isa::isValuSlot(inst) && isa::Opcode(inst.opcode) != "v_nop";
}

isa::RegUnits protectedUnits() {
  isa::RegUnits u;
  for (uint32_t x : {isa::kExecLoUnit, isa::kExecHiUnit, isa::kM0Unit, isa::kMsbUnit})
    u.set(x);
  return u;
}

// s_mov_b32 sX, sX / s_mov_b64 s[X:Y], s[X:Y]: a copy onto itself.
bool isSaluSelfMove(const ir::Inst& inst) {
  isa::Opcode op(inst.opcode);
  if (!(op == "s_mov_b32" || op == "s_mov_b64") || inst.operands.size() != 2)
    return false;
  const ir::Operand &d = inst.operands[0], &s = inst.operands[1];
  return d.kind == ir::OperandKind::Reg && s.kind == ir::OperandKind::Reg &&
         d.reg.file == ir::RegFile::S && s.reg.file == ir::RegFile::S &&
         d.reg.first == s.reg.first && d.reg.count == s.reg.count;
}

// A dead instruction sitting between a producer and a consumer whose
// distance is tight (or a wait rule's pair) stays: per statement, the
// first such requirement strictly around it (-1: none). Each position is
// assigned once (a next-unassigned jump table), so a long block with many
// pairs stays linear.
std::vector<int32_t> firstSpanning(std::span<const analysis::HazardRequirement> reqs,
                                   const std::vector<uint32_t>& index, size_t statements) {
  std::vector<int32_t> first(statements, -1);
  std::vector<uint32_t> next(statements + 1);
  for (size_t k = 0; k <= statements; ++k)
    next[k] = uint32_t(k);
  auto find = [&](uint32_t k) {
    uint32_t root = k;
    while (next[root] != root)
      root = next[root];
    while (next[k] != root) {
      uint32_t up = next[k];
      next[k] = root;
      k = up;
    }
    return root;
  };
  for (size_t r = 0; r < reqs.size(); ++r) {
    const analysis::HazardRequirement& q = reqs[r];
    if (!q.satisfied() || q.producer == q.consumer)
      continue;
    uint32_t lo = index[q.producer] + 1, hi = index[q.consumer];
    for (uint32_t k = find(lo); k < hi; k = find(k)) {
      first[k] = int32_t(r);
      next[k] = k + 1;
    }
  }
  return first;
}

// Whether a block needs the hazard check for a dead SALU: only the SMEM
// soft-clause rule and the s_wait_alu rules count scalar instructions
// between a pair.
bool scalarHazardsPossible(const std::vector<ir::Stmt>& stmts) {
  for (const ir::Stmt& s : stmts)
    if (s.isInstr() && !s.isFence() &&
        (isa::instrInfo(s.inst->opcode).cls == isa::InstrClass::Smem ||
         isa::Opcode(s.inst->opcode) == "s_wait_alu"))
      return true;
  return false;
}

bool valuRuleKeeps(bool expert, unsigned slotsBefore, bool delayFollows) {
  return expert || slotsBefore < kSafeSlots || delayFollows;
}

std::string valuRule(bool expert, unsigned slotsBefore, bool delayFollows) {
  if (expert)
    return "expert scheduling mode is on: s_wait_alu counts depend on every VALU";
  if (slotsBefore < kSafeSlots)
    return "fewer than 9 VALU slots precede it in its block: it may be the distance a "
           "hazard from an earlier block needs";
  if (delayFollows)
    return "an s_delay_alu follows it: its counts would point at other instructions";
  return "";
}

std::optional<size_t> lastDelayAlu(const std::vector<ir::Stmt>& stmts) {
  std::optional<size_t> last;
  for (size_t k = 0; k < stmts.size(); ++k)
    if (stmts[k].isInstr() && stmts[k].inst && isa::Opcode(stmts[k].inst->opcode) == "s_delay_alu")
      last = k;
  return last;
}

// Marking one the walk would not take for dead changes nothing: staying
// only matters for a statement whose writes are unread.
std::vector<char> keptWhateverDies(const std::vector<ir::Stmt>& stmts,
                                   const analysis::Ordering& order, uint32_t b, bool expert) {
  std::vector<char> out(stmts.size(), 0);
  const std::optional<size_t> lastDelay = lastDelayAlu(stmts);
  unsigned slots = 0;
  for (uint32_t i = 0; i < stmts.size(); ++i) {
    const ir::Stmt& s = stmts[i];
    if (!s.isInstr() || s.isFence())
      continue;
    const isa::InstrInfo& info = isa::instrInfo(s.inst->opcode);
    if (isValuPipe(info) && valuRuleKeeps(expert, slots, lastDelay && *lastDelay > i) &&
        mayGo(*s.inst, info, order, b, i))
      out[i] = 1;
    slots += takesValuSlot(*s.inst);
  }
  return out;
}

bool feedsControlFlow(const ir::Inst& inst) {
  if (isa::isGetPc(inst.opcode))
    return true;
  for (const ir::Operand& op : inst.operands)
    if (op.kind == ir::OperandKind::Expr && !ir::symbolLabel(op.symbol()).empty())
      return true;
  return false;
}

} // namespace silken::passes::dce
