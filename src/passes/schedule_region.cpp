// The schedule pass, one region at a time (schedule.cpp says what the pass
// does and the invariant it keeps): the list scheduler rerun on its own
// result until it settles, the cost comparison, the ESM2 depctr plan
// (schedule_expert.cpp) and the hazard comparison (schedule_check.cpp);
// a region whose inputs were a fixed point before is known at once
// (FixedPoints, schedule_impl.h).
#include "analysis/hazards.h"
#include "isa/instr_info.h"
#include "passes/schedule_dag.h"
#include "passes/schedule_scheduler.h"
#include "semantics/inst_facts.h"

#include <algorithm>
#include <optional>

namespace silken::passes::sched {

bool Scheduler::runRegion(uint32_t b, uint32_t begin, uint32_t end) {
  ir::Block& block = fn_.blocks[b];
  // The region's vectors are the scheduler's, reused (thousands of regions:
  // an allocation each was a measurable part of the pass).
  std::vector<uint32_t>& slots = scratch_.slots; // the instruction statements, in order
  slots.clear();
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
    if (!ctx_.remarks.keeps())
      return; // nobody reads it
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
  // One MSB state for the whole region: s_set_vgpr_msb is a fence.
  const isa::MsbState msb = fa_.msbBefore(b, begin);
  const bool open = !window_.closed(b, begin, end);

  std::vector<const ir::Stmt*>& seq = scratch_.seq; // the region's statements, current order
  seq.clear();
  for (uint32_t i = begin; i < end; ++i)
    seq.push_back(&block.stmts[i]);
  const isa::RegUnits& sources = sourcesBefore(b, begin);
  scratch_.written = seq;
  const std::vector<const ir::Stmt*>& written = scratch_.written;
  // The written order's cost, when a comparison or a remark needs it (a
  // region the scheduler leaves in place is not costed after round 1).
  // Its model view first, alone: most comparisons end there.
  std::optional<analysis::CycleEstimate> firstModel;
  std::optional<Cost> firstCost;
  auto firstModelCost = [&]() -> const analysis::CycleEstimate& {
    if (!firstModel)
      firstModel = analysis::estimateCycles(written, model_, msb);
    return *firstModel;
  };
  auto first = [&]() -> const Cost* {
    if (!firstCost)
      firstCost = Cost{firstModelCost(), analysis::estimateCycles(written, mca_, msb)};
    return &*firstCost;
  };
  // note() drops what is not Passed (or everything: no remarks are read),
  // so the written order is not costed for its sake.
  const bool quiet = ctx_.round > 1 || sweep_ > 0 || !ctx_.remarks.keeps();
  auto firstIfNoted = [&] { return quiet ? nullptr : first(); };
  // A region met before with the same inputs and left as it was then.
  // The key is the scheduler's, refilled (no allocation once warm): most
  // regions are looked up many times and kept once.
  sched::FixedPoints::Key& key = scratch_.key;
  key.insts.clear();
  for (uint32_t i : slots)
    key.insts.push_back(block.stmts[i].inst);
  if (!sourcesRunsValid_) { // the sources grow only at memory instructions
    isa::unitRunsKey(sources, sourcesRuns_);
    sourcesRunsValid_ = true;
  }
  key.sources = sourcesRuns_;
  key.msb = msb;
  key.open = open;
  if (fixed_.contains(key))
    return note(RemarkKind::Analysis, "RegionUnchanged", kUnchanged, firstIfNoted(), nullptr),
           false;
  // After the lookup: a vetoed region is never a fixed point (the veto is
  // a function of the key's instructions and MSB state), so a region met
  // again is not searched again.
  if (std::string why = sched::regionVeto(block, begin, end, msb); !why.empty())
    return note(RemarkKind::Missed, "RegionKept", "region kept as written: " + why, nullptr,
                nullptr),
           false;
  Cost cur{};
  int rounds = 0;
  bool settledAtOnce = false; // the written order is the scheduler's own
  // Rerun the scheduler on its own result until it settles (what makes
  // the pass idempotent), then compare hazards once: written vs settled.
  // The loop's vectors live across its rounds (one allocation each).
  std::vector<const ir::Stmt*>&insts = scratch_.insts, &next = scratch_.next;
  scratch_.states.assign(slots.size(), msb);
  const std::vector<isa::MsbState>& states = scratch_.states;
  for (;; ++rounds) {
    insts.clear();
    for (uint32_t i : slots)
      insts.push_back(seq[i - begin]);
    ScheduleDag& dag = scratch_.dag;
    buildScheduleDag(dag, insts, states, sources, open);
    std::vector<uint32_t> order = listSchedule(dag, insts);
    if (!keepsDependences(dag, order)) // cannot happen: a topological order
      return note(RemarkKind::Missed, "RegionKept", "region kept: internal order error",
                  firstIfNoted(), nullptr),
             false;
    next = seq;
    for (size_t k = 0; k < slots.size(); ++k)
      next[slots[k] - begin] = insts[order[k]];
    if (next == seq) { // a fixed point of the scheduler
      if (rounds > 0) { // the settled order: met again (next sweep or round), known at once
        key.insts.clear();
        for (const ir::Stmt* s : insts)
          key.insts.push_back(s->inst);
      }
      fixed_.add(key);
      settledAtOnce = rounds == 0;
      break;
    }
    Cost c;
    c.model = analysis::estimateCycles(next, model_, msb);
    if (!modelBetter(c.model, rounds == 0 ? firstModelCost() : cur.model))
      break; // not better by the model: the mca view cannot make it so
    c.mca = analysis::estimateCycles(next, mca_, msb);
    if (!better(c, rounds == 0 ? *first() : cur))
      break;
    if (rounds == kRounds)
      return note(RemarkKind::Missed, "RegionKept",
                  "region kept as written: the scheduler did not settle on an order",
                  firstIfNoted(), nullptr),
             false;
    seq.swap(next);
    cur = c;
  }
  if (rounds == 0) {
    // No faster order: as the fixed points, a function of the key alone
    // (the DAG, the list schedule and both costs), so a later sweep or
    // round that meets the region again knows the answer.
    if (!settledAtOnce)
      fixed_.add(key);
    return note(RemarkKind::Analysis, "RegionUnchanged", kUnchanged, firstIfNoted(), nullptr),
           false;
  }
  facts_.keepAtMost(); // the plan and both checks below read facts made here
  std::vector<std::pair<uint32_t, ir::Stmt>> waits; // ESM2: the depctr waits after it
  if (esm2Vector) {
    std::string reason = expertWaits_.plan({b, begin, end, seq}, waits, facts_);
    if (!reason.empty())
      return note(RemarkKind::Missed, "ExpertModeKept", "region kept as written: " + reason,
                  firstIfNoted(), nullptr),
             false;
  }
  // The candidate first: when it leaves nothing unsatisfied on any path it
  // keeps every finding, and the written order need not be looked at.
  keepOriginal(block); // before the block's first edit (swapped back if refused)
  swapWaits(block, waits); // the planned waits in the block, `waits` holds the old ones
  const sched::HazardWindow::Findings after = window_.findings({b, begin, end, seq}, facts_);
  bool safe = sched::HazardWindow::empty(after);
  if (!safe) {
    swapWaits(block, waits); // the written order with its own waits
    safe = sched::HazardWindow::keeps(window_.findings({b, begin, end, written}, facts_), after);
    if (safe)
      swapWaits(block, waits); // the planned ones again
  }
  if (!safe) // the block holds its own waits
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
  window_.reordered(b, begin, end);
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

const isa::RegUnits& Scheduler::sourcesBefore(uint32_t b, uint32_t at) {
  const ir::Block& block = fn_.blocks[b];
  for (; sourcesAt_ < at; ++sourcesAt_) {
    const ir::Stmt& s = block.stmts[sourcesAt_];
    if (!s.isInstr() || s.isFence() || isa::countersOf(*s.inst) == 0)
      continue;
    for (uint32_t run : isa::defUseRuns(s, fa_.msbBefore(b, sourcesAt_))) // a fence's: all
      if (isa::UnitRuns::sets(run) & isa::UnitRuns::kReads)
        isa::setRange(sources_, isa::UnitRuns::first(run), isa::UnitRuns::end(run));
    if (isa::instrInfo(s.inst->opcode).isVector())
      sources_.set(isa::kExecLoUnit).set(isa::kExecHiUnit);
    sourcesRunsValid_ = false;
  }
  return sources_;
}

void Scheduler::noteWait(const ir::Stmt& was, const ir::Stmt& now) {
  std::string from(was.edited ? was.text : was.body), to(now.text);
  Remark rk = ctx_.remark(RemarkKind::Passed, "DepctrRecomputed", fn_, was.loc,
                          "'" + from + "' -> '" + to +
                              "': the region before it was reordered (expert scheduling "
                              "mode 2)");
  rk.args.emplace_back("was", from);
  rk.args.emplace_back("now", to);
  ctx_.remarks.emit(std::move(rk));
}

std::string_view FixedPoints::bytesOf(const Key& k) const {
  const uint32_t count = uint32_t(k.insts.size());
  const char head[] = {char(k.msb.bits), char(k.msb.known), char(k.open)};
  scratch_.clear();
  scratch_.append(reinterpret_cast<const char*>(&count), sizeof count);
  scratch_.append(head, sizeof head);
  scratch_.append(reinterpret_cast<const char*>(k.insts.data()), count * sizeof(k.insts[0]));
  scratch_.append(reinterpret_cast<const char*>(k.sources.data()),
                  k.sources.size() * sizeof(k.sources[0]));
  return scratch_;
}

void FixedPoints::add(const Key& k) {
  std::string_view key = bytesOf(k);
  if (keys_.contains(key))
    return;
  std::span<char> kept = bytes_.copy(std::span<const char>(key.data(), key.size()));
  keys_.emplace(std::string_view(kept.data(), kept.size()), 0);
}

} // namespace silken::passes::sched
