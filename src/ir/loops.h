// Dominators and natural loops of one function's block graph, for the
// views (`silken cfg`) and the passes (analysis::FunctionAnalyses caches
// it): which blocks the entry reaches, the immediate dominator of each, the
// back edges and the loops they close, nested, with latches and exits.
#pragma once

#include "ir/module.h"

#include <cstdint>
#include <span>
#include <vector>

namespace silken::ir {

struct Loop {
  uint32_t header = 0;
  std::vector<uint32_t> blocks; ///< sorted, the header included
  std::vector<uint32_t> latches; ///< sorted: blocks with a back edge to the header
  std::vector<uint32_t> exits;   ///< sorted: blocks outside entered from the loop
  int parent = -1;              ///< the innermost enclosing loop, -1 = none
  unsigned depth = 1;           ///< 1 = outermost
};

struct LoopInfo {
  static constexpr uint32_t kNone = UINT32_MAX;
  std::vector<bool> reachable;  ///< from the entry block
  std::vector<uint32_t> idom;   ///< immediate dominator; kNone for the entry and unreachable blocks
  std::vector<Loop> loops;      ///< outer loops before the loops they contain
  std::vector<int> innermost;   ///< per block: its innermost loop, -1 = none
  /// Depth-first entry and leave times in the dominator tree (dominates()).
  std::vector<uint32_t> domEnter, domLeave;

  bool dominates(uint32_t a, uint32_t b) const;
  /// How many loops contain block b (0 = none).
  unsigned depthOf(uint32_t b) const {
    return innermost[b] < 0 ? 0 : loops[size_t(innermost[b])].depth;
  }
  /// u -> v where v dominates u: the edge that closes a loop.
  bool isBackEdge(uint32_t u, uint32_t v) const { return reachable[u] && dominates(v, u); }
};

LoopInfo analyzeLoops(const Function& fn);
/// The same from the function's reverse post-order (reversePostOrder).
LoopInfo analyzeLoops(const Function& fn, std::span<const uint32_t> rpo);

/// The blocks the entry reaches, in reverse post-order (iterative: no
/// input-controlled recursion).
std::vector<uint32_t> reversePostOrder(const Function& fn);

/// Every block once: the reverse post-order, then the blocks the entry does
/// not reach in file order (the order dataflow solvers visit). `reached`,
/// when given, receives a flag per block: whether the entry reaches it.
std::vector<uint32_t> visitingOrder(const Function& fn, std::vector<char>* reached = nullptr);

} // namespace silken::ir
