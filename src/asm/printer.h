// Module -> text. Untouched statements are echoed byte for byte; only
// statements a pass made or edited are printed anew, in the style of their
// neighbours (indentation and line terminator).
#pragma once

#include "ir/module.h"

#include <string>

namespace silken::as {

std::string printModule(const ir::Module& module);

} // namespace silken::as
