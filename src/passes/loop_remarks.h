// The loop-remarks pass's LoopSummary remarks as a short table, for
// --remarks-summary (the pass itself never prints).
#pragma once

#include "analysis/cache.h"
#include "analysis/cycle_model.h"
#include "passes/loop_remarks_options.h"
#include "remarks/remark.h"

#include <string>
#include <vector>

namespace silken::passes {

/// One line per LoopSummary remark (header label, depth, instructions,
/// regions, nops, waits, WMMAs, cycles per iteration before -> after),
/// under a heading; empty when there is none.
std::string loopRemarksTable(const std::vector<Remark>& remarks);

/// The LoopSummary's cycles per iteration of `loop` under `model`: the
/// header-to-latch path or every block once (`mode`), nothing in flight at
/// the header. The schedule pass's LoopScheduled remark uses it too.
uint32_t loopCyclesPerIteration(const ir::Function& fn, analysis::FunctionAnalyses& fa,
                                const ir::Loop& loop, LoopCycles mode,
                                const analysis::CycleOptions& model);

/// The header block's first label, or null.
const ir::Stmt* loopHeaderLabel(const ir::Function& fn, const ir::Loop& loop);

} // namespace silken::passes
