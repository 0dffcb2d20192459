#include "semantics/inst_facts.h"

#include "isa/mnemonic_ids.h"

namespace silken::isa {

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

uint8_t countersOfAtomic(const ir::Inst& inst) {
  uint8_t c = instrInfo(inst.opcode).counters;
  if (!returnsData(inst))
    c = uint8_t((c & ~kLoadCnt) | kStoreCnt);
  return c;
}

bool isMemoryAtomic(const ir::Inst& inst) {
  const InstrInfo& info = instrInfo(inst.opcode);
  return info.cls == InstrClass::VmemAtomic ||
         (info.cls == InstrClass::Flat && mnemonicName(inst.opcode).find("atomic") !=
                                              std::string_view::npos);
}

int clauseLength(const ir::Stmt& stmt) {
  if (stmt.kind != ir::StmtKind::Instr || stmt.isFence() ||
      !instrInfo(stmt.inst->opcode).has(kClause) || stmt.inst->operands.empty() ||
      stmt.inst->operands[0].kind != ir::OperandKind::Imm)
    return 0;
  return int(stmt.inst->operands[0].value & 0x3f) + 1;
}

bool isMemoryInstr(const ir::Stmt& stmt) {
  return stmt.kind == ir::StmtKind::Instr && !stmt.isFence() && countersOf(*stmt.inst) != 0;
}

bool countsInClause(const ir::Stmt& stmt) {
  return isMemoryInstr(stmt) ||
         (stmt.kind == ir::StmtKind::Instr && stmt.inst && Opcode(stmt.inst->opcode) == "s_set_vgpr_msb");
}

WaitValues decodeWait(const ir::Inst& inst) {
  std::optional<int64_t> operand;
  if (!inst.operands.empty() && inst.operands[0].kind == ir::OperandKind::Imm)
    operand = inst.operands[0].value;
  return decodeWait(inst.opcode, operand);
}

} // namespace silken::isa
