// Register liveness over the CFG: which register units may be read later
// before being overwritten, at the entry and exit of every block.
//
// Conservative where it must be: at an exit to unknown code, and where a
// block falls off the end of its function, everything is live; at
// s_endpgm nothing is; an unknown instruction or opaque region
// reads everything; vector writes do not kill (EXEC-masked lanes keep their
// values); a VGPR whose s_set_vgpr_msb window is unknown is live in every
// window.
#pragma once

#include "ir/module.h"
#include "analysis/msb_state.h"
#include "semantics/def_use.h"

#include <vector>

namespace silken::analysis {

struct Liveness {
  std::vector<isa::RegUnits> liveIn;  ///< per block
  std::vector<isa::RegUnits> liveOut; ///< per block
  std::vector<isa::MsbState> msbEntry; ///< the MSB state at each block's entry

  /// Units live just before statement `index` of block `block`.
  isa::RegUnits liveBefore(const ir::Function& fn, uint32_t block,
                           size_t index) const;
};

Liveness computeLiveness(const ir::Function& fn);
/// The same from a visiting order (ir::visitingOrder) and MSB states the
/// caller has already (analysis::FunctionAnalyses caches both).
Liveness computeLiveness(const ir::Function& fn, const std::vector<uint32_t>& order,
                         const MsbStates& msb);

/// The units live before each statement of `block` (one backward walk),
/// given the MSB state before each statement and the units live at its end.
std::vector<isa::RegUnits> liveBeforeEach(const ir::Block& block,
                                          const std::vector<isa::MsbState>& msbBefore,
                                          isa::RegUnits liveOut);

} // namespace silken::analysis
