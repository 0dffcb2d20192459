// The statement parser: text -> Module (functions of one block each; the
// CFG builder then splits blocks). Grammar: grammar/gfx1250-asm.ebnf.
#pragma once

#include "ir/module.h"
#include "support/diag.h"

#include <memory>
#include <optional>
#include <string_view>

namespace silken::as {

/// Parses a whole file and builds its CFG. Always returns a module; the
/// file is usable only if `diags.errorCount() == 0`.
std::unique_ptr<ir::Module> parseModule(const SourceFile& file,
                                        DiagEngine& diags);

/// Parses one instruction written by a pass (e.g. "s_barrier_wait -3" or
/// "s_cmp_eq_u32 s[sgprWaveIdx], 0"), resolving symbols as they stand at
/// statement `ordinal`. The text is kept alive by the module. Returns
/// nullopt (and reports to `diags`) if the text does not parse.
std::optional<ir::Stmt> parseInstructionText(ir::Module& module,
                                             std::string_view text,
                                             uint32_t ordinal,
                                             DiagEngine& diags);

/// `old` rewritten as `text` (a pass's edit of one instruction): a copy of
/// `old` (its id, location and ordinal) with the new instruction, marked
/// edited. Nullopt when the text does not parse or names no known
/// instruction: the caller keeps what it had, and the input is not blamed.
std::optional<ir::Stmt> reparseEdited(ir::Module& module, const ir::Stmt& old,
                                      std::string_view text);

/// A label statement made by a pass (`name:`), kept alive by the module.
ir::Stmt makeLabelStmt(ir::Module& module, std::string_view name,
                       uint32_t ordinal);

} // namespace silken::as
