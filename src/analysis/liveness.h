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

/// Live sets are kept packed: only the 64-unit words of a RegUnits that
/// some statement of the function reads or kills, plus one word for all
/// the others (which nothing in the function touches, so they are live
/// exactly where an everything-live exit is reachable). A block of a
/// kernel that names 40 registers costs a few words, not 35.
struct Liveness {
  std::vector<isa::MsbState> msbEntry; ///< the MSB state at each block's entry

  isa::RegUnits liveIn(uint32_t block) const { return unpack(&in_[block * stride_]); }
  isa::RegUnits liveOut(uint32_t block) const { return unpack(&out_[block * stride_]); }
  /// Units live just before statement `index` of block `block`.
  isa::RegUnits liveBefore(const ir::Function& fn, uint32_t block,
                           size_t index) const;

private:
  friend Liveness computeLiveness(const ir::Function&, const std::vector<uint32_t>&,
                                  const MsbStates&);
  isa::RegUnits unpack(const uint64_t* packed) const;

  std::vector<uint16_t> words_; ///< which RegUnits words are kept, ascending
  size_t stride_ = 1;           ///< words_.size() + 1 (the word for the rest)
  std::vector<uint64_t> in_, out_; ///< stride_ words per block
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
