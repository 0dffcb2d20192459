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

enum class RunsAnswer { Fence, Runs, TooMany };
/// The same answer as packed runs (UnitRuns), at most `cap` of them, into
/// `out` (`count` of them): the runs encodeRuns would make of
/// computeDefUse's sets, without building the sets. TooMany: more than
/// `cap` runs; compute the sets then. Fence: nothing written to `out`.
RunsAnswer computeRuns(const ir::Stmt& stmt, MsbState msb, uint32_t* out, uint32_t cap,
                       uint32_t& count);

} // namespace silken::isa::detail
