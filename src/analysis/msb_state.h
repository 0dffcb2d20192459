// Forward dataflow of the s_set_vgpr_msb state through the CFG.
//
// The state is part of what a VGPR operand means (gfx1250 addresses
// v0..v1023 through 256-register windows). A function starts with state 0;
// at a join of different states, or after unknown code, it is unknown, and
// def/use then assumes every window.
#pragma once

#include "ir/module.h"
#include "semantics/def_use.h"

#include <vector>

namespace silken::analysis {

struct MsbStates {
  std::vector<isa::MsbState> blockEntry; ///< per block of the function
};

MsbStates computeMsbStates(const ir::Function& fn);
/// The same over a visiting order the caller has (ir::visitingOrder).
MsbStates computeMsbStates(const ir::Function& fn, const std::vector<uint32_t>& order);

/// The state before each statement of `block`, given the state at its entry,
/// and (the last of stmts.size() + 1) the state after the block.
std::vector<isa::MsbState> statesBefore(const ir::Block& block, isa::MsbState entry);
/// The same into `out`, whose storage is reused from block to block.
void statesBefore(const ir::Block& block, isa::MsbState entry, std::vector<isa::MsbState>& out);

} // namespace silken::analysis
