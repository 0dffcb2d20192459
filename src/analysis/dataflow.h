// One worklist solver for the dataflow problems over a function's blocks
// (MSB state, liveness, the wave-index must-analysis, waitcnt's scoreboard).
//
// Blocks are visited in an order the caller gives (a reverse post-order
// for forward problems; the solver walks it backwards for backward ones),
// and a block is visited again only when its input changed. Inputs only
// grow: each new input is joined with the old one, so on a lattice of
// finite height the solver ends on every graph, whatever its back edges.
//
//   auto r = solveForward<isa::MsbState>(fn, rpo,
//       [&](uint32_t b, const auto& out) -> std::optional<isa::MsbState> {...},
//       [](isa::MsbState& into, const isa::MsbState& from) { into = join(into, from); },
//       [&](uint32_t b, isa::MsbState s) { ...; return s; });
//   r.in[b], r.out[b]   (nullopt: never reached by the solver)
//
// The backward solver leaves the states to the caller (liveness keeps them
// packed): it only orders the visits.
#pragma once

#include "ir/module.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <optional>
#include <vector>

namespace silken::analysis {

template <class State> struct DataflowResult {
  std::vector<std::optional<State>> in, out;
};

namespace detail {

// Positions in the visiting order, smallest first, each queued at most once:
// a bit per position, and above it a bit per non-empty word of the level
// below, up to one word, so push and pop cost a few word operations (a
// binary heap cost log n cache misses, which grew with the function).
class Worklist {
public:
  explicit Worklist(size_t n) {
    size_t words = std::max<size_t>(1, (n + 63) / 64);
    for (;;) {
      levels_.emplace_back(words, 0);
      if (words == 1)
        break;
      words = (words + 63) / 64;
    }
    for (uint32_t i = 0; i < n; ++i)
      push(i);
  }
  bool empty() const { return levels_.back()[0] == 0; }
  uint32_t pop() {
    size_t i = 0;
    for (size_t l = levels_.size(); l-- > 0;)
      i = i * 64 + size_t(std::countr_zero(levels_[l][i]));
    for (size_t l = 0, at = i; l < levels_.size(); ++l, at /= 64) {
      levels_[l][at / 64] &= ~(uint64_t(1) << (at % 64));
      if (levels_[l][at / 64])
        break; // the word is still non-empty: the levels above stay set
    }
    return uint32_t(i);
  }
  void push(uint32_t i) {
    for (size_t l = 0, at = i; l < levels_.size(); ++l, at /= 64) {
      uint64_t& word = levels_[l][at / 64];
      bool wasEmpty = word == 0;
      word |= uint64_t(1) << (at % 64);
      if (!wasEmpty)
        break;
    }
  }

private:
  std::vector<std::vector<uint64_t>> levels_; // [0]: one bit per position
};

} // namespace detail

/// Forward: `entry(b, out)` is block b's input from its predecessors' exit
/// states (nullopt when nothing reaches it yet); `join(into, from)` merges
/// a new input into the old; `transfer(b, state)` is the exit state.
/// `order` must list every block once.
template <class State, class Entry, class Join, class Transfer>
DataflowResult<State> solveForward(const ir::Function& fn, const std::vector<uint32_t>& order,
                                   Entry entry, Join join, Transfer transfer) {
  size_t n = fn.blocks.size();
  DataflowResult<State> r;
  r.in.resize(n);
  r.out.resize(n);
  std::vector<uint32_t> position(n);
  for (uint32_t i = 0; i < order.size(); ++i)
    position[order[i]] = i;
  detail::Worklist work(order.size());
  while (!work.empty()) {
    uint32_t b = order[work.pop()];
    std::optional<State> input = entry(b, r.out);
    if (!input)
      continue;
    if (r.in[b]) {
      State grown = *r.in[b];
      join(grown, *input);
      if (r.out[b] && grown == *r.in[b])
        continue; // nothing new reaches it
      input = std::move(grown);
    }
    r.in[b] = *input;
    State exit = transfer(b, std::move(*input));
    if (!r.out[b] || !(*r.out[b] == exit)) {
      r.out[b] = std::move(exit);
      for (uint32_t succ : fn.blocks[b].succs)
        work.push(position[succ]);
    }
  }
  return r;
}

/// Backward, over states the caller keeps: `evaluate(b)` recomputes
/// block b's output from its successors' inputs and its input from that,
/// and says whether its input changed. Every block is evaluated at least
/// once; its predecessors again after its input changed.
template <class Evaluate>
void solveBackward(const ir::Function& fn, const std::vector<uint32_t>& order,
                   Evaluate evaluate) {
  size_t n = fn.blocks.size();
  // Visit the order backwards: position 0 is its last block.
  std::vector<uint32_t> position(n);
  for (uint32_t i = 0; i < order.size(); ++i)
    position[order[order.size() - 1 - i]] = i;
  std::vector<bool> visited(n, false);
  detail::Worklist work(order.size());
  while (!work.empty()) {
    uint32_t b = order[order.size() - 1 - work.pop()];
    if (evaluate(b) || !visited[b]) {
      visited[b] = true;
      for (uint32_t pred : fn.blocks[b].preds)
        work.push(position[pred]);
    }
  }
}

} // namespace silken::analysis
