// The loop-remarks pass's options: how a loop's cycles per iteration are
// estimated.
#pragma once

#include "passes/option_table.h"

#include <cstdint>

namespace silken::passes {

enum class LoopCycles : uint8_t {
  Path,   ///< the header-to-latch path: one trip, inner loops once
  Blocks, ///< every block of the loop once, in file order
};
inline constexpr std::string_view kLoopCyclesNames[] = {"path", "blocks"};

struct LoopRemarksOptions {
  LoopCycles cycles = LoopCycles::Path;
};

inline const OptionField kLoopRemarksOptionFields[] = {
    option::choice<&LoopRemarksOptions::cycles, kLoopCyclesNames>(
        "cycles",
        "cycles per iteration over the header-to-latch path (path: inner loops once) or "
        "over every block of the loop (blocks)"),
};

} // namespace silken::passes
