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
// faster in one of the two, and the model's llvm-mca-22 view no slower; (2) every hazard requirement
// (analysis/hazards.h) and XNACK replay pair that the candidate leaves
// unsatisfied was unsatisfied before, on every path 12 VALU slots around
// it; (3) the whole block is no slower by either view afterwards (else the
// block goes back as written). Scheduling its own output changes nothing:
// the scheduler is rerun on its result until it no longer improves it (at
// most kRounds times, else the region stays as written), and the settled
// order is the one compared with the input.
//
// Conservative cases, each a remark: regions above --schedule-max-region;
// instructions an s_delay_alu refers to when the hint is not regenerated
// (schedule_delay_alu.cpp takes out and regenerates the others;
// schedule_regions.cpp pins the rest); in expert scheduling mode 2 a region with
// VALU or vector memory whose s_wait_alu depctr waits cannot be shown to
// keep proving their producers (schedule_expert.cpp, which recomputes
// them); a flat-scratch-base access; a region
// whose hazard neighbourhood reaches unknown code. Comments and blank
// lines keep their places; instructions fill the instruction slots.
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
#include "passes/schedule_impl.h"
#include "semantics/inst_facts.h"

#include <algorithm>
#include <numeric>
#include <optional>
#include <set>

namespace silken::passes {
namespace {

constexpr int kRounds = 4;
constexpr int kSweeps = 4;

struct Cost {
  analysis::CycleEstimate model, mca;
};

class Scheduler {
public:
  Scheduler(ir::Module& m, ir::Function& fn, PassContext& ctx, analysis::FunctionAnalyses& fa,
            const std::array<uint16_t, isa::kNumClasses>& latency)
      : module_(m), fn_(fn), ctx_(ctx), fa_(fa), opt_(ctx.options.schedule), window_(fn, fa, expert_),
        expertWaits_(m, fn, fa, expert_) {
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

  const analysis::CycleOptions& model() const { return model_; }
  /// Block `b` took a new order (run() kept it).
  bool reordered(uint32_t b) const { return b < originals_.size() && !originals_[b].empty(); }

  bool run() {
    bool changed = false;
    originals_.resize(fn_.blocks.size());
    regionsChanged_.assign(fn_.blocks.size(), 0);
    for (uint32_t b = 0; b < fn_.blocks.size(); ++b)
      changed |= runBlock(b);
    if (changed)
      sched::remarkLoops(ctx_, fn_, fa_, model_, originals_, regionsChanged_);
    return changed;
  }

private:
  Cost cost(std::span<const ir::Stmt* const> seq, isa::MsbState msb) const {
    return {analysis::estimateCycles(seq, model_, msb), analysis::estimateCycles(seq, mca_, msb)};
  }

  // No slower by the model in issue or results and faster in one of them,
  // and no slower by the mca view.
  bool better(const Cost& a, const Cost& b) const {
    if (!noWorse(a, b))
      return false;
    return a.model.cycles < b.model.cycles || a.model.drained < b.model.drained;
  }
  bool noWorse(const Cost& a, const Cost& b) const {
    return a.model.cycles <= b.model.cycles && a.model.drained <= b.model.drained &&
           (!opt_.mcaCheck || a.mca.cycles <= b.mca.cycles);
  }

  bool runBlock(uint32_t b) {
    ir::Block& block = fn_.blocks[b];
    const std::vector<ir::Stmt> original = block.stmts;
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
    if (changed && !settled) {
      block.stmts = original;
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
    Cost before = cost(was, entry), after = cost(now, entry);
    if (!noWorse(after, before)) {
      block.stmts = original;
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
    originals_[b] = original;
    regionsChanged_[b] = uint32_t(regions.size());
    return true;
  }

  // One region [begin, end) of statements; true if it was reordered.
  bool runRegion(uint32_t b, uint32_t begin, uint32_t end) {
    ir::Block& block = fn_.blocks[b];
    std::vector<uint32_t> slots; // the instruction statements, in order
    for (uint32_t i = begin; i < end; ++i)
      if (block.stmts[i].isInstr())
        slots.push_back(i);
    if (slots.size() < 2)
      return false;
    const SourceLoc loc = block.stmts[slots[0]].loc;
    auto note = [&](RemarkKind kind, const char* name, std::string why, const Cost* was,
                    const Cost* now) {
      if ((ctx_.round > 1 || sweep_ > 0) && kind != RemarkKind::Passed)
        return; // said in the first round
      Remark rk = ctx_.remark(kind, name, fn_, loc, std::move(why));
      rk.args.emplace_back("instructions", int64_t(slots.size()));
      if (was) {
        rk.args.emplace_back("cycles_before", int64_t(was->model.cycles));
        rk.args.emplace_back("cycles_after", int64_t((now ? now : was)->model.cycles));
        rk.args.emplace_back("mca_before", int64_t(was->mca.cycles));
        rk.args.emplace_back("mca_after", int64_t((now ? now : was)->mca.cycles));
      }
      ctx_.remarks.emit(std::move(rk));
    };
    if (int(slots.size()) > opt_.maxRegion)
      return note(RemarkKind::Missed, "RegionTooLarge",
                  "region of " + std::to_string(slots.size()) +
                      " instructions kept as written: above --schedule-max-region",
                  nullptr, nullptr),
             false;
    const sched::RegionKind kind = sched::regionKind(block, begin, end);
    if (!kindOn(kind))
      return note(RemarkKind::Missed, "RegionKindOff",
                  "region kept as written: --schedule-" +
                      std::string(sched::regionKindName(kind)) + "-regions=false",
                  nullptr, nullptr),
             false;
    const bool esm2Vector = expert_[b][begin] && touchesVectorAlu(block, begin, end);
    if (expert_[b][begin] && (!opt_.expertScalar || (esm2Vector && !opt_.expertDepctr)))
      return note(RemarkKind::Missed, "ExpertModeKept",
                  "region kept as written: expert scheduling mode 2 is on and its s_wait_alu "
                  "depctr counts depend on the order of VALU and vector memory instructions "
                  "(--schedule-expert-depctr recomputes them)",
                  nullptr, nullptr),
             false;
    std::string why = sched::regionVeto(block, begin, end);
    const bool open = !window_.closed(b, begin, end);
    if (!why.empty())
      return note(RemarkKind::Missed, "RegionKept", "region kept as written: " + why, nullptr,
                  nullptr),
             false;

    std::vector<const ir::Stmt*> seq; // the region's statements, current order
    for (uint32_t i = begin; i < end; ++i)
      seq.push_back(&block.stmts[i]);
    const isa::MsbState msb = fa_.msbBefore(b, begin);
    const isa::RegUnits& sources = sourcesBefore(b, begin);
    const std::vector<const ir::Stmt*> written = seq;
    // The written order's cost, when a comparison or a remark needs it (a
    // region the scheduler leaves in place is not costed after round 1).
    std::optional<Cost> firstCost;
    auto first = [&]() -> const Cost* {
      if (!firstCost)
        firstCost = cost(written, msb);
      return &*firstCost;
    };
    const bool quiet = ctx_.round > 1 || sweep_ > 0; // note() drops what is not Passed
    auto firstIfNoted = [&] { return quiet ? nullptr : first(); };
    Cost cur{};
    int rounds = 0;
    // Rerun the scheduler on its own result until it settles (what makes
    // the pass idempotent), then compare hazards once: written vs settled.
    for (;; ++rounds) {
      std::vector<const ir::Stmt*> insts;
      for (uint32_t i : slots)
        insts.push_back(seq[i - begin]);
      std::vector<isa::MsbState> states(insts.size(), msb);
      ScheduleDag dag = buildScheduleDag(insts, states, sources, open);
      std::vector<uint32_t> order = listSchedule(dag, insts);
      if (!keepsDependences(dag, order)) // cannot happen: a topological order
        return note(RemarkKind::Missed, "RegionKept", "region kept: internal order error",
                    firstIfNoted(), nullptr),
               false;
      std::vector<const ir::Stmt*> next = seq;
      for (size_t k = 0; k < slots.size(); ++k)
        next[slots[k] - begin] = insts[order[k]];
      if (next == seq)
        break; // a fixed point of the scheduler
      Cost c = cost(next, msb);
      if (!better(c, rounds == 0 ? *first() : cur))
        break;
      if (rounds == kRounds)
        return note(RemarkKind::Missed, "RegionKept",
                    "region kept as written: the scheduler did not settle on an order",
                    firstIfNoted(), nullptr),
               false;
      seq = std::move(next);
      cur = c;
    }
    if (rounds == 0)
      return note(RemarkKind::Analysis, "RegionUnchanged",
                  "region kept as written: no order the scheduler finds is faster by the "
                  "cycle model",
                  firstIfNoted(), nullptr),
             false;
    std::vector<std::pair<uint32_t, ir::Stmt>> waits; // ESM2: the depctr waits after it
    if (esm2Vector) {
      std::string reason = expertWaits_.plan({b, begin, end, seq}, waits);
      if (!reason.empty())
        return note(RemarkKind::Missed, "ExpertModeKept", "region kept as written: " + reason,
                    firstIfNoted(), nullptr),
               false;
    }
    const sched::HazardWindow::Findings before = window_.findings({b, begin, end, written});
    for (auto& [i, stmt] : waits)
      std::swap(block.stmts[i], stmt); // `waits` now holds the old ones
    if (!sched::HazardWindow::keeps(before, window_.findings({b, begin, end, seq})) &&
        (restore(block, waits), true))
      return note(RemarkKind::Missed, "HazardKept",
                  "region kept as written: the faster order found (" +
                      std::to_string(cur.model.cycles) + " cycles, results at " +
                      std::to_string(cur.model.drained) +
                      ") would leave a hazard requirement unsatisfied that the input satisfies",
                  firstIfNoted(), nullptr),
             false;
    std::vector<ir::Stmt> moved; // each line ending stays with its slot
    for (size_t k = 0; k < seq.size(); ++k)
      moved.push_back(sched::withLineEndOf(module_, *seq[k], block.stmts[begin + k]));
    std::copy(moved.begin(), moved.end(), block.stmts.begin() + begin);
    note(RemarkKind::Passed, "RegionScheduled",
         "reordered a region of " + std::to_string(slots.size()) + " instructions: " +
             std::to_string(first()->model.cycles) + " -> " + std::to_string(cur.model.cycles) +
             " cycles (llvm-mca view " + std::to_string(first()->mca.cycles) + " -> " +
             std::to_string(cur.mca.cycles) + ")",
         first(), &cur);
    for (const auto& [i, old] : waits)
      noteWait(old, block.stmts[i]);
    return true;
  }

  // What the memory instructions of block `b` before statement `at` read
  // (EXEC too for vector ones); asked with `at` growing within a block.
  const isa::RegUnits& sourcesBefore(uint32_t b, uint32_t at) {
    const ir::Block& block = fn_.blocks[b];
    for (; sourcesAt_ < at; ++sourcesAt_) {
      const ir::Stmt& s = block.stmts[sourcesAt_];
      if (!s.isInstr() || s.isFence() || isa::countersOf(*s.inst) == 0)
        continue;
      sources_ |= isa::defUse(s, fa_.msbBefore(b, sourcesAt_)).reads;
      if (isa::instrInfo(s.inst->opcode).isVector())
        sources_.set(isa::kExecLoUnit).set(isa::kExecHiUnit);
    }
    return sources_;
  }

  static void restore(ir::Block& block, std::vector<std::pair<uint32_t, ir::Stmt>>& waits) {
    for (auto& [i, stmt] : waits)
      std::swap(block.stmts[i], stmt);
  }

  void noteWait(const ir::Stmt& was, const ir::Stmt& now) {
    std::string from(was.edited ? was.text : was.body), to(now.text);
    Remark rk = ctx_.remark(RemarkKind::Passed, "DepctrRecomputed", fn_, was.loc,
                            "'" + from + "' -> '" + to +
                                "': the region before it was reordered (expert scheduling "
                                "mode 2)");
    rk.args.emplace_back("was", from);
    rk.args.emplace_back("now", to);
    ctx_.remarks.emit(std::move(rk));
  }

  bool kindOn(sched::RegionKind k) const {
    switch (k) {
    case sched::RegionKind::Wmma: return opt_.wmmaRegions;
    case sched::RegionKind::Memory: return opt_.memoryRegions;
    case sched::RegionKind::Valu: return opt_.valuRegions;
    case sched::RegionKind::Scalar: break;
    }
    return opt_.scalarRegions;
  }

  static bool touchesVectorAlu(const ir::Block& block, uint32_t begin, uint32_t end) {
    for (uint32_t i = begin; i < end; ++i) {
      const ir::Stmt& s = block.stmts[i];
      if (s.isInstr() && (s.isFence() || isa::instrInfo(s.inst->opcode).isVector()))
        return true;
    }
    return false;
  }

  ir::Module& module_;
  ir::Function& fn_;
  PassContext& ctx_;
  analysis::FunctionAnalyses& fa_;
  const ScheduleOptions& opt_;
  std::vector<std::vector<char>> expert_;
  sched::HazardWindow window_;
  sched::ExpertWaits expertWaits_;
  analysis::CycleOptions model_, mca_;
  isa::RegUnits sources_;
  uint32_t sourcesAt_ = 0;
  int sweep_ = 0; ///< the current sweep over a block's regions (remarks once)
  std::vector<std::vector<ir::Stmt>> originals_; ///< per block: as written, when reordered
  std::vector<uint32_t> regionsChanged_;
};

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
      Scheduler scheduler(m, fn, ctx, *fa, latency);
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
