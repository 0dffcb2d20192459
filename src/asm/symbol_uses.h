// Operands that name a symbol the file never defines.
//
// llvm-mc-22 accepts `v_mov_b32 v0, sgprCount` with sgprCount defined
// nowhere: it becomes a relocation against an external symbol (measured:
// an R_AMDGPU_REL32 entry in the object), which in a kernel is nearly
// always a misspelt .set name. silken keeps the line as written and warns.
#pragma once

#include "ir/module.h"
#include "support/diag.h"

#include <span>

namespace silken::as {

/// Whether an operand of `inst` is an expression naming a symbol (what
/// warnUndefinedSymbols looks at).
bool namesSymbol(const ir::Inst& inst);

/// Warns once per operand whose value is unknown because its first symbol
/// (before any `@` specifier) is neither a label of the file nor defined by
/// .set/.equ anywhere in it. Branch targets are left to the CFG builder.
/// `uses`: the module's instruction statements that name a symbol, in file
/// order (the parser keeps them: a walk of every statement for the few
/// was 3% of parsing a large kernel).
void warnUndefinedSymbols(const ir::Module& module, std::span<const ir::Stmt> uses,
                          DiagEngine& diags);

} // namespace silken::as
