// The IR verifier: the invariants every pass must leave behind, checked on
// demand (`--verify-each`, the golden runner, the fuzzer). A pass that
// breaks one is named by the caller; the verifier only says what is wrong.
//
//   - the blocks of every function follow the splitting rule (ir::BlockSplitter);
//   - successor and predecessor lists are symmetric, free of duplicates, and
//     exactly what the terminators say (ir::buildCfg on a copy);
//   - labels are unique in the module and indexed (Module::labelDefined);
//   - every instruction statement has its parsed form, and an edited or new
//     statement has the text it prints;
//   - a named function starts with its label.
#pragma once

#include "ir/module.h"

#include <string>
#include <vector>

namespace silken::ir {

/// What is wrong with `module`, one sentence each; empty when it is well formed.
std::vector<std::string> verifyModule(const Module& module);

} // namespace silken::ir
