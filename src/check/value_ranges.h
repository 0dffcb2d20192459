// Value ranges of SGPRs along a path, for `silken check`: what a branch on
// `s_cmp_<op>_u32 sN, imm` tells about sN, and how writes to sN change it.
#pragma once

#include "check/branch_conditions.h"
#include "ir/module.h"

#include <cstdint>
#include <vector>

namespace silken::check {

constexpr uint64_t kMax = 0xffffffffull;

/// sReg holds a value in [lo, hi] (unsigned 32-bit).
struct Interval {
  uint16_t reg;
  uint64_t lo = 0, hi = kMax;
  friend bool operator==(const Interval&, const Interval&) = default;
  friend auto operator<=>(const Interval&, const Interval&) = default;
};

/// Narrows `ranges` to an edge's condition; false if the edge is infeasible.
bool refine(std::vector<Interval>& ranges, const Cond& c);

/// How an instruction changes the ranges of the registers it writes.
void updateRanges(std::vector<Interval>& ranges, const ir::Stmt& s);

} // namespace silken::check
