// The def/use computation itself (def_use.cpp), for the memo and the
// runs built on it (def_use_memo.cpp); internal to the semantics layer.
#pragma once

#include "isa/instr_info.h"
#include "semantics/def_use.h"

namespace silken::isa::detail {

/// What the instruction's operands and implicit registers read and write,
/// into `du` (filled, not cleared).
void operandDefUse(const ir::Inst& inst, const InstrInfo& info, MsbState msb, DefUse& du);
/// What defUse answers, computed from the operands, into an empty `du`.
void computeDefUse(const ir::Stmt& stmt, MsbState msb, DefUse& du);

} // namespace silken::isa::detail
