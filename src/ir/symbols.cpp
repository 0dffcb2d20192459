#include "ir/symbols.h"

#include <algorithm>

namespace silken::ir {

void SymbolTable::define(std::string_view name, uint32_t ordinal,
                         std::optional<int64_t> value) {
  auto [symbol, added] = symbols_.emplace(name, uint32_t(histories_.size()));
  if (added)
    histories_.emplace_back();
  auto& history = histories_[*symbol];
  // Definitions normally arrive in order; keep the vector sorted if not.
  if (!history.empty() && history.back().ordinal > ordinal) {
    auto it = std::upper_bound(
        history.begin(), history.end(), ordinal,
        [](uint32_t o, const Definition& d) { return o < d.ordinal; });
    history.insert(it, {ordinal, value});
    return;
  }
  history.push_back({ordinal, value});
}

const SymbolTable::Definition* SymbolTable::find(std::string_view name, uint32_t ordinal,
                                                 Use* use) const {
  const uint32_t* symbol = symbols_.find(name);
  if (!symbol)
    return nullptr;
  const auto& history = histories_[*symbol];
  // The parser asks in file order: the latest definition is nearly always
  // the one in force (a kernel may redefine one name thousands of times).
  if (!history.empty() && history.back().ordinal <= ordinal) {
    if (use)
      use->symbol = *symbol, use->defs = uint32_t(history.size());
    return &history.back();
  }
  auto pos = std::upper_bound(
      history.begin(), history.end(), ordinal,
      [](uint32_t o, const Definition& d) { return o < d.ordinal; });
  if (pos == history.begin())
    return nullptr;
  return &*(pos - 1);
}

SymbolTable::Use SymbolTable::ask(std::string_view name, uint32_t ordinal) const {
  ++lookups_;
  Use use{name, std::nullopt};
  if (const Definition* d = find(name, ordinal, &use))
    use.value = d->value;
  return use;
}

std::optional<int64_t> SymbolTable::valueAt(std::string_view name,
                                            uint32_t ordinal) const {
  Use use = ask(name, ordinal);
  if (record_)
    record_->push_back(use);
  return use.value;
}

bool SymbolTable::sameAt(Use& use, uint32_t ordinal) const {
  // A use that found its symbol asks that symbol's history, not the name
  // again: a symbol keeps its index, a redefinition only appends. A text
  // reading a symbol redefined every few lines (TensileLite's vgprTmp) is
  // asked for each of its records; the hash lookups were 5% of parsing.
  if (use.symbol != Use::kNoSymbol) {
    const std::vector<Definition>& history = histories_[use.symbol];
    if (history.back().ordinal <= ordinal) { // what find() answers
      ++lookups_;
      if (history.back().value != use.value)
        return false;
      use.defs = uint32_t(history.size());
      return true;
    }
  }
  Use now = ask(use.name, ordinal);
  if (now.value != use.value)
    return false;
  use = now;
  return true;
}

bool SymbolTable::definedAt(std::string_view name, uint32_t ordinal) const {
  ++lookups_;
  return find(name, ordinal) != nullptr;
}

} // namespace silken::ir
