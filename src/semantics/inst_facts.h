// The ISA facts of one parsed instruction that depend on its operands or
// modifiers, not only on its mnemonic: which counters a particular atomic
// increments (th:...RETURN), how many operands it writes, what a wait
// instance waits for. The tables below ir/ answer per mnemonic
// (isa/instr_info.h, isa/wait_codec.h); this layer reads ir::Inst.
#pragma once

#include "ir/module.h"
#include "isa/instr_info.h"
#include "isa/wait_codec.h"

namespace silken::isa {

/// Counters an instruction instance increments (atomics depend on th:).
uint8_t countersOfAtomic(const ir::Inst& inst);
inline uint8_t countersOf(const ir::Inst& inst) {
  const InstrInfo& info = instrInfo(inst.opcode);
  // Inline (asked of every instruction by most passes); an atomic's
  // counters depend on whether it returns data.
  return info.has(kAtomicReturn) ? countersOfAtomic(inst) : info.counters;
}

/// A kmcnt operation that may complete out of order with the others on
/// kmcnt: scalar memory, and the barrier operations LLVM 22 counts as
/// scalar memory (s_get_barrier_state, s_barrier_signal_isfirst,
/// s_barrier_leave). Messages (s_sendmsg, s_sendmsg_rtn_*) complete in
/// order among themselves: LLVM 22 waits kmcnt 0x1 for the older of two
/// when nothing else is pending (samples/llvm/wide/messages.ll).
inline bool kmcntOutOfOrder(const InstrInfo& info) {
  return info.cls == InstrClass::Smem || info.cls == InstrClass::Barrier;
}

/// A VMEM or FLAT atomic (buffer_/global_/flat_atomic_*): the memory model
/// and the xcnt replay rules treat them apart from plain loads and stores.
bool isMemoryAtomic(const ir::Inst& inst);

/// Written leading operands of an instance (atomics depend on th:).
unsigned defsOf(const ir::Inst& inst);

/// True if the instance returns data (loads, returning atomics).
bool returnsData(const ir::Inst& inst);

/// The number of instructions an `s_clause` groups (0: not one), counted
/// by countsInClause.
int clauseLength(const ir::Stmt& stmt);

/// Whether an instruction counts toward an `s_clause` window: memory
/// instructions and `s_set_vgpr_msb` do, `s_nop` does not (measured on
/// LLVM 22's output: `s_clause 0x3c` over 60 loads and one
/// `s_set_vgpr_msb`; s_nop between members left out; docs/waitcnt.md).
bool countsInClause(const ir::Stmt& stmt);

/// A known instruction that counts on some wait counter.
bool isMemoryInstr(const ir::Stmt& stmt);

/// What a wait instruction waits for (isa::decodeWait on its mnemonic and
/// first immediate operand).
WaitValues decodeWait(const ir::Inst& inst);

} // namespace silken::isa
