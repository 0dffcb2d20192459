// The analyses a pass can ask per function, computed on first use and kept
// until the pass says what it changed:
//
//   FunctionAnalyses& fa = cache.of(fn);
//   fa.rpo();                  reverse post-order (unreached blocks after it)
//   fa.loops().idom[b];        immediate dominators (ir/loops.h)
//   fa.loops().loops;          natural loops: header, latches, blocks, depth, exits
//   fa.msbBefore(b, i);        the s_set_vgpr_msb state before a statement
//   fa.liveBefore(b, i);       register units live before a statement
//   fa.ordering();             fences and scheduling regions (ordering.h)
//   cache.invalidate(fn, Change::Instructions);  after editing statements
//   cache.invalidate(fn, Change::Cfg);           after adding labels or branches
//
// `liveBefore` walks a block backwards once and keeps every index of that
// block, so asking it for each statement of a block costs one walk, not one
// per statement (what a DCE over a block needs).
#pragma once

#include "analysis/liveness.h"
#include "analysis/msb_state.h"
#include "analysis/ordering.h"
#include "ir/loops.h"
#include "ir/module.h"

#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace silken::analysis {

/// What a pass changed, for invalidation.
enum class Change {
  None,         ///< nothing: every analysis stays
  Instructions, ///< statements edited, inserted or deleted inside blocks
  Cfg,          ///< blocks, labels or branches: everything is recomputed
};

class FunctionAnalyses {
public:
  explicit FunctionAnalyses(const ir::Function& fn) : fn_(fn) {}

  const std::vector<uint32_t>& rpo();
  /// Blocks the entry reaches.
  const std::vector<char>& reached();
  /// Dominators and natural loops (ir/loops.h).
  const ir::LoopInfo& loops();
  const MsbStates& msb();
  isa::MsbState msbBefore(uint32_t block, size_t index) {
    if (block == msbBlock_) // the block asked last: inline (asked per statement)
      return (*msbBefore_)[index];
    return msbBeforeOther(block, index);
  }
  const Liveness& liveness();
  /// Liveness is computed (asking it costs nothing now).
  bool hasLiveness() const { return live_.has_value(); }
  isa::RegUnits liveBefore(uint32_t block, size_t index);
  /// Fences with the default options (waits are fences).
  const Ordering& ordering();

  void invalidate(Change change);

private:
  const std::vector<isa::MsbState>& msbOfBlock(uint32_t block);
  isa::MsbState msbBeforeOther(uint32_t block, size_t index);

  const ir::Function& fn_;
  std::optional<std::vector<uint32_t>> rpo_;
  std::vector<char> reached_;
  std::optional<ir::LoopInfo> loops_;
  std::optional<MsbStates> msb_;
  std::optional<Liveness> live_;
  LivenessMemo liveMemo_; ///< kept across invalidations: blocks no pass changed
  std::optional<Ordering> ordering_;
  /// The ordering an invalidation dropped: the next one takes the blocks no
  /// pass changed from it.
  std::optional<Ordering> previousOrdering_;
  // The block asked last, and its states (one of msbPerBlock_).
  uint32_t msbBlock_ = UINT32_MAX, liveBlock_ = UINT32_MAX;
  const std::vector<isa::MsbState>* msbBefore_ = nullptr;
  /// Per block, the states before each statement, computed when first
  /// asked (empty: not yet). Passes ask block after block and back (a
  /// peephole pattern's neighbours, copies across a join): one walk per
  /// block per invalidation, not one per switch. Kept while the block's
  /// length is: a pass reorders statements in place only between fences,
  /// and s_set_vgpr_msb is one.
  std::vector<std::vector<isa::MsbState>> msbPerBlock_;
  std::vector<isa::RegUnits> liveBefore_;
};

/// One FunctionAnalyses per function of a module, made on first use.
class AnalysisCache {
public:
  FunctionAnalyses& of(const ir::Function& fn) {
    if (&fn == lastFn_) // the function asked last: inline (passes ask per statement)
      return *last_;
    return ofOther(fn);
  }
  void invalidate(const ir::Function& fn, Change change);
  void invalidateAll(Change change);

private:
  FunctionAnalyses& ofOther(const ir::Function& fn);

  // Entries are never removed: the last one found stays valid.
  std::map<const ir::Function*, std::unique_ptr<FunctionAnalyses>> byFunction_;
  const ir::Function* lastFn_ = nullptr;
  FunctionAnalyses* last_ = nullptr;
};

} // namespace silken::analysis
