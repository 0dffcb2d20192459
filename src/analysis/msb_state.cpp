#include "analysis/msb_state.h"

#include <deque>

namespace silken::analysis {

MsbStates computeMsbStates(const ir::Function& fn) {
  size_t n = fn.blocks.size();
  MsbStates out;
  out.blockEntry.assign(n, isa::MsbState{true, 0});
  if (n == 0)
    return out;
  // A block is reached from the entry, its predecessors, or (if it has a
  // label another function might jump to, or no predecessors) from code we
  // cannot see: then its state is unknown unless it is the entry.
  std::vector<bool> seen(n, false);
  std::vector<isa::MsbState> exitState(n);
  std::deque<uint32_t> work;
  for (uint32_t b = 0; b < n; ++b)
    work.push_back(b);
  std::vector<bool> queued(n, true);
  while (!work.empty()) {
    uint32_t b = work.front();
    work.pop_front();
    queued[b] = false;
    const ir::Block& block = fn.blocks[b];
    isa::MsbState in{true, 0};
    bool any = b == 0;
    for (uint32_t p : block.preds) {
      if (!seen[p])
        continue;
      in = any ? isa::MsbState::join(in, exitState[p]) : exitState[p];
      any = true;
    }
    if (!any && b != 0)
      in = isa::MsbState{false, 0}; // not reached from the entry we see
    out.blockEntry[b] = in;
    isa::MsbState s = in;
    for (const ir::Stmt& st : block.stmts)
      s = isa::msbAfter(st, s);
    if (seen[b] && s == exitState[b])
      continue;
    seen[b] = true;
    exitState[b] = s;
    for (uint32_t succ : block.succs)
      if (!queued[succ]) {
        queued[succ] = true;
        work.push_back(succ);
      }
  }
  return out;
}

std::vector<isa::MsbState> statesBefore(const ir::Block& block, isa::MsbState entry) {
  std::vector<isa::MsbState> before(block.stmts.size() + 1);
  for (size_t i = 0; i < block.stmts.size(); ++i) {
    before[i] = entry;
    entry = isa::msbAfter(block.stmts[i], entry);
  }
  before.back() = entry; // after the last statement
  return before;
}

} // namespace silken::analysis
