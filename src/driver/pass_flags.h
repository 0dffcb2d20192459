// --<pass>-<knob> flags: each pass's options struct, exposed on the CLI.
#pragma once

#include "passes/options.h"

namespace CLI {
class App;
}

namespace silken::driver {

void addPassFlags(CLI::App& app, passes::PassOptions& options);

} // namespace silken::driver
