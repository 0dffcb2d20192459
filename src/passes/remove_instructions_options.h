// The remove-instructions pass's options: what to remove and where. Both
// are comma-separated lists; an empty `names` leaves the pass out of the
// pipeline (passes::addRequestedPasses).
#pragma once

#include "passes/option_table.h"

#include <string>

namespace silken::passes {

struct RemoveInstructionsOptions {
  /// Mnemonics, aliases and encoding suffixes allowed ("s_setprio,s_nop").
  std::string names;
  /// Kernel (function) names; empty = every function.
  std::string in;
};

inline const OptionField kRemoveInstructionsOptionFields[] = {
    option::text<&RemoveInstructionsOptions::names>(
        "names",
        "remove every instruction with one of these mnemonics (comma-separated; aliases "
        "and encoding suffixes resolved); runs after the chain, before waitcnt's last word",
        "--remove-instructions"),
    option::text<&RemoveInstructionsOptions::in>(
        "in", "with --remove-instructions: only in these kernels (comma-separated names)"),
};

} // namespace silken::passes
