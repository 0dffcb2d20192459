#include "ir/symbols.h"

#include <algorithm>

namespace silken::ir {

void SymbolTable::define(std::string_view name, uint32_t ordinal,
                         std::optional<int64_t> value) {
  auto& history = defs_[name];
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

const SymbolTable::Definition* SymbolTable::find(std::string_view name,
                                                 uint32_t ordinal) const {
  auto it = defs_.find(name);
  if (it == defs_.end())
    return nullptr;
  const auto& history = it->second;
  // The parser asks in file order: the latest definition is nearly always
  // the one in force (a kernel may redefine one name thousands of times).
  if (!history.empty() && history.back().ordinal <= ordinal)
    return &history.back();
  auto pos = std::upper_bound(
      history.begin(), history.end(), ordinal,
      [](uint32_t o, const Definition& d) { return o < d.ordinal; });
  if (pos == history.begin())
    return nullptr;
  return &*(pos - 1);
}

std::optional<int64_t> SymbolTable::valueAt(std::string_view name,
                                            uint32_t ordinal) const {
  ++lookups_;
  const Definition* d = find(name, ordinal);
  std::optional<int64_t> value = d ? d->value : std::nullopt;
  if (record_)
    record_->push_back({name, value});
  return value;
}

bool SymbolTable::definedAt(std::string_view name, uint32_t ordinal) const {
  ++lookups_;
  return find(name, ordinal) != nullptr;
}

} // namespace silken::ir
