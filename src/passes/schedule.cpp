// schedule: list-schedules each scheduling region of every block (the
// runs between fences of analysis/ordering.h, with waits as fences) so that
// long-latency loads issue early, their consumers late and independent
// VALU fills a WMMA's shadow (schedule_dag.h: the dependence graph and the
// scheduler).
//
// Invariant: the region's instructions are the same multiset, every
// register, memory and WMMA order of schedule_dag.h is kept, nothing is
// renamed, and the new order is kept only if (1) silken's cycle model
// says the region is no slower to issue and to complete its results and
// faster in one of the two, and the model's llvm-mca-22 view no slower;
// (2) every hazard requirement (analysis/hazards.h) and XNACK replay pair
// that the candidate leaves unsatisfied was unsatisfied before, on every
// path 12 VALU slots around it; (3) the whole block is no slower by either
// view afterwards (else the block goes back as written). Scheduling its own
// output changes nothing: the scheduler is rerun on its result until it no
// longer improves it (at most kRounds times, else the region stays as
// written), and the settled order is the one compared with the input.
//
// Conservative cases, each a remark: regions above --schedule-max-region;
// instructions an s_delay_alu refers to when the hint is not regenerated
// (schedule_delay_alu.cpp takes out and regenerates the others;
// schedule_regions.cpp pins the rest); in expert scheduling mode 2 a region
// with VALU or vector memory whose s_wait_alu depctr waits cannot be shown
// to keep proving their producers (schedule_expert.cpp, which recomputes
// them); a flat-scratch-base access; a region whose hazard neighbourhood
// reaches unknown code. Comments and blank lines keep their places;
// instructions fill the instruction slots.
//
// This file: the pass and the sweeps over each block; one region at a time
// is schedule_region.cpp (the Scheduler class: schedule_scheduler.h). A
// region whose written order the scheduler gave back unchanged, or for
// which it found no faster order, is known at once in later sweeps and
// rounds when its inputs are the same (sched::FixedPoints in
// PassContext::kept, schedule_impl.h).
//
//   before                                after
//   v_add_f32 v1, v2, v3                  global_load_b32 v8, v[4:5], off
//   v_mul_f32 v6, v1, v1                  v_add_f32 v1, v2, v3
//   global_load_b32 v8, v[4:5], off       v_mul_f32 v6, v1, v1
#include "analysis/cycle_model.h"
#include "analysis/hazards.h"
#include "isa/instr_info.h"
#include "passes/factories.h"
#include "passes/schedule_dag.h"
#include "passes/schedule_scheduler.h"
#include "semantics/inst_facts.h"

#include <algorithm>
#include <cassert>
#include <numeric>
#include <optional>
#include <set>

namespace silken::passes {
namespace sched {

Scheduler::Scheduler(ir::Module& m, ir::Function& fn, PassContext& ctx,
                     analysis::FunctionAnalyses& fa,
                     const std::array<uint16_t, isa::kNumClasses>& latency)
    : module_(m), fn_(fn), ctx_(ctx), fa_(fa), opt_(ctx.options.schedule), window_(fn, fa, expert_),
      expertWaits_(m, fn, fa, expert_), fixed_(ctx.keptFor<sched::FixedPoints>("schedule")) {
  bool mode = false; // layout order, as analysis::findBlockHazards
  expert_.resize(fn.blocks.size());
  for (size_t b = 0; b < fn.blocks.size(); ++b) {
    for (const ir::Stmt& s : fn.blocks[b].stmts) {
      expert_[b].push_back(mode);
      if (s.isInstr() && !s.isFence())
        mode = analysis::expertModeAfter(*s.inst, mode);
    }
    expert_[b].push_back(mode);
  }
  model_.wmmaCoissue = opt_.wmmaCoissue;
  model_.latency = latency;
  mca_ = model_;
  mca_.mcaView = true;
}

bool Scheduler::run() {
  bool changed = false;
  originals_.assign(fn_.blocks.size(), {});
  reordered_.assign(fn_.blocks.size(), 0);
  regionsChanged_.assign(fn_.blocks.size(), 0);
  for (uint32_t b = 0; b < fn_.blocks.size(); ++b)
    changed |= runBlock(b);
  if (changed && ctx_.remarks.keeps()) // remarks only (it measures each loop twice)
    sched::remarkLoops(ctx_, fn_, fa_, model_, originals_, regionsChanged_);
  return changed;
}

bool Scheduler::runBlock(uint32_t b) {
  ir::Block& block = fn_.blocks[b];
  original_.clear(); // the block as written, kept by runRegion before its first edit
  std::vector<char> pinned = sched::pinnedStatements(block);
  bool changed = false;
  std::set<uint32_t> regions; // the starts of the regions reordered
  // A region's hazard and depctr checks see its neighbours, so one that
  // changed can let an earlier one move: sweep until nothing changes (the
  // output is then a fixed point), at most kSweeps times.
  bool settled = false;
  for (sweep_ = 0; sweep_ < kSweeps && !settled; ++sweep_) {
    settled = true;
    sources_.reset();
    sourcesAt_ = 0;
    sourcesRunsValid_ = false;
    for (const analysis::Region& r : fa_.ordering().regions(fn_, b)) {
      uint32_t start = r.begin;
      for (uint32_t i = r.begin; i <= r.end; ++i)
        if (i == r.end || pinned[i]) {
          if (runRegion(b, start, i)) {
            settled = false;
            regions.insert(start);
          }
          start = i + 1;
        }
    }
    changed |= !settled;
  }
  sweep_ = 0;
  const std::vector<ir::Stmt>& original = original_;
  assert((!changed || !original.empty()) && "a region kept the block before changing it");
  if (changed && !settled) {
    block.stmts = original;
    window_.changed(b);
    SourceLoc loc = block.stmts.empty() ? SourceLoc{} : block.stmts.front().loc;
    ctx_.remarks.emit(ctx_.remark(RemarkKind::Missed, "BlockKept", fn_, loc,
                                  "block kept as written: its regions did not settle on an "
                                  "order in " +
                                      std::to_string(kSweeps) + " sweeps"));
    return false;
  }
  if (!changed)
    return false;
  std::vector<const ir::Stmt*> was, now;
  for (const ir::Stmt& s : original)
    was.push_back(&s);
  for (const ir::Stmt& s : block.stmts)
    now.push_back(&s);
  isa::MsbState entry = fa_.msbBefore(b, 0);
  // The model view first: the mca view is simulated only when the model
  // keeps the new order.
  Cost before, after;
  before.model = analysis::estimateCycles(was, model_, entry);
  after.model = analysis::estimateCycles(now, model_, entry);
  bool kept = modelNoWorse(after.model, before.model);
  if (kept) {
    before.mca = analysis::estimateCycles(was, mca_, entry);
    after.mca = analysis::estimateCycles(now, mca_, entry);
    kept = noWorse(after, before);
  }
  if (!kept) {
    block.stmts = original;
    window_.changed(b);
    SourceLoc loc = block.stmts.empty() ? SourceLoc{} : block.stmts.front().loc;
    Remark rk = ctx_.remark(RemarkKind::Missed, "BlockKept", fn_, loc,
                            "block kept as written: its regions' new orders make the block "
                            "slower as a whole (" +
                                std::to_string(before.model.cycles) + " -> " +
                                std::to_string(after.model.cycles) + " cycles)");
    rk.args.emplace_back("cycles_before", int64_t(before.model.cycles));
    rk.args.emplace_back("cycles_after", int64_t(after.model.cycles));
    ctx_.remarks.emit(std::move(rk));
    return false;
  }
  reordered_[b] = 1;
  if (ctx_.remarks.keeps()) // only remarkLoops reads it: a copy of the block otherwise kept
    originals_[b] = original;
  regionsChanged_[b] = uint32_t(regions.size());
  return true;
}

} // namespace sched

namespace {

class SchedulePass : public Pass {
public:
  bool run(ir::Module& m, PassContext& ctx) override {
    if (!ctx.hasRemark("Options"))
      ctx.remarks.emit(ctx.optionsRemark(nullptr, "schedule options for this file"));
    std::array<uint16_t, isa::kNumClasses> latency{};
    if (!sched::parseLatencies(ctx.options.schedule.latency, latency, ctx.diags))
      return false;
    if (!ctx.options.schedule.enabled)
      return false;
    bool changed = false;
    for (ir::Function& fn : m.functions) {
      if (fn.blocks.empty())
        continue;
      std::optional<analysis::FunctionAnalyses> own;
      analysis::FunctionAnalyses* fa = ctx.analyses ? &ctx.analyses->of(fn) : &own.emplace(fn);
      std::optional<sched::DelayHints> hints;
      if (ctx.options.schedule.regenerateDelayAlu &&
          hints.emplace(ctx.options.schedule.mcaCheck).strip(fn, fa->ordering())) {
        // The statements changed under the analyses: start them afresh.
        if (ctx.analyses)
          ctx.analyses->invalidate(fn, analysis::Change::Instructions);
        fa = ctx.analyses ? &ctx.analyses->of(fn) : &own.emplace(fn);
      } else {
        hints.reset();
      }
      sched::Scheduler scheduler(m, fn, ctx, *fa, latency);
      bool c = scheduler.run();
      if (hints) { // a block with hints changed only if finish kept its new order
        c = hints->finish(m, fn, ctx, scheduler.model(), *fa);
        for (uint32_t b = 0; b < fn.blocks.size(); ++b)
          c |= !hints->has(b) && scheduler.reordered(b);
      }
      if ((c || hints) && ctx.analyses)
        ctx.analyses->invalidate(fn, analysis::Change::Instructions);
      changed |= c;
    }
    return changed;
  }
};

} // namespace

std::unique_ptr<Pass> createSchedulePass() { return std::make_unique<SchedulePass>(); }

} // namespace silken::passes

