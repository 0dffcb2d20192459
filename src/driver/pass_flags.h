// --<pass>-<knob> flags: each pass's options struct, exposed on the CLI.
#pragma once

#include "passes/options.h"

#include <string>

namespace CLI {
class App;
}

namespace silken::driver {

void addPassFlags(CLI::App& app, passes::PassOptions& options);

/// A boolean knob: `--name` turns it on, `--name=false` off; it never takes
/// the next argument (a file name after `--name` stays an input).
void addBoolFlag(CLI::App& app, const std::string& name, bool& value, const std::string& help,
                 const std::string& group = "");

/// `--xcnt=llvm|hazard|off`, the same for the pass and `silken check`.
void addXcntFlag(CLI::App& app, isa::XcntPolicy& policy, const std::string& group = "");

} // namespace silken::driver
