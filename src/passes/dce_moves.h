// dce's redundant-move elimination (docs/dce.md, "Redundant moves"): a
// move whose destination already holds its source (or constant) on every
// path is deleted, with a RedundantMoveDeleted remark.
#pragma once

#include "analysis/cache.h"
#include "ir/module.h"
#include "passes/pass.h"

namespace silken::passes {

/// Deletes the redundant moves of `fn`; true if it deleted any.
bool deleteRedundantMoves(ir::Function& fn, PassContext& ctx, analysis::FunctionAnalyses& fa);

} // namespace silken::passes
