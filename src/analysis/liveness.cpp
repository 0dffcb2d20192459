#include "analysis/liveness.h"

#include "analysis/dataflow.h"
#include "analysis/msb_state.h"
#include "ir/loops.h"

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
  MsbStates msb = computeMsbStates(fn);
  lv.msbEntry = msb.blockEntry;
  // Each block once as a summary, live-in = gen | (live-out & ~kill), so
  // the fixpoint itself is set arithmetic. Walking backwards, a statement
  // that reads r and kills k turns (gen, kill) into (r | gen & ~k, kill | k).
  std::vector<isa::RegUnits> gen(n), kill(n);
  for (size_t b = 0; b < n; ++b) {
    const ir::Block& block = fn.blocks[b];
    std::vector<isa::MsbState> before = statesBefore(block, msb.blockEntry[b]);
    for (size_t i = block.stmts.size(); i-- > 0;) {
      isa::DefUse du = isa::defUse(block.stmts[i], before[i]);
      gen[b] &= ~du.kills;
      gen[b] |= du.reads;
      kill[b] |= du.kills;
    }
  }
  DataflowResult<isa::RegUnits> r = solveBackward<isa::RegUnits>(
      fn, ir::visitingOrder(fn), isa::RegUnits{},
      [&](uint32_t b) { return exitLive(fn.blocks[b]); },
      [](isa::RegUnits& into, const isa::RegUnits& from) { into |= from; },
      [&](uint32_t b, const isa::RegUnits& out) { return gen[b] | (out & ~kill[b]); });
  lv.liveIn.resize(n);
  lv.liveOut.resize(n);
  for (size_t b = 0; b < n; ++b) {
    lv.liveIn[b] = *r.in[b];
    lv.liveOut[b] = *r.out[b];
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
