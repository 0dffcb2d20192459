#include "check/barrier_check.h"

#include "analysis/wave_index.h"
#include "check/branch_conditions.h"
#include "check/value_ranges.h"
#include "isa/control_flow.h"
#include "isa/def_use.h"
#include "isa/instr_info.h"

#include <algorithm>
#include <deque>
#include <set>

namespace silken::check {
namespace {

constexpr size_t kMaxStatesPerBlock = 32;
constexpr size_t kMaxTrackedRegs = 24;

// What the signalling wave knows on one path: for barriers -1 and -3
// whether a signal waits for its wait, whether the path since the last
// barrier event went through a condition the checker does not model, and
// the value ranges of the SGPRs the function compares with constants.
struct State {
  bool pending[2] = {false, false};
  bool uncertain[2] = {false, false};
  std::vector<Interval> ranges;
  friend bool operator==(const State&, const State&) = default;
  friend auto operator<=>(const State&, const State&) = default;
};

int barrierSlot(int64_t id) { return id == -1 ? 0 : id == -3 ? 1 : -1; }

std::optional<int64_t> barrierIdOf(const ir::Stmt& s) {
  if (s.inst->operands.empty() || s.inst->operands[0].kind != ir::OperandKind::Imm)
    return std::nullopt;
  return isa::signExtend16(s.inst->operands[0].value);
}

class BarrierChecker {
public:
  BarrierChecker(const ir::Module& m, const ir::Function& fn, const BarrierCheckOptions& o,
                 DiagEngine& diags)
      : m_(m), fn_(fn), o_(o), diags_(diags) {
    for (uint32_t b = 0; b < fn.blocks.size(); ++b)
      conds_.push_back(edgeConditions(m, fn, b, o.waveIdxSymbol));
  }

  void run() {
    if (fn_.blocks.empty())
      return;
    checkInstructions();
    checkWaveGates();
    computeOneWave();
    checkSignalGating();
    checkUniformFlow();
    explorePaths();
  }

private:
  void report(Severity sev, const ir::Stmt& s, std::string message) {
    if (!reported_.insert({&s, message}).second)
      return;
    uint32_t len = uint32_t(std::max<size_t>(1, s.name.size()));
    if (sev == Severity::Error)
      diags_.error(s.loc, len, std::move(message));
    else
      diags_.warning(s.loc, len, std::move(message));
  }

  template <typename F> void forEachBarrierOp(F f) {
    for (uint32_t b = 0; b < fn_.blocks.size(); ++b)
      for (size_t i = 0; i < fn_.blocks[b].stmts.size(); ++i) {
        const ir::Stmt& s = fn_.blocks[b].stmts[i];
        if (s.kind == ir::StmtKind::Instr && !s.isFence() &&
            isa::instrInfo(s.inst->opcode).has(isa::kBarrier))
          f(b, i, s, isa::mnemonicName(s.inst->opcode));
      }
  }

  // 1 and 2: privileged ids; named-barrier waits after a join.
  void checkInstructions();
  // 3a: every wave-index gate compares a register that holds the wave index.
  void checkWaveGates() {
    analysis::WaveIndexCheck wave(m_, fn_, o_.waveIdxSymbol);
    for (uint32_t b = 0; b < conds_.size(); ++b)
      for (const auto& [index, reg] : conds_[b].waveGates)
        if (auto why = wave.problemAt(b, index))
          report(Severity::Error, fn_.blocks[b].stmts[index],
                 "wave-index gate compares a register that may not hold the wave index: " + *why);
  }
  void computeOneWave();
  // 3b: cluster signals only where one wave runs; workgroup barriers never.
  void checkSignalGating() {
    forEachBarrierOp([&](uint32_t b, size_t, const ir::Stmt& s, std::string_view name) {
      std::optional<int64_t> id = barrierIdOf(s);
      if (!id)
        return;
      if (name == "s_barrier_signal" && *id == -3 && !oneWave_[b])
        report(Severity::Error, s,
               "s_barrier_signal -3 may run in every wave of the workgroup; only one wave "
               "may arrive at a cluster barrier (gate it on the wave index or "
               "s_barrier_signal_isfirst)");
      if (*id == -1 && oneWave_[b])
        report(Severity::Error, s,
               "workgroup barrier in code that only one wave runs: the other waves never "
               "arrive");
    });
  }
  void checkUniformFlow();
  void explorePaths();
  void step(uint32_t block, State st, std::deque<std::pair<uint32_t, State>>& work);

  const ir::Module& m_;
  const ir::Function& fn_;
  const BarrierCheckOptions& o_;
  DiagEngine& diags_;
  std::vector<EdgeConds> conds_;
  std::vector<char> oneWave_;
  std::vector<uint16_t> tracked_;
  std::set<std::pair<const ir::Stmt*, std::string>> reported_;
};

void BarrierChecker::checkInstructions() {
  // Named barriers: a forward must-analysis of "joined".
  size_t n = fn_.blocks.size();
  std::vector<char> joinedOut(n, 1);
  auto blockJoined = [&](uint32_t b, bool in) {
    for (const ir::Stmt& s : fn_.blocks[b].stmts)
      if (s.kind == ir::StmtKind::Instr && !s.isFence() &&
          isa::mnemonicName(s.inst->opcode) == "s_barrier_join")
        in = true;
    return in;
  };
  std::vector<char> joinedIn(n, 0);
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t b = 0; b < n; ++b) {
      bool in = b != 0 && !fn_.blocks[b].preds.empty();
      for (uint32_t p : fn_.blocks[b].preds)
        in = in && joinedOut[p];
      joinedIn[b] = in;
      char out = blockJoined(b, in);
      if (out != joinedOut[b]) {
        joinedOut[b] = out;
        changed = true;
      }
    }
  }
  forEachBarrierOp([&](uint32_t b, size_t i, const ir::Stmt& s, std::string_view name) {
    std::optional<int64_t> id = barrierIdOf(s);
    if (id && (*id == -2 || *id == -4))
      report(Severity::Error, s,
             "barrier id " + std::to_string(*id) +
                 " is privileged (trap handler only); a kernel must not use it");
    if (name == "s_barrier_wait" && id && *id >= 1 && *id <= 16) {
      bool joined = joinedIn[b];
      for (size_t j = 0; j < i; ++j)
        joined |= fn_.blocks[b].stmts[j].kind == ir::StmtKind::Instr &&
                  !fn_.blocks[b].stmts[j].isFence() &&
                  isa::mnemonicName(fn_.blocks[b].stmts[j].inst->opcode) == "s_barrier_join";
      if (!joined)
        report(Severity::Error, s,
               "wait on named barrier " + std::to_string(*id) +
                   " without an s_barrier_join on every path before it");
    }
  });
}

// Forward must-analysis: a block runs in one wave per workgroup when every
// way in is a wave-0 / isfirst edge or comes from such a block.
void BarrierChecker::computeOneWave() {
  size_t n = fn_.blocks.size();
  oneWave_.assign(n, 1);
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t b = 0; b < n; ++b) {
      const ir::Block& blk = fn_.blocks[b];
      bool one = b != 0 && !(blk.preds.empty() && !blk.labels().empty());
      for (uint32_t p : blk.preds) {
        const auto& succs = fn_.blocks[p].succs;
        bool guarded = false;
        for (size_t e = 0; e < succs.size(); ++e)
          if (succs[e] == b) {
            Cond::Kind k = conds_[p].onEdge[e].kind;
            guarded = k == Cond::Wave0 || k == Cond::IsFirst;
          }
        one = one && (guarded || oneWave_[p]);
      }
      if (char(one) != oneWave_[b]) {
        oneWave_[b] = one;
        changed = true;
      }
    }
  }
}

// Barriers must run in wave-uniform control flow: not while EXEC is
// narrowed (s_and_saveexec, v_cmpx, s_and/s_xor on exec) and not yet
// restored (s_or on exec, or EXEC moved back from a register or -1). A
// forward may-analysis; what it finds is a warning, since a narrowed EXEC
// may still hold every lane.
void BarrierChecker::checkUniformFlow() {
  size_t n = fn_.blocks.size();
  auto transfer = [&](const ir::Stmt& s, const ir::Stmt* narrowedBy) -> const ir::Stmt* {
    if (s.kind != ir::StmtKind::Instr || s.isFence())
      return narrowedBy;
    isa::DefUse du = isa::defUse(s, isa::MsbState{false, 0});
    if (!du.writes.test(isa::kExecLoUnit))
      return narrowedBy;
    std::string_view name = isa::mnemonicName(s.inst->opcode);
    if (name.starts_with("s_or_b") || name.starts_with("s_mov_b") || name == "s_or_saveexec_b32" ||
        name == "s_or_saveexec_b64")
      return nullptr; // EXEC restored
    return &s;       // narrowed (saveexec, and/xor on exec, v_cmpx)
  };
  // The narrowing that may be in force at each block's entry (any one).
  std::vector<const ir::Stmt*> in(n, nullptr), out(n, nullptr);
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t b = 0; b < n; ++b) {
      in[b] = nullptr;
      for (uint32_t p : fn_.blocks[b].preds)
        if (out[p]) {
          in[b] = out[p];
          break;
        }
      const ir::Stmt* cur = in[b];
      for (const ir::Stmt& s : fn_.blocks[b].stmts)
        cur = transfer(s, cur);
      if (cur != out[b]) {
        out[b] = cur;
        changed = true;
      }
    }
  }
  for (uint32_t b = 0; b < n; ++b) {
    const ir::Stmt* cur = in[b];
    for (const ir::Stmt& s : fn_.blocks[b].stmts) {
      if (cur && s.kind == ir::StmtKind::Instr && !s.isFence() &&
          isa::instrInfo(s.inst->opcode).has(isa::kBarrier) && barrierIdOf(s))
        report(Severity::Warning, s,
               "barrier in control flow that may be divergent: EXEC was narrowed at line " +
                   std::to_string(cur->loc.line) + " and not restored on every path");
      cur = transfer(s, cur);
    }
  }
}

void BarrierChecker::explorePaths() {
  // Registers compared with constants: the loop counter first, then its kin.
  for (const ir::Block& blk : fn_.blocks)
    for (const ir::Stmt& s : blk.stmts)
      if (auto r = m_.symbols.valueAt(o_.loopCounterSymbol, s.ordinal);
          r && *r >= 0 && *r < int64_t(isa::kNumSgprUnits) && tracked_.size() < kMaxTrackedRegs &&
          std::find(tracked_.begin(), tracked_.end(), uint16_t(*r)) == tracked_.end())
        tracked_.push_back(uint16_t(*r));
  for (const EdgeConds& c : conds_)
    for (const Cond& e : c.onEdge)
      if (e.kind == Cond::Compare && tracked_.size() < kMaxTrackedRegs &&
          std::find(tracked_.begin(), tracked_.end(), e.reg) == tracked_.end())
        tracked_.push_back(e.reg);
  std::sort(tracked_.begin(), tracked_.end());
  State start;
  for (uint16_t r : tracked_)
    start.ranges.push_back({r});
  std::vector<std::vector<State>> seen(fn_.blocks.size());
  std::deque<std::pair<uint32_t, State>> work{{0, start}};
  while (!work.empty()) {
    auto [b, st] = std::move(work.front());
    work.pop_front();
    auto& states = seen[b];
    if (std::find(states.begin(), states.end(), st) != states.end())
      continue;
    if (states.size() >= kMaxStatesPerBlock) {
      // Too many distinct ranges: widen this state's ranges to "anything".
      for (Interval& r : st.ranges)
        r.lo = 0, r.hi = kMax;
      if (std::find(states.begin(), states.end(), st) != states.end())
        continue;
    }
    states.push_back(st);
    step(b, std::move(st), work);
  }
}

void BarrierChecker::step(uint32_t b, State st, std::deque<std::pair<uint32_t, State>>& work) {
  const ir::Block& blk = fn_.blocks[b];
  for (const ir::Stmt& s : blk.stmts) {
    if (s.kind != ir::StmtKind::Instr || s.isFence())
      continue;
    std::string_view name = isa::mnemonicName(s.inst->opcode);
    std::optional<int64_t> id;
    int slot = -1;
    if (isa::instrInfo(s.inst->opcode).has(isa::kBarrier) && (id = barrierIdOf(s)))
      slot = barrierSlot(*id);
    if (slot >= 0 && (name == "s_barrier_signal" || name == "s_barrier_signal_isfirst")) {
      if (st.pending[slot])
        report(st.uncertain[slot] ? Severity::Warning : Severity::Error, s,
               "barrier " + std::to_string(*id) +
                   " is signalled again before the wait of its previous signal: the signal "
                   "reaches the next barrier generation" +
                   (st.uncertain[slot] ? " (on a path through conditions the checker does not model)" : ""));
      st.pending[slot] = true;
      st.uncertain[slot] = false;
    } else if (slot >= 0 && name == "s_barrier_wait") {
      if (!st.pending[slot])
        report(st.uncertain[slot] ? Severity::Warning : Severity::Error, s,
               "barrier " + std::to_string(*id) +
                   " wait without a signal since the previous wait: it never completes" +
                   (st.uncertain[slot] ? " (on a path through conditions the checker does not model)" : ""));
      st.pending[slot] = false;
      st.uncertain[slot] = false;
    }
    updateRanges(st.ranges, s);
  }
  if (blk.exitsToUnknown && blk.succs.empty())
    return; // the rest happens in code we cannot see
  if (blk.endsProgram) {
    for (int slot = 0; slot < 2; ++slot)
      if (st.pending[slot] && blk.terminator())
        report(st.uncertain[slot] ? Severity::Warning : Severity::Error, *blk.terminator(),
               std::string("the program ends with a barrier ") + (slot ? "-3" : "-1") +
                   " signal that no wait consumed");
    return;
  }
  const EdgeConds& conds = conds_[b];
  bool understood = true;
  for (const Cond& c : conds.onEdge)
    understood &= c.kind != Cond::Unknown;
  for (size_t e = 0; e < blk.succs.size(); ++e) {
    const Cond& c = conds.onEdge[e];
    // Follow the wave that signals: skip the other waves' side of a gate.
    if (c.kind == Cond::NotWave0 || c.kind == Cond::NotFirst)
      continue;
    State next = st;
    if (!refine(next.ranges, c))
      continue;
    if (!understood && blk.succs.size() > 1)
      next.uncertain[0] = next.uncertain[1] = true;
    work.push_back({blk.succs[e], std::move(next)});
  }
}

} // namespace

void checkBarriers(const ir::Module& module, const ir::Function& fn,
                   const BarrierCheckOptions& options, DiagEngine& diags) {
  BarrierChecker(module, fn, options, diags).run();
}

void checkBarriers(const ir::Module& module, const BarrierCheckOptions& options,
                   DiagEngine& diags) {
  for (const ir::Function& fn : module.functions)
    if (fn.isKernel || module.functions.size() == 1)
      BarrierChecker(module, fn, options, diags).run();
}

} // namespace silken::check
