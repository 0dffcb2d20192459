// The barrier checker's working state, shared by barrier_check.cpp (ids,
// joins, one-wave signals, uniform control flow) and barrier_paths.cpp
// (balance along every path). Not part of the checker's API.
#pragma once

#include "isa/mnemonic_ids.h"

#include "check/barrier_check.h"

#include "analysis/kernel_metadata.h"
#include "analysis/msb_state.h"
#include "analysis/wave_index.h"
#include "check/branch_conditions.h"
#include "check/branch_regions.h"
#include "check/value_ranges.h"
#include "isa/control_flow.h"
#include "semantics/def_use.h"
#include "isa/instr_info.h"

#include <algorithm>
#include <deque>
#include <optional>
#include <set>

namespace silken::check::detail {

constexpr size_t kMaxTrackedRegs = 24;

// Warning categories (`silken check -Wno-<category>`).
constexpr std::string_view kUnmodelledPath = "barrier-unmodelled-path";
constexpr std::string_view kStateLimit = "barrier-state-limit";
constexpr std::string_view kDivergent = "barrier-divergent";

// What the signalling wave knows on one path: for barriers -1 and -3
// whether a signal waits for its wait, whether the path since the last
// barrier event went through a condition the checker does not model (and
// the first such branch, for the message; not part of the state's
// identity), and the value ranges of the SGPRs the function compares with
// constants.
struct State {
  bool pending[2] = {false, false};
  bool uncertain[2] = {false, false};
  const ir::Stmt* doubt[2] = {nullptr, nullptr};
  /// Loop-counter ranges were widened on this path (the state limit): what
  /// it finds may not happen.
  bool approx = false;
  std::vector<Interval> ranges;
  /// Every path from `o` is a path from this state: the same barrier
  /// flags, and each range contains o's (the transfer functions are
  /// monotone), so exploring `o` too would find nothing new.
  bool covers(const State& o) const {
    if (approx != o.approx)
      return false;
    for (int k = 0; k < 2; ++k)
      if (pending[k] != o.pending[k] || uncertain[k] != o.uncertain[k])
        return false;
    for (size_t i = 0; i < ranges.size(); ++i)
      if (ranges[i].lo > o.ranges[i].lo || ranges[i].hi < o.ranges[i].hi)
        return false;
    return true;
  }
};

inline int barrierSlot(int64_t id) { return id == -1 ? 0 : id == -3 ? 1 : -1; }

inline std::optional<int64_t> barrierIdOf(const ir::Stmt& s) {
  if (s.inst->operands.empty() || s.inst->operands[0].kind != ir::OperandKind::Imm)
    return std::nullopt;
  return isa::signExtend16(s.inst->operands[0].value);
}

class BarrierChecker {
public:
  BarrierChecker(const ir::Module& m, const ir::Function& fn, const BarrierCheckOptions& o,
                 DiagEngine& diags)
      : m_(m), fn_(fn), o_(o), diags_(diags), regions_(fn) {
    std::optional<analysis::WorkgroupShape> shape = analysis::workgroupShape(m, fn.name);
    ConditionSymbols sym{o.waveIdxSymbol, o.serialSymbol, 0};
    while ((1u << sym.waveShift) < (shape ? shape->waveSize : 32))
      ++sym.waveShift;
    for (uint32_t b = 0; b < fn.blocks.size(); ++b)
      conds_.push_back(edgeConditions(m, fn, b, sym));
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
  void report(Severity sev, const ir::Stmt& s, std::string message,
              std::string_view category = {}) {
    if (!reported_.insert({&s, message}).second)
      return;
    uint32_t len = uint32_t(std::max<size_t>(1, s.name.size()));
    if (sev == Severity::Error)
      diags_.error(s.loc, len, std::move(message));
    else
      diags_.warning(s.loc, len, std::move(message), category);
  }
  // A balance violation found on a path: an error, or a warning (with the
  // reason and its category) when the path may not happen.
  // Once per statement, finding and severity, whichever branch made it
  // doubtful.
  void pathFinding(const ir::Stmt& s, const State& st, int slot, std::string message) {
    if (!pathReported_.insert({&s, message + (doubtful(st, slot) ? "?" : "!")}).second)
      return;
    if (!doubtful(st, slot))
      report(Severity::Error, s, std::move(message));
    else
      report(Severity::Warning, s, std::move(message) + doubt(st, slot),
             st.uncertain[slot] ? kUnmodelledPath : kStateLimit);
  }

  template <typename F> void forEachBarrierOp(F f) {
    for (uint32_t b = 0; b < fn_.blocks.size(); ++b)
      for (size_t i = 0; i < fn_.blocks[b].stmts.size(); ++i) {
        const ir::Stmt& s = fn_.blocks[b].stmts[i];
        if (s.kind == ir::StmtKind::Instr && !s.isFence() &&
            isa::instrInfo(s.inst->opcode).has(isa::kBarrier))
          f(b, i, s, isa::Opcode(s.inst->opcode));
      }
  }

  // 1 and 2: privileged ids; named-barrier waits after a join.
  void checkInstructions();
  // 3a: every wave-index gate compares a register that holds the wave
  // index; a recomputed one reads the thread serial (barrier_check.cpp).
  void checkWaveGates();
  void computeOneWave();
  // 3b: cluster signals only where one wave runs; workgroup barriers never.
  void checkSignalGating() {
    forEachBarrierOp([&](uint32_t b, size_t, const ir::Stmt& s, isa::Opcode name) {
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
  // What a path finding adds when the path went through a condition the
  // checker does not model: that branch, so the reader can judge it.
  static bool doubtful(const State& st, int slot) { return st.uncertain[slot] || st.approx; }
  static std::string doubt(const State& st, int slot) {
    if (!st.uncertain[slot])
      return st.approx ? " (on a path whose loop-counter ranges the checker widened to bound "
                         "its search)"
                       : "";
    const ir::Stmt* at = st.doubt[slot];
    return at ? " (on a path through the branch at line " + std::to_string(at->loc.line) +
                    ", '" + std::string(at->body) + "', whose condition the checker does not model)"
              : " (on a path through conditions the checker does not model)";
  }
  void step(uint32_t block, State st, std::deque<std::pair<uint32_t, State>>& work);

  const ir::Module& m_;
  const ir::Function& fn_;
  const BarrierCheckOptions& o_;
  DiagEngine& diags_;
  std::vector<EdgeConds> conds_;
  BranchRegions regions_;
  std::vector<char> oneWave_;
  std::vector<uint16_t> tracked_;
  std::vector<char> gate_; ///< per tracked register: a barrier gate tests it
  bool widenedAll_ = false;
  std::set<std::pair<const ir::Stmt*, std::string>> reported_, pathReported_;
  std::vector<int8_t> unmodelledMatters_; ///< per block: -1 not known yet
  /// Per block, the statements that may write a tracked register (found
  /// once; stepping a block per path state asked isa::defUse each time).
  std::vector<std::vector<uint32_t>> rangeWriters_;
};

} // namespace silken::check::detail
