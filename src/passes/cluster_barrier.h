// The cluster-barrier pass (../shared/spec/cluster-barrier-pass.md).
#pragma once

#include "passes/pass.h"

#include <memory>

namespace silken::passes {

std::unique_ptr<Pass> createClusterBarrierPass();

} // namespace silken::passes
