// Which conditional branches can change what barriers do, for `silken check`.
//
// A two-way branch in block B reconverges at B's immediate post-dominator P.
// Its region is every block reachable from B's successors without passing
// through P. When the region holds no barrier instruction, both sides reach
// P with the same barrier state, so the branch's condition does not matter
// to barrier balance: the checker neither tracks the registers it compares
// (they are widened first when the search grows) nor treats an unmodelled
// condition there as a source of doubt, provided the region also writes no
// register a relevant branch compares. A branch that never reconverges
// (P does not exist: the sides end the program separately, or loop forever)
// is relevant, and so is one whose region spans more than kMaxRegion
// blocks (which keeps the cost linear on any graph).
#pragma once

#include "ir/module.h"
#include "semantics/def_use.h"

#include <bitset>
#include <cstdint>
#include <vector>

namespace silken::check {

class BranchRegions {
public:
  /// Blocks a region may span before its branch is taken as relevant.
  static constexpr size_t kMaxRegion = 1024;

  explicit BranchRegions(const ir::Function& fn);

  /// True if block b ends in a two-way branch whose region holds a barrier
  /// instruction, or that never reconverges.
  bool relevant(uint32_t b) const { return relevant_[b]; }
  /// True if some instruction in the region of block b's branch may write
  /// SGPR `sgpr` (false for blocks without a two-way branch).
  bool regionWrites(uint32_t b, uint16_t sgpr) const;

private:
  /// The SGPRs a region may write; the last bit: it holds a fence.
  using SgprSet = std::bitset<isa::kNumSgprUnits + 1>;
  std::vector<char> relevant_;
  std::vector<SgprSet> writes_; ///< per two-way branch block
};

} // namespace silken::check
