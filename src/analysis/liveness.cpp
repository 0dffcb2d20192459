#include "analysis/liveness.h"

#include "analysis/msb_state.h"

namespace silken::analysis {
namespace {

// live = reads | (live - kills), walking a block backwards.
isa::RegUnits transfer(const ir::Block& block, isa::MsbState entry,
                       isa::RegUnits live, size_t stopAt) {
  std::vector<isa::MsbState> before(block.stmts.size());
  isa::MsbState s = entry;
  for (size_t i = 0; i < block.stmts.size(); ++i) {
    before[i] = s;
    s = isa::msbAfter(block.stmts[i], s);
  }
  for (size_t i = block.stmts.size(); i-- > stopAt;) {
    isa::DefUse du = isa::defUse(block.stmts[i], before[i]);
    live &= ~du.kills;
    live |= du.reads;
  }
  return live;
}

isa::RegUnits exitLive(const ir::Block& block) {
  isa::RegUnits all;
  if (block.exitsToUnknown)
    all.set();
  return all;
}

} // namespace

Liveness computeLiveness(const ir::Function& fn) {
  size_t n = fn.blocks.size();
  Liveness lv;
  lv.liveIn.assign(n, {});
  lv.liveOut.assign(n, {});
  MsbStates msb = computeMsbStates(fn);
  // Iterate to a fixed point, blocks in reverse order (a good order for a
  // backward problem on mostly forward-laid-out code).
  bool changed = true;
  while (changed) {
    changed = false;
    for (size_t b = n; b-- > 0;) {
      const ir::Block& block = fn.blocks[b];
      isa::RegUnits out = exitLive(block);
      for (uint32_t s : block.succs)
        out |= lv.liveIn[s];
      isa::RegUnits in = transfer(block, msb.blockEntry[b], out, 0);
      if (out != lv.liveOut[b] || in != lv.liveIn[b]) {
        lv.liveOut[b] = out;
        lv.liveIn[b] = in;
        changed = true;
      }
    }
  }
  return lv;
}

isa::RegUnits Liveness::liveBefore(const ir::Function& fn, uint32_t block,
                                   size_t index) const {
  MsbStates msb = computeMsbStates(fn);
  return transfer(fn.blocks[block], msb.blockEntry[block], liveOut[block], index);
}

} // namespace silken::analysis
