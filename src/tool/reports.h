// Read-only reports on a parsed module: `silken stats`, `silken isa` and
// `silken isa --def-use`.
#pragma once

#include "ir/module.h"

#include <string>

namespace silken::tool {

/// Per function: instruction mix by class, waits by counter, barriers by
/// id, block and loop counts. `json` selects JSON over a short table.
/// `cycles` adds silken's cycle estimate of every block that has
/// instructions (analysis/cycle_model.h; docs/cycle-model.md).
std::string statsReport(const ir::Module& module, bool json, bool cycles = false);

/// One TSV row per distinct mnemonic: how the ISA table classifies it.
/// `unclassified` receives the mnemonics no row matches.
std::string isaReport(const ir::Module& module, std::vector<std::string>& unclassified);

/// One TSV row per instruction statement: its line, its text and the
/// register units it reads, may write and certainly kills (isa::defUse under
/// the s_set_vgpr_msb state in force there; "all" for a fence, "-" for
/// none). What scripts/check_isa_defuse.py compares with LLVM's.
std::string defUseReport(const ir::Module& module);

} // namespace silken::tool
