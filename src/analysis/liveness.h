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

#include "analysis/block_identity.h"
#include "analysis/msb_state.h"
#include "ir/module.h"
#include "semantics/def_use.h"

#include <vector>

namespace silken::analysis {

class LivenessMemo;

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
                                  const MsbStates&, LivenessMemo*);
  isa::RegUnits unpack(const uint64_t* packed) const;

  std::vector<uint16_t> words_; ///< which RegUnits words are kept, ascending
  size_t stride_ = 1;           ///< words_.size() + 1 (the word for the rest)
  std::vector<uint64_t> in_, out_; ///< stride_ words per block
};

/// Each block's summary (the units it reads before writing, the units it
/// kills) from one computation, kept by the caller for the next: a block
/// with the same statements and entry MSB state has the same summary, so
/// only the blocks a pass changed are walked again (analysis/cache.h
/// keeps one per function).
class LivenessMemo {
  friend Liveness computeLiveness(const ir::Function&, const std::vector<uint32_t>&,
                                  const MsbStates&, LivenessMemo*);
  BlockIdentities blocks_;
  std::vector<isa::MsbState> entry_;
  // Per block, its gen and kill sets as (word index, bits) pairs:
  // block b's are [start_[b], start_[b + 1]) of the three vectors.
  std::vector<uint32_t> start_{0};
  std::vector<uint16_t> word_;
  std::vector<uint64_t> gen_, kill_;
};

Liveness computeLiveness(const ir::Function& fn);
/// The same from a visiting order (ir::visitingOrder) and MSB states the
/// caller has already (analysis::FunctionAnalyses caches both), and with
/// `memo` the summaries of the computation before (updated to this one's).
Liveness computeLiveness(const ir::Function& fn, const std::vector<uint32_t>& order,
                         const MsbStates& msb, LivenessMemo* memo = nullptr);

/// The units live before each statement of `block` (one backward walk),
/// given the MSB state before each statement and the units live at its end.
std::vector<isa::RegUnits> liveBeforeEach(const ir::Block& block,
                                          const std::vector<isa::MsbState>& msbBefore,
                                          isa::RegUnits liveOut);

} // namespace silken::analysis
