// What dce keeps from one of its runs to the next within a pipeline
// (PassContext::kept): the statements whose DeadInstructionKept remark was
// given, so a later round does not say it again, and the blocks in which
// it found nothing to delete, with everything that decided that.
//
// What decides a block is block-local besides its live-out (dce.cpp: the
// sweeps rely on it): its BlockKey (block_key.h). A block met again with
// the same key loses nothing again, so the next round skips it (on the
// 200k-line kernel most blocks of dce's second run).
#pragma once

#include "passes/block_key.h"

#include <cstdint>
#include <set>
#include <unordered_set>

namespace silken::passes::dce {

struct Memory {
  std::set<uint32_t> keptReported; ///< statement ids
  std::unordered_set<BlockKey, BlockKeyHash> quiet;
};

} // namespace silken::passes::dce
