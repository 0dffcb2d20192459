// What decides a block for the passes whose findings in it are block-local
// besides its live-out (dce, and peephole's patterns): its statements (the
// instructions by pointer: immutable, owned by the module; other
// statements by their text; each also by its id, since statements of one
// text share an instruction), their fences (ordering.h, whose no-schedule
// markers may span blocks), the MSB state at its entry and whether expert
// scheduling mode is on. A pass that found nothing in a block may keep its
// key (PassContext::kept) and skip the block when it meets the key again.
#pragma once

#include "analysis/cache.h"
#include "ir/module.h"
#include "semantics/def_use.h"

#include <cstdint>
#include <vector>

namespace silken::passes {

struct BlockKey {
  std::vector<uint64_t> content; ///< per statement: what it is, its kind and fence
  /// The live-out units: as the set, not as runs (isa::unitRunsKey): a
  /// set is compared and hashed word by word, where runs were found bit by
  /// bit (0.8% of a 50k-line kernel's chain); 280 bytes a quiet block.
  isa::RegUnits liveOut;
  bool withLiveOut = true; ///< else liveOut is empty: the answer did not read it
  isa::MsbState msb;
  bool expert = false;
  friend bool operator==(const BlockKey&, const BlockKey&) = default;
};

/// `liveOut` false: the key leaves the live-out out (empty), for an answer
/// that did not read liveness (it is not computed for it).
BlockKey blockKey(const ir::Function& fn, uint32_t b, analysis::FunctionAnalyses& fa,
                  bool expert, bool liveOut = true);

struct BlockKeyHash {
  size_t operator()(const BlockKey& k) const;
};

} // namespace silken::passes
