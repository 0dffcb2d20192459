// The waitcnt pass (issue: every gfx1250 counter, whole kernel, CFG-aware).
#pragma once

#include "passes/pass.h"

#include <memory>

namespace silken::passes {

std::unique_ptr<Pass> createWaitcntPass();

} // namespace silken::passes
