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

/// Maximal runs from pieces of units given in unit order: a piece that
/// touches the run before it and is in the same sets extends it; each run
/// done goes to `push` (packed), which returns false to stop.
template <class Push>
class RunJoiner {
public:
  explicit RunJoiner(Push& push) : push_(push) {}
  bool add(uint32_t first, uint32_t end, uint32_t sets) {
    if (sets == 0)
      return true;
    if (sets == sets_ && end_ == first) {
      end_ = end;
      return true;
    }
    if (sets_ != 0 && !push_(UnitRuns::pack(first_, end_, sets_)))
      return false;
    first_ = first, end_ = end, sets_ = sets;
    return true;
  }
  /// The last run to `push` too.
  bool finish() { return sets_ == 0 || push_(UnitRuns::pack(first_, end_, sets_)); }

private:
  Push& push_;
  uint32_t first_ = 0, end_ = 0, sets_ = 0;
};

enum class RunsAnswer { Fence, Runs, TooMany };
/// The same answer as packed runs (UnitRuns), at most `cap` of them, into
/// `out` (`count` of them): the runs encodeRuns would make of
/// computeDefUse's sets, without building the sets. TooMany: more than
/// `cap` runs; compute the sets then. Fence: nothing written to `out`.
RunsAnswer computeRuns(const ir::Stmt& stmt, MsbState msb, uint32_t* out, uint32_t cap,
                       uint32_t& count);

} // namespace silken::isa::detail
