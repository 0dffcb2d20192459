// The CFG as reports for `silken cfg`: a Graphviz picture and JSON. They
// sit with the other reports (src/tool), above the IR and the analyses they
// draw on.
#pragma once

#include "ir/module.h"

#include <string>

namespace silken::tool {

/// What `silken cfg --format=dot` draws.
struct DotOptions {
  std::string function; ///< only the function of this name; empty = all
  std::string around;   ///< only the blocks within `depth` edges of this label
  unsigned depth = 2;
  /// Mark what the passes changed (run before drawing): blocks with added or
  /// edited instructions outlined, with what was added and its issue cycles.
  bool annotate = false;
};

/// Graphviz DOT (`silken cfg`): a cluster per function, loops as nested
/// clusters with their depth, back / taken / fall-through edges styled
/// apart, block size and issue cycles in each node, unreachable blocks
/// greyed. On a function or label that is not there, returns "" and sets
/// `error`.
std::string cfgToDot(const ir::Module& module, const DotOptions& options, std::string& error);

/// JSON: blocks with their mix, edges, immediate dominators and loops.
std::string cfgToJson(const ir::Module& module);

} // namespace silken::tool
