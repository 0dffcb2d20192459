// `silken check`, barriers, rule 4: signals and waits of barriers -1 and -3
// alternate on every path of the signalling wave. A breadth-first walk over
// (block, state) pairs; branches on SGPRs compared with constants narrow
// their ranges (value_ranges.h), so correlated gates are not false alarms.
// A state another one covers is not walked again; past the state limit the
// ranges of registers no barrier gate tests are widened first, then all
// (which makes what follows a warning).
#include "check/barrier_checker.h"
#include "isa/mnemonic_ids.h"

namespace silken::check::detail {

void BarrierChecker::explorePaths() {
  // Registers compared with constants: the loop counter and the registers
  // barrier-relevant branches compare (the gates) first, then the others.
  std::vector<uint16_t> gates, others;
  auto add = [&](std::vector<uint16_t>& list, uint16_t r) {
    if (std::find(gates.begin(), gates.end(), r) == gates.end() &&
        std::find(others.begin(), others.end(), r) == others.end())
      list.push_back(r);
  };
  for (const ir::Block& blk : fn_.blocks)
    for (const ir::Stmt& s : blk.stmts)
      if (auto r = m_.symbols.valueAt(o_.loopCounterSymbol, s.ordinal);
          r && *r >= 0 && *r < int64_t(isa::kNumSgprUnits))
        add(gates, uint16_t(*r));
  for (uint32_t b = 0; b < conds_.size(); ++b)
    for (const Cond& e : conds_[b].onEdge)
      if (e.kind == Cond::Compare && regions_.relevant(b))
        add(gates, e.reg);
  for (uint32_t b = 0; b < conds_.size(); ++b)
    for (const Cond& e : conds_[b].onEdge)
      if (e.kind == Cond::Compare)
        add(others, e.reg);
  for (std::vector<uint16_t>* list : {&gates, &others})
    for (uint16_t r : *list)
      if (tracked_.size() < kMaxTrackedRegs)
        tracked_.push_back(r);
  std::sort(tracked_.begin(), tracked_.end());
  for (uint16_t r : tracked_)
    gate_.push_back(std::find(gates.begin(), gates.end(), r) != gates.end());
  rangeWriters_.assign(fn_.blocks.size(), {});
  for (uint32_t b = 0; b < fn_.blocks.size() && !tracked_.empty(); ++b)
    for (size_t i = 0; i < fn_.blocks[b].stmts.size(); ++i) {
      const ir::Stmt& s = fn_.blocks[b].stmts[i];
      if (s.kind != ir::StmtKind::Instr || s.isFence())
        continue;
      isa::DefUse du = isa::defUse(s, isa::MsbState{false, 0});
      for (uint16_t r : tracked_)
        if (du.writes.test(isa::kSgprUnitBase + r)) {
          rangeWriters_[b].push_back(uint32_t(i));
          break;
        }
    }
  State start;
  for (uint16_t r : tracked_)
    start.ranges.push_back({r});
  std::vector<std::vector<State>> seen(fn_.blocks.size());
  unmodelledMatters_.assign(fn_.blocks.size(), -1);
  std::deque<std::pair<uint32_t, State>> work{{0, start}};
  size_t limit = std::max<size_t>(1, o_.stateLimit);
  while (!work.empty()) {
    auto [b, st] = std::move(work.front());
    work.pop_front();
    auto& states = seen[b];
    auto covered = [&] {
      return std::any_of(states.begin(), states.end(),
                         [&](const State& old) { return old.covers(st); });
    };
    if (covered())
      continue;
    // Too many distinct states here: forget ranges, those of registers no
    // barrier gate tests first. Widening only adds paths, so nothing that
    // can happen goes unchecked; what the extra paths find may be false.
    for (int pass = 0; pass < 2 && states.size() >= limit * (pass + 1); ++pass) {
      for (size_t i = 0; i < st.ranges.size(); ++i)
        if (pass == 1 || !gate_[i])
          st.ranges[i].lo = 0, st.ranges[i].hi = kMax;
      st.approx |= pass == 1;
      if (pass == 1 && !widenedAll_) {
        widenedAll_ = true;
        diags_.warning(fn_.blocks[b].stmts.empty() ? SourceLoc{}
                                                   : fn_.blocks[b].stmts.front().loc,
                       1,
                       "barrier check widened the loop-counter ranges here after " +
                           std::to_string(states.size()) +
                           " path states (--barrier-state-limit); it may report paths "
                           "that cannot happen",
                       kStateLimit);
      }
      if (covered())
        break;
    }
    if (covered())
      continue;
    states.push_back(st);
    step(b, std::move(st), work);
  }
}

void BarrierChecker::step(uint32_t b, State st, std::deque<std::pair<uint32_t, State>>& work) {
  const ir::Block& blk = fn_.blocks[b];
  const std::vector<uint32_t>& writers = rangeWriters_[b];
  size_t nextWriter = 0;
  for (size_t i = 0; i < blk.stmts.size(); ++i) {
    const ir::Stmt& s = blk.stmts[i];
    if (s.kind != ir::StmtKind::Instr || s.isFence())
      continue;
    isa::Opcode name(s.inst->opcode);
    std::optional<int64_t> id;
    int slot = -1;
    if (isa::instrInfo(s.inst->opcode).has(isa::kBarrier) && (id = barrierIdOf(s)))
      slot = barrierSlot(*id);
    if (slot >= 0 && (name == "s_barrier_signal" || name == "s_barrier_signal_isfirst")) {
      if (st.pending[slot])
        pathFinding(s, st, slot,
                    "barrier " + std::to_string(*id) +
                        " is signalled again before the wait of its previous signal: the "
                        "signal reaches the next barrier generation");
      st.pending[slot] = true;
      st.uncertain[slot] = false;
      st.doubt[slot] = nullptr;
    } else if (slot >= 0 && name == "s_barrier_wait") {
      if (!st.pending[slot])
        pathFinding(s, st, slot,
                    "barrier " + std::to_string(*id) +
                        " wait without a signal since the previous wait: it never completes");
      st.pending[slot] = false;
      st.uncertain[slot] = false;
      st.doubt[slot] = nullptr;
    }
    if (nextWriter < writers.size() && writers[nextWriter] == i) {
      ++nextWriter;
      updateRanges(st.ranges, s);
    }
  }
  if (blk.exitsToUnknown && blk.succs.empty())
    return; // the rest happens in code we cannot see
  if (blk.endsProgram) {
    for (int slot = 0; slot < 2; ++slot)
      if (st.pending[slot] && blk.terminator())
        pathFinding(*blk.terminator(), st, slot,
                    std::string("the program ends with a barrier ") + (slot ? "-3" : "-1") +
                        " signal that no wait consumed");
    return;
  }
  const EdgeConds& conds = conds_[b];
  bool understood = true;
  for (const Cond& c : conds.onEdge)
    understood &= c.kind != Cond::Unknown;
  // An unmodelled condition matters only if its sides differ in barriers
  // before they reconverge, or change a register a barrier gate tests.
  if (!understood && !regions_.relevant(b)) {
    int8_t& matters = unmodelledMatters_[b];
    if (matters < 0) {
      matters = 0;
      for (size_t i = 0; i < tracked_.size(); ++i)
        matters |= gate_[i] && regions_.regionWrites(b, tracked_[i]);
    }
    understood = !matters;
  }
  for (size_t e = 0; e < blk.succs.size(); ++e) {
    const Cond& c = conds.onEdge[e];
    // Follow the wave that signals: skip the other waves' side of a gate.
    if (c.kind == Cond::NotWave0 || c.kind == Cond::NotFirst)
      continue;
    State next = st;
    if (!refine(next.ranges, c))
      continue;
    if (!understood && blk.succs.size() > 1)
      for (int slot = 0; slot < 2; ++slot)
        if (!next.uncertain[slot]) {
          next.uncertain[slot] = true;
          next.doubt[slot] = blk.terminator();
        }
    work.push_back({blk.succs[e], std::move(next)});
  }
}

} // namespace silken::check::detail
