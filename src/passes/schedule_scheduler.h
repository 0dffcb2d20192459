// The schedule pass's scheduler (schedule.cpp: what the pass does and the
// invariant it keeps): per block, sweeps of its regions until they settle
// (schedule.cpp), and one region at a time (schedule_region.cpp).
#pragma once

#include "analysis/cycle_model.h"
#include "passes/schedule_dag.h"
#include "passes/schedule_impl.h"

#include <array>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace silken::passes::sched {

inline constexpr int kRounds = 4; ///< scheduler reruns on its own result per region
inline constexpr int kSweeps = 4; ///< sweeps over a block's regions
inline constexpr const char* kUnchanged =
    "region kept as written: no order the scheduler finds is faster by the cycle model";

/// A sequence's cost by the pass's model and by its llvm-mca-22 view.
struct Cost {
  analysis::CycleEstimate model, mca;
};

class Scheduler {
public:
  Scheduler(ir::Module& m, ir::Function& fn, PassContext& ctx, analysis::FunctionAnalyses& fa,
            const std::array<uint16_t, isa::kNumClasses>& latency);

  const analysis::CycleOptions& model() const { return model_; }
  /// Block `b` took a new order (run() kept it).
  bool reordered(uint32_t b) const { return b < reordered_.size() && reordered_[b]; }

  /// Schedules every block of the function; true if one changed.
  bool run();

private:
  // No slower by the model in issue or results and faster in one of them,
  // and no slower by the mca view. The model's part alone decides first:
  // the mca view is simulated only when it can change the answer.
  static bool modelBetter(const analysis::CycleEstimate& a, const analysis::CycleEstimate& b) {
    return modelNoWorse(a, b) && (a.cycles < b.cycles || a.drained < b.drained);
  }
  static bool modelNoWorse(const analysis::CycleEstimate& a, const analysis::CycleEstimate& b) {
    return a.cycles <= b.cycles && a.drained <= b.drained;
  }
  bool better(const Cost& a, const Cost& b) const {
    return modelBetter(a.model, b.model) && (!opt_.mcaCheck || a.mca.cycles <= b.mca.cycles);
  }
  bool noWorse(const Cost& a, const Cost& b) const {
    return modelNoWorse(a.model, b.model) && (!opt_.mcaCheck || a.mca.cycles <= b.mca.cycles);
  }

  bool runBlock(uint32_t b);
  /// One region [begin, end) of statements; true if it was reordered.
  bool runRegion(uint32_t b, uint32_t begin, uint32_t end);
  /// What the memory instructions of block `b` before statement `at` read
  /// (EXEC too for vector ones); asked with `at` growing within a block.
  const isa::RegUnits& sourcesBefore(uint32_t b, uint32_t at);
  void noteWait(const ir::Stmt& was, const ir::Stmt& now);

  /// Exchanges the depctr waits ESM2 planned with the block's own: calling
  /// it twice leaves both as they were.
  static void swapWaits(ir::Block& block, std::vector<std::pair<uint32_t, ir::Stmt>>& waits) {
    for (auto& [i, stmt] : waits)
      std::swap(block.stmts[i], stmt);
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
  sched::FixedPoints& fixed_; ///< kept across sweeps and rounds
  /// The hazard facts of the instructions the checks met (they depend only
  /// on the instruction and its MSB state): neighbouring regions' windows
  /// and later sweeps share them. Started afresh at a region once it holds
  /// FactsMemo::kKept instructions, so memory stays bounded on any block.
  analysis::hazard_detail::FactsMemo facts_;
  /// runRegion's vectors, kept with their capacity from region to region.
  struct {
    std::vector<uint32_t> slots;
    std::vector<const ir::Stmt*> seq, written, insts, next;
    std::vector<isa::MsbState> states;
    ScheduleDag dag;
    sched::FixedPoints::Key key; ///< looked up as is, copied into FixedPoints when kept
  } scratch_;
  analysis::CycleOptions model_, mca_;
  isa::RegUnits sources_;
  uint32_t sourcesAt_ = 0;
  std::vector<uint32_t> sourcesRuns_; ///< sources_ as runs (a key's part) when valid
  bool sourcesRunsValid_ = false;
  int sweep_ = 0; ///< the current sweep over a block's regions (remarks once)
  std::vector<char> reordered_; ///< per block: run() kept a new order
  /// Per block: as written, when reordered and remarks are kept (the loop
  /// remarks measure the input); empty otherwise.
  std::vector<std::vector<ir::Stmt>> originals_;
  /// The block runBlock works on as it was before any region of it changed
  /// (keepOriginal); empty until then. Most blocks keep their order, and a
  /// copy of each was 1% of a large kernel's chain.
  std::vector<ir::Stmt> original_;
  void keepOriginal(const ir::Block& block) {
    if (original_.empty())
      original_ = block.stmts;
  }
  std::vector<uint32_t> regionsChanged_;
};

} // namespace silken::passes::sched
