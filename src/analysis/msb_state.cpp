#include "analysis/msb_state.h"

#include "analysis/dataflow.h"
#include "ir/loops.h"

namespace silken::analysis {

MsbStates computeMsbStates(const ir::Function& fn) {
  return computeMsbStates(fn, ir::visitingOrder(fn));
}

MsbStates computeMsbStates(const ir::Function& fn, const std::vector<uint32_t>& order) {
  size_t n = fn.blocks.size();
  MsbStates out;
  out.blockEntry.assign(n, isa::MsbState{false, 0});
  if (n == 0)
    return out;
  // The entry starts at 0; other blocks take the join of the predecessors
  // reached so far. A block nothing reaches (code we cannot see may jump
  // to it) is unknown.
  auto entry = [&](uint32_t b, const std::vector<std::optional<isa::MsbState>>& exits) {
    std::optional<isa::MsbState> in;
    if (b == 0)
      in = isa::MsbState{true, 0};
    for (uint32_t p : fn.blocks[b].preds)
      if (exits[p])
        in = in ? isa::MsbState::join(*in, *exits[p]) : *exits[p];
    return in ? in : std::optional<isa::MsbState>(isa::MsbState{false, 0});
  };
  auto join = [](isa::MsbState& into, const isa::MsbState& from) {
    into = isa::MsbState::join(into, from);
  };
  // Each statement either keeps the state or sets one of its own
  // (isa::setsMsb), so a block does too: the one its last setter sets,
  // found once per block, in file order, from its end (it was two walks of
  // every statement, from two states, 1-2% of a chain); the solver then
  // never walks statements in its visiting order, which jumps around memory.
  std::vector<std::optional<isa::MsbState>> sets(n);
  for (size_t b = 0; b < n; ++b) {
    const std::vector<ir::Stmt>& stmts = fn.blocks[b].stmts;
    for (size_t i = stmts.size(); i-- > 0;)
      if (isa::setsMsb(stmts[i])) {
        sets[b] = isa::msbAfter(stmts[i], isa::MsbState{false, 0});
        break;
      }
  }
  auto transfer = [&](uint32_t b, isa::MsbState s) { return sets[b] ? *sets[b] : s; };
  DataflowResult<isa::MsbState> r =
      solveForward<isa::MsbState>(fn, order, entry, join, transfer);
  for (size_t b = 0; b < n; ++b)
    if (r.in[b])
      out.blockEntry[b] = *r.in[b];
  return out;
}

std::vector<isa::MsbState> statesBefore(const ir::Block& block, isa::MsbState entry) {
  std::vector<isa::MsbState> before;
  statesBefore(block, entry, before);
  return before;
}

void statesBefore(const ir::Block& block, isa::MsbState entry, std::vector<isa::MsbState>& out) {
  out.resize(block.stmts.size() + 1);
  for (size_t i = 0; i < block.stmts.size(); ++i) {
    out[i] = entry;
    entry = isa::msbAfter(block.stmts[i], entry);
  }
  out.back() = entry; // after the last statement
}

} // namespace silken::analysis
