// Module -> text. Untouched statements are echoed byte for byte; only
// statements a pass made or edited are printed anew, in the style of their
// neighbours (indentation and line terminator).
#pragma once

#include "ir/module.h"

#include <functional>
#include <string>
#include <string_view>

namespace silken::as {

/// The whole module as one string.
std::string printModule(const ir::Module& module);

/// The same bytes, handed to `sink` in pieces of about a megabyte (whole
/// statements), so a large output never exists twice in memory.
void printModule(const ir::Module& module,
                 const std::function<void(std::string_view)>& sink);

} // namespace silken::as
