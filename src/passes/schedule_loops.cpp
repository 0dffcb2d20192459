// The schedule pass's per-loop summary (schedule_impl.h): one
// LoopScheduled remark per natural loop (ir/loops.h, nested ones too) that
// holds a region the pass reordered, with the cycles per iteration before
// and after as the loop-remarks pass counts them
// (passes::loopCyclesPerIteration), under the schedule pass's model options.
//
//   .Linner: 1 region reordered, 19 -> 15 cycles per iteration
#include "passes/schedule_impl.h"

#include "passes/loop_remarks.h"

#include <utility>

namespace silken::passes::sched {

void remarkLoops(PassContext& ctx, ir::Function& fn, analysis::FunctionAnalyses& fa,
                 const analysis::CycleOptions& model, std::vector<std::vector<ir::Stmt>>& originals,
                 const std::vector<uint32_t>& regionsChanged) {
  const LoopCycles mode = ctx.options.loopRemarks.cycles;
  for (const ir::Loop& loop : fa.loops().loops) {
    uint32_t regions = 0;
    for (uint32_t b : loop.blocks)
      regions += regionsChanged[b];
    if (regions == 0)
      continue;
    uint32_t after = loopCyclesPerIteration(fn, fa, loop, mode, model);
    for (uint32_t b : loop.blocks) // measure the input: swap it back in
      if (regionsChanged[b])
        std::swap(fn.blocks[b].stmts, originals[b]);
    uint32_t before = loopCyclesPerIteration(fn, fa, loop, mode, model);
    for (uint32_t b : loop.blocks)
      if (regionsChanged[b])
        std::swap(fn.blocks[b].stmts, originals[b]);
    const ir::Stmt* label = loopHeaderLabel(fn, loop);
    std::string header = label ? std::string(label->name) : "";
    Remark rk =
        ctx.remark(RemarkKind::Analysis, "LoopScheduled", fn, label ? label->loc : SourceLoc{},
                   "loop " + (header.empty() ? "(unlabelled)" : header) + " (depth " +
                       std::to_string(loop.depth) + "): " + std::to_string(regions) + " region" +
                       (regions == 1 ? "" : "s") + " reordered, " + std::to_string(before) +
                       " -> " + std::to_string(after) + " cycles per iteration");
    rk.args.emplace_back("header", header);
    rk.args.emplace_back("depth", int64_t(loop.depth));
    rk.args.emplace_back("regions_changed", int64_t(regions));
    rk.args.emplace_back("cycles_before", int64_t(before));
    rk.args.emplace_back("cycles_after", int64_t(after));
    rk.args.emplace_back("cycles_over", std::string(kLoopCyclesNames[size_t(mode)]));
    ctx.remarks.emit(std::move(rk));
  }
}

} // namespace silken::passes::sched
