// The loop-remarks pass's LoopSummary remarks as a short table, for
// --remarks-summary (the pass itself never prints).
#pragma once

#include "remarks/remark.h"

#include <string>
#include <vector>

namespace silken::passes {

/// One line per LoopSummary remark (header label, depth, instructions,
/// regions, nops, waits, WMMAs, cycles per iteration before -> after),
/// under a heading; empty when there is none.
std::string loopRemarksTable(const std::vector<Remark>& remarks);

} // namespace silken::passes
