#include "asm/same_text.h"

namespace silken::as {

const ir::Inst* SameTextTable::find(std::string_view text,
                                    const ir::SymbolTable& symbols,
                                    uint32_t ordinal, uint32_t& number) {
  const uint32_t* known = byText_.find(text);
  if (!known)
    return nullptr;
  number = *known;
  return instAt(number, symbols, ordinal);
}

const ir::Inst* SameTextTable::instAt(uint32_t text, const ir::SymbolTable& symbols,
                                      uint32_t ordinal) {
  const Shared& s = shared_[text];
  for (uint32_t k = s.firstUse; k < s.firstUse + s.uses; ++k)
    if (!symbols.unchanged(uses_[k]) && !symbols.sameAt(uses_[k], ordinal))
      return nullptr;
  return s.inst;
}

uint32_t SameTextTable::keep(std::string_view text, const ir::Inst* inst,
                             std::span<const ir::SymbolTable::Use> uses) {
  Shared made{inst, uint32_t(uses_.size()), uint32_t(uses.size())};
  uses_.insert(uses_.end(), uses.begin(), uses.end());
  auto [number, added] = byText_.emplace(text, uint32_t(shared_.size()));
  if (added)
    shared_.push_back(made);
  else
    shared_[*number] = made;
  return *number;
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
