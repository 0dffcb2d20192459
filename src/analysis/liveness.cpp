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

// Everything is live where control leaves to code the file does not show:
// an exit to unknown code, and a block that falls off the end of its
// function without ending the program (an excerpt, or code running on
// into whatever follows).
isa::RegUnits exitLive(const ir::Block& block) {
  isa::RegUnits all;
  if (block.exitsToUnknown || (block.succs.empty() && !block.endsProgram))
    all.set();
  return all;
}

} // namespace

Liveness computeLiveness(const ir::Function& fn) {
  std::vector<uint32_t> order = ir::visitingOrder(fn);
  return computeLiveness(fn, order, computeMsbStates(fn, order));
}

Liveness computeLiveness(const ir::Function& fn, const std::vector<uint32_t>& order,
                         const MsbStates& msb) {
  size_t n = fn.blocks.size();
  Liveness lv;
  lv.msbEntry = msb.blockEntry;
  // Each block once as a summary, live-in = gen | (live-out & ~kill), so
  // the fixpoint itself is set arithmetic. Walking backwards, a statement
  // that reads r and kills k turns (gen, kill) into (r | gen & ~k, kill | k).
  std::vector<isa::RegUnits> gen(n), kill(n);
  std::vector<isa::MsbState> before;
  for (size_t b = 0; b < n; ++b) {
    const ir::Block& block = fn.blocks[b];
    statesBefore(block, msb.blockEntry[b], before);
    for (size_t i = block.stmts.size(); i-- > 0;) {
      isa::DefUse du = isa::defUse(block.stmts[i], before[i]);
      gen[b] &= ~du.kills;
      gen[b] |= du.reads;
      kill[b] |= du.kills;
    }
  }
  BackwardResult<isa::RegUnits> r = solveBackward<isa::RegUnits>(
      fn, order, isa::RegUnits{}, [&](uint32_t b) { return exitLive(fn.blocks[b]); },
      [](isa::RegUnits& into, const isa::RegUnits& from) { into |= from; },
      [&](uint32_t b, const isa::RegUnits& out) { return gen[b] | (out & ~kill[b]); });
  lv.liveIn = std::move(r.in);
  lv.liveOut = std::move(r.out);
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
