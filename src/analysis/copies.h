// Available copies: which registers provably hold another register's value
// or a constant, on every path to a statement (a forward must-analysis over
// the CFG, analysis/dataflow.h).
//
// A fact comes from a plain `v_mov_b32`, `s_mov_b32` or `s_mov_b64` (no
// modifiers, no neg/abs) whose MSB state is known, in physical register
// units (the s_set_vgpr_msb windows applied). It dies when a later
// instruction may write any unit of either side; an EXEC write kills every
// vector fact (a VALU copy holds only in the lanes EXEC had then); a fence,
// a call or unknown code kills everything. Joins intersect. Nothing is
// known at a function's entry, at a block the entry does not reach, and,
// when the function has a jump the CFG cannot resolve, at every labelled
// block (the jump may land there).
//
//   v_mov_b32 v1, v2     facts after: {v1 = v2}
//   s_mov_b32 s4, 7      {v1 = v2, s4 = 7}
//   v_add_f32 v2, ...    {s4 = 7}          (v2 written)
#pragma once

#include "analysis/cache.h"
#include "ir/module.h"

#include <compare>
#include <cstdint>
#include <optional>
#include <vector>

namespace silken::analysis {

struct CopyFact {
  uint32_t dst = 0;   ///< first register unit written
  uint32_t count = 0; ///< units on each side
  bool constant = false;
  uint32_t src = 0;   ///< first unit read (a register copy)
  int64_t value = 0;  ///< the constant (constant facts)
  friend auto operator<=>(const CopyFact&, const CopyFact&) = default;
};

/// Sorted, no duplicates.
using CopySet = std::vector<CopyFact>;

/// The fact a statement makes, if it is a copy (its MSB state `msb`).
std::optional<CopyFact> copyOf(const ir::Stmt& stmt, isa::MsbState msb);

/// `set` after `stmt` runs under MSB state `msb`.
void copyTransfer(CopySet& set, const ir::Stmt& stmt, isa::MsbState msb);

/// The facts at each block's entry (empty where nothing is known).
std::vector<CopySet> availableCopies(const ir::Function& fn, FunctionAnalyses& fa);

/// Whether `set` says `fact` (or its mirror image, for a register copy)
/// already holds.
bool holds(const CopySet& set, const CopyFact& fact);

} // namespace silken::analysis
