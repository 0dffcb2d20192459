// Whether deleting or replacing some instructions of a block keeps every
// hazard and every count the hardware makes, shared by the passes that
// rewrite in place (peephole, dce's redundant moves).
//
// An edit of block b is refused when
//   - a hazard requirement of the block (analysis/hazards.h, under the
//     expert mode in force at the block's start, in layout order as
//     findBlockHazards) that was met is no longer met, or a new one is not
//     met (pairs by statement id);
//   - the block has an s_delay_alu: its instid/instskip fields count the
//     instructions around it;
//   - it changes a VALU-pipe instruction in expert scheduling mode (the
//     s_wait_alu depctr counts depend on every VALU), or deletes one with
//     fewer than kLongestHazard (9) VALU slots other than v_nop before it
//     in its block (a producer in an earlier block may need it as
//     distance; H5 does not count v_nop), unless the editor marks the
//     statement `proven`;
//   - a deleted run leaves two memory instructions side by side that were
//     not (H10's SMEM soft clause and H11's XNACK replay groups are both
//     broken by any other instruction between); at a block edge the
//     neighbours are the predecessors' last or successors' first
//     instructions, and an empty neighbour block counts as memory.
#pragma once

#include "analysis/cache.h"
#include "analysis/hazard_facts.h"
#include "analysis/hazards.h"
#include "ir/module.h"

#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace silken::passes {

/// An edit of one block: per statement, deleted or replaced by another.
struct BlockEdit {
  std::vector<bool> deleted;
  std::vector<const ir::Stmt*> replaced; ///< null: kept as it is
  /// The editor proved the VALU distance and expert-mode counts for this
  /// statement itself (peephole's copy propagation): the two VALU rules
  /// below are skipped for it; the hazard walk is not.
  std::vector<bool> proven;

  explicit BlockEdit(size_t n) : deleted(n, false), replaced(n, nullptr), proven(n, false) {}
  bool touches(size_t i) const { return deleted[i] || replaced[i]; }
};

class EditSafety {
public:
  EditSafety(const ir::Function& fn, analysis::FunctionAnalyses& fa);

  /// "" when the edit of block `b` is safe by the rules above, else why not.
  /// Every answer about one block uses the block as it was when first asked.
  std::string check(uint32_t b, const BlockEdit& edit);
  /// Every rule but the hazard walk, in time proportional to what the edit
  /// touches (to sort out candidates one by one before one walk for all).
  /// `touched`: the statements the edit deletes or replaces, in order.
  std::string quickCheck(uint32_t b, const BlockEdit& edit, const std::vector<uint32_t>& touched);

private:
  struct BlockFacts {
    bool delayAlu = false;
    std::vector<unsigned> slotsBefore; ///< VALU slots before each statement
    std::set<std::tuple<int, uint32_t, uint32_t>> unmet; ///< before any edit
    bool walked = false; ///< `unmet` is filled in
  };
  BlockFacts& facts(uint32_t b, bool hazards);
  std::set<std::tuple<int, uint32_t, uint32_t>> unmet(uint32_t b, const BlockEdit* edit);
  bool edgeIsMemory(uint32_t b, bool before) const;
  std::string runRule(uint32_t b, const BlockEdit& edit, const std::vector<uint32_t>& touched) const;

  const ir::Function& fn_;
  analysis::FunctionAnalyses& fa_;
  bool expert_ = false;
  std::vector<bool> expertIn_; ///< ESM2 at each block's start, in layout order
  std::vector<std::optional<BlockFacts>> facts_;
  /// The instructions' hazard facts (a function of the instruction and its
  /// MSB state), shared by a block's walk before and after each edit tried
  /// and by blocks of repeated code. Bounded.
  analysis::hazard_detail::FactsMemo hazardFacts_;
};

/// Whether an instruction runs on a VALU pipe (VALU, TRANS, WMMA, VOPD).
bool onValuPipe(const ir::Inst& inst);

/// The longest distance of the hazard table, in VALU slots: H2 after an
/// iu8 or FP8 WMMA (isa::wmmaTiming's largest wmmaSlots; H1's is 8).
constexpr unsigned kLongestHazard = 9;

/// A VALU slot that counts for every distance rule: v_nop is left out
/// (H5 does not count it).
bool distanceSlot(const ir::Stmt& s);

} // namespace silken::passes
