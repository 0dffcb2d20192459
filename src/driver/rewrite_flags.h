// The rewrite's own flags beside the pass knobs (pass_flags.h): where the
// remarks go, --list-passes, and the instrumentation group (--print-*, --verify-each,
// --time-passes).
#pragma once

#include "tool/run.h"

namespace CLI {
class App;
}

namespace silken::driver {

/// `listOnly`: --list-passes (listed with them, where --help shows it).
void addRewriteFlags(CLI::App& app, tool::RewriteOptions& rewrite, bool& listOnly);

} // namespace silken::driver
