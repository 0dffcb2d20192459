// The factory of every built pass, declared from passes.def: adding a pass
// needs no header of its own just to declare it.
#pragma once

#include "passes/pass.h"

#include <memory>

namespace silken::passes {

#define SILKEN_PASS(name, factory, lastWord, changesCfg, deletesOnly, description) \
  std::unique_ptr<Pass> factory();
#define SILKEN_PLANNED_PASS(name, description)
#define SILKEN_EXTRA_PASS(name, factory, placement, changesCfg, description)                \
  std::unique_ptr<Pass> factory();
#include "passes/passes.def"
#undef SILKEN_PASS
#undef SILKEN_PLANNED_PASS
#undef SILKEN_EXTRA_PASS

} // namespace silken::passes
