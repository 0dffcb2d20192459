#include "asm/same_text.h"

namespace silken::as {

const ir::Inst* SameTextTable::find(std::string_view text,
                                    const ir::SymbolTable& symbols,
                                    uint32_t ordinal) const {
  const Shared* s = byText_.find(text);
  if (!s)
    return nullptr;
  for (uint32_t k = s->firstUse; k < s->firstUse + s->uses; ++k)
    if (symbols.valueAt(uses_[k].name, ordinal) != uses_[k].value)
      return nullptr;
  return s->inst;
}

void SameTextTable::keep(std::string_view text, const ir::Inst* inst,
                         std::span<const ir::SymbolTable::Use> uses) {
  Shared made{inst, uint32_t(uses_.size()), uint32_t(uses.size())};
  uses_.insert(uses_.end(), uses.begin(), uses.end());
  if (Shared* known = byText_.find(text))
    *known = made;
  else
    byText_.emplace(text, made);
}

bool SameTextTable::shareable(const ir::Inst& inst) {
  if (inst.opcode < 0 || (inst.isDual() && inst.dualOpcode < 0))
    return false;
  for (const ir::Operand& op : inst.operands)
    if (op.kind == ir::OperandKind::Expr)
      return false;
  return true;
}

} // namespace silken::as
