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
  unsigned tried = 0;
  for (uint32_t r = newest_[text]; r != kNone && tried < kTried; r = shared_[r].older, ++tried) {
    const Shared& s = shared_[r];
    bool holds = true;
    for (uint32_t k = s.firstUse; k < s.firstUse + s.uses && holds; ++k)
      holds = symbols.unchanged(uses_[k]) || symbols.sameAt(uses_[k], ordinal);
    if (holds)
      return s.inst;
  }
  return nullptr;
}

uint32_t SameTextTable::keep(std::string_view text, const ir::Inst* inst,
                             std::span<const ir::SymbolTable::Use> uses) {
  auto [number, added] = byText_.emplace(text, uint32_t(newest_.size()));
  if (added)
    newest_.push_back(kNone);
  shared_.push_back({inst, uint32_t(uses_.size()), uint32_t(uses.size()), newest_[*number]});
  uses_.insert(uses_.end(), uses.begin(), uses.end());
  newest_[*number] = uint32_t(shared_.size() - 1);
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
