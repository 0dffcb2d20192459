// Where instructions may change order: the fences of each block, and why.
//
// The scheduler reorders and DCE deletes only inside what this analysis
// leaves free; both ask it instead of re-deriving the rules. A statement is
// a fence when its place in the stream is part of its meaning:
//
//   label, branch, call, return     control flow (block ends)
//   directive                       .p2align, .loc, data in code ...
//   .set / .equ / .equiv / =        instructions on each side read the
//                                   symbol as it stands there
//   opaque or unknown               a .macro/.if region, an instruction the
//                                   ISA table does not know
//   barrier                         s_barrier_*, cluster barriers
//   wait                            every s_wait_* (unless the region's waits
//                                   are rebuilt: OrderingOptions)
//   position                        the ISA's POSITION flag: s_nop, v_nop,
//                                   s_delay_alu, s_setprio, s_set_vgpr_msb,
//                                   s_wait_alu, s_sleep, messages, MODE writes
//   clause                          s_clause and the memory instructions of
//                                   its window (and what lies between them)
//   pinned                          between `// silken: no-schedule` and
//                                   `// silken: end` (comment lines), as
//                                   written; the markers may span blocks
//
// Comments and blank lines are never fences: they travel with nothing and
// keep their place.
//
//   s_load_b64 s[0:1], s[4:5], 0x0    none
//   v_add_f32 v1, v2, v3              none
//   s_nop 1                           position    <- region ends here
//   v_mul_f32 v4, v1, v1              none
//   s_wait_kmcnt 0x0                  wait
#pragma once

#include "analysis/block_identity.h"
#include "ir/module.h"

#include <cstdint>
#include <vector>

namespace silken::analysis {

enum class FenceKind : uint8_t {
  None, ///< may be reordered with its neighbours (dependences permitting)
  Label,
  Branch,
  Directive,
  SymbolDefinition,
  Opaque,
  Barrier,
  Wait,
  Position,
  Clause,
  Pinned,
};

/// "label", "branch", "directive", "symbol-definition", "opaque", "barrier",
/// "wait", "position", "clause", "pinned" ("none" for None).
const char* fenceKindName(FenceKind kind);

struct OrderingOptions {
  /// s_wait_* instructions are fences (the default). False when the
  /// caller rebuilds a region's waits afterwards (the waitcnt pass runs on
  /// it), so only the dependences the waits served matter.
  bool waitsAreFences = true;
};

/// A maximal run [begin, end) of statements of one block with no fence in
/// it and at least two instructions: a scheduling region. `endedBy` is the
/// fence right after it (None when the block ends there).
struct Region {
  uint32_t begin = 0;
  uint32_t end = 0;
  FenceKind endedBy = FenceKind::None;
};

/// The fence kind of every statement of every block of `fn`, in order.
class Ordering {
public:
  /// With `previous` (an ordering of the same function before some of its
  /// blocks were edited, with the same options), a block with the same
  /// statements (block_identity.h) and the same pinned state at its entry
  /// takes its fences from there instead of being classified again.
  Ordering(const ir::Function& fn, const OrderingOptions& options = {},
           const Ordering* previous = nullptr);

  FenceKind fence(uint32_t block, uint32_t index) const {
    return fences_[start_[block] + index];
  }
  /// Whether statements i < j of `block` may trade places as far as fences
  /// go: neither is a fence and none lies between them.
  bool fenceBetween(uint32_t block, uint32_t i, uint32_t j) const;
  /// Whether a statement lies in an s_clause window (the s_clause too) or
  /// a pinned range, whatever its own fence kind: rewrites leave it alone.
  bool held(uint32_t block, uint32_t index) const { return held_[start_[block] + index] != 0; }
  /// The scheduling regions of a block, in order.
  std::vector<Region> regions(const ir::Function& fn, uint32_t block) const;

private:
  // Flat over the function (two arrays, not two per block): block b's
  // statements are [start_[b], start_[b + 1]) of fences_, and its
  // fences-before counts, one more than its statements, start at
  // start_[b] + b in fenceCount_.
  std::vector<uint32_t> start_;
  std::vector<FenceKind> fences_;
  std::vector<uint32_t> fenceCount_;
  std::vector<char> held_; ///< like fences_
  BlockIdentities blocks_;  ///< what each block held when classified
  std::vector<char> pinnedAt_; ///< per block and at the end: inside a pinned range
};

/// The fence kind of one statement on its own (no clause window, no pinned
/// range: those need the stream; Ordering has them).
FenceKind statementFence(const ir::Stmt& stmt, const OrderingOptions& options = {});

} // namespace silken::analysis
