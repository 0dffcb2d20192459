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
#pragma once

#include "ir/module.h"

#include <functional>
#include <optional>
#include <queue>
#include <vector>

namespace silken::analysis {

template <class State> struct DataflowResult {
  std::vector<std::optional<State>> in, out;
};

namespace detail {

// Positions in the visiting order, smallest first, each queued at most once.
class Worklist {
public:
  explicit Worklist(size_t n) : queued_(n, 1) {
    for (uint32_t i = 0; i < n; ++i)
      heap_.push(i);
  }
  bool empty() const { return heap_.empty(); }
  uint32_t pop() {
    uint32_t i = heap_.top();
    heap_.pop();
    queued_[i] = 0;
    return i;
  }
  void push(uint32_t i) {
    if (!queued_[i]) {
      queued_[i] = 1;
      heap_.push(i);
    }
  }

private:
  std::priority_queue<uint32_t, std::vector<uint32_t>, std::greater<>> heap_;
  std::vector<char> queued_;
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

/// Backward: a block's output is `boundary(b)` joined with the inputs of
/// its successors; `transfer(b, out)` is its input. Every block gets a
/// state (the boundary and `bottom` are the start).
template <class State, class Boundary, class Join, class Transfer>
DataflowResult<State> solveBackward(const ir::Function& fn, const std::vector<uint32_t>& order,
                                    const State& bottom, Boundary boundary, Join join,
                                    Transfer transfer) {
  size_t n = fn.blocks.size();
  DataflowResult<State> r;
  r.in.assign(n, bottom);
  r.out.assign(n, bottom);
  // Visit the order backwards: position 0 is its last block.
  std::vector<uint32_t> position(n);
  for (uint32_t i = 0; i < order.size(); ++i)
    position[order[order.size() - 1 - i]] = i;
  std::vector<bool> visited(n, false);
  detail::Worklist work(order.size());
  while (!work.empty()) {
    uint32_t b = order[order.size() - 1 - work.pop()];
    State out = boundary(b);
    for (uint32_t succ : fn.blocks[b].succs)
      join(out, *r.in[succ]);
    State in = transfer(b, out);
    r.out[b] = std::move(out);
    if (!visited[b] || !(*r.in[b] == in)) {
      visited[b] = true;
      r.in[b] = std::move(in);
      for (uint32_t pred : fn.blocks[b].preds)
        work.push(position[pred]);
    }
  }
  return r;
}

} // namespace silken::analysis
