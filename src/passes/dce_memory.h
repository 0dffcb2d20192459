// What dce keeps from one of its runs to the next within a pipeline
// (PassContext::kept): the statements whose DeadInstructionKept remark was
// given, so a later round does not say it again, and the blocks in which
// it found nothing to delete, with everything that decided that.
//
// What decides a block is block-local besides its live-out (dce.cpp: the
// sweeps rely on it): its statements, their fences (ordering.h, whose
// no-schedule markers may span blocks), the MSB state at its entry and
// whether expert scheduling mode is on in the function. A block met again
// with all of those the same loses nothing again, so the next round skips
// it (on the 200k-line kernel most blocks of dce's second run).
#pragma once

#include "analysis/cache.h"
#include "ir/module.h"

#include <cstdint>
#include <set>
#include <unordered_set>
#include <vector>

namespace silken::passes::dce {

struct BlockKey {
  std::vector<uint64_t> content; ///< per statement: what it is, its kind and fence
  std::vector<uint32_t> liveOut; ///< the live-out units, as runs (isa::unitRunsKey)
  isa::MsbState msb;
  bool expert = false;
  friend bool operator==(const BlockKey&, const BlockKey&) = default;
};

BlockKey blockKey(const ir::Function& fn, uint32_t b, analysis::FunctionAnalyses& fa,
                  bool expert);

struct BlockKeyHash {
  size_t operator()(const BlockKey& k) const;
};

struct Memory {
  std::set<uint32_t> keptReported; ///< statement ids
  std::unordered_set<BlockKey, BlockKeyHash> quiet;
};

} // namespace silken::passes::dce
