// The peephole pass's options: the pattern file, and the opt-in patterns.
#pragma once

#include "passes/option_table.h"
#include "passes/peephole_patterns.h"

#include <memory>
#include <string>
#include <vector>

namespace silken::passes {

struct PeepholeOptions {
  /// A pattern file to use instead of the built-in table ("" = built in).
  std::string patterns;
  /// Also run the patterns marked `option fp-contract` (v_mul + v_add into
  /// v_fma): not bit-exact, off by default.
  bool fpContract = false;
  /// Propagate WMMA result moves (v_mov_b32 vT, vW) into their readers and
  /// delete them where every hazard and wait is proved to hold.
  bool copyProp = true;
  /// The patterns read and checked at start-up (tool::preparePeephole);
  /// null: the pass reads the built-in table itself. Not a flag.
  std::shared_ptr<const std::vector<Pattern>> table;
};

inline const OptionField kPeepholeOptionFields[] = {
    option::text<&PeepholeOptions::patterns>(
        "patterns", "read the peephole patterns from this file instead of the built-in "
                    "table (grammar: docs/peephole.md)"),
    option::boolean<&PeepholeOptions::fpContract>(
        "fp-contract", "also contract v_mul_f32 + v_add_f32 into v_fma_f32 (one rounding "
                       "instead of two: not bit-exact)"),
    option::boolean<&PeepholeOptions::copyProp>(
        "copy-prop", "propagate WMMA result moves (v_mov_b32 vT, vW) into their readers and "
                     "delete them where every hazard distance and wait is proved to hold"),
};

} // namespace silken::passes
