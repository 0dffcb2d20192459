#include "asm/symbol_uses.h"

#include "ir/cfg.h"
#include "isa/control_flow.h"

#include <cstdint>
#include <string>

namespace silken::as {
namespace {

// Absolute symbols llvm-mc-22's AMDGPU parser predefines (measured:
// `s_mov_b32 s0, UC_VERSION_GFX12` encodes 9; UC_VERSION_GFX8 and GFX9 are
// not among them).
bool predefined(std::string_view name) {
  for (std::string_view p : {"UC_VERSION_GFX7", "UC_VERSION_GFX10", "UC_VERSION_GFX11",
                             "UC_VERSION_GFX12", "UC_VERSION_W64_BIT", "UC_VERSION_W32_BIT",
                             "UC_VERSION_MDP_BIT"})
    if (name == p)
      return true;
  return false;
}

} // namespace

bool namesSymbol(const ir::Inst& inst) {
  for (const ir::Operand& op : inst.operands)
    if (op.kind == ir::OperandKind::Expr && !op.symbol().empty())
      return true;
  return false;
}

void warnUndefinedSymbols(const ir::Module& module, std::span<const ir::Stmt> uses,
                          DiagEngine& diags) {
  std::string_view buf = module.file().text();
  for (const ir::Stmt& s : uses) {
    // Branch targets are the CFG builder's; calls may name other files' code.
    if (s.kind != ir::StmtKind::Instr || !s.inst || s.isFence() ||
        isa::flowKind(s.inst->opcode) != isa::FlowKind::None)
      continue;
    for (const ir::Operand& op : s.inst->operands) {
      if (op.kind != ir::OperandKind::Expr || op.symbol().empty())
        continue;
      std::string_view name = ir::symbolLabel(op.symbol());
      if (name.empty() || predefined(name) || module.labelDefined(name) ||
          module.symbols.definedAt(name, UINT32_MAX))
        continue;
      SourceLoc loc = s.loc;
      std::string_view own = s.ownText(name); // the Inst may be another statement's
      if (!own.empty() && own.data() >= buf.data() && own.data() < buf.data() + buf.size())
        loc = module.file().locate(uint32_t(own.data() - buf.data()));
      diags.warning(loc, uint32_t(name.size()),
                    "symbol '" + std::string(name) +
                        "' is not defined in this file; llvm-mc leaves it to the linker");
    }
  }
}

} // namespace silken::as
