#include "analysis/liveness.h"

#include "analysis/msb_state.h"

namespace silken::analysis {
namespace {

// live = reads | (live - kills): one statement, walking backwards.
void step(isa::RegUnits& live, const ir::Stmt& stmt, isa::MsbState msb) {
  isa::DefUse du = isa::defUse(stmt, msb);
  live &= ~du.kills;
  live |= du.reads;
}

isa::RegUnits transfer(const ir::Block& block, isa::MsbState entry,
                       isa::RegUnits live, size_t stopAt) {
  std::vector<isa::MsbState> before = statesBefore(block, entry);
  for (size_t i = block.stmts.size(); i-- > stopAt;)
    step(live, block.stmts[i], before[i]);
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
  lv.msbEntry = msb.blockEntry;
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

std::vector<isa::RegUnits> liveBeforeEach(const ir::Block& block,
                                          const std::vector<isa::MsbState>& msbBefore,
                                          isa::RegUnits live) {
  std::vector<isa::RegUnits> out(block.stmts.size());
  for (size_t i = block.stmts.size(); i-- > 0;) {
    step(live, block.stmts[i], msbBefore[i]);
    out[i] = live;
  }
  return out;
}

isa::RegUnits Liveness::liveBefore(const ir::Function& fn, uint32_t block,
                                   size_t index) const {
  return transfer(fn.blocks[block], msbEntry[block], liveOut[block], index);
}

} // namespace silken::analysis
