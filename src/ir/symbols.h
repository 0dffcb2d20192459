// The .set/.equ symbol table, with history.
//
// TensileLite redefines symbols mid-file (`.set sgprLoopCounterL, UNDEF`, then
// a new value in the tail loop), so a symbol's value depends on where it is
// read. Each definition is stamped with the ordinal of its statement; a
// lookup asks "what did this name mean at statement N".
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace silken::ir {

class SymbolTable {
public:
  /// Records `name = value` from statement `ordinal` on. A nullopt value
  /// means the name is defined but has no absolute value there (UNDEF, a
  /// label difference, a forward reference).
  void define(std::string_view name, uint32_t ordinal,
              std::optional<int64_t> value);

  /// The value in force at statement `ordinal` (definitions at that same
  /// statement count). nullopt when undefined or not absolute there.
  std::optional<int64_t> valueAt(std::string_view name, uint32_t ordinal) const;

  /// True if `name` was defined by .set/.equ at or before `ordinal`.
  bool definedAt(std::string_view name, uint32_t ordinal) const;

  /// A name valueAt was asked about, and its answer.
  struct Use {
    std::string_view name;
    std::optional<int64_t> value;
  };
  /// While `uses` is set (null: not), valueAt appends each question and its
  /// answer to it. With lookups(), how many names valueAt and definedAt were
  /// asked about, the parser tells whether an instruction's text would mean
  /// the same at another place: where the same names have the same values.
  void record(std::vector<Use>* uses) { record_ = uses; }
  uint64_t lookups() const { return lookups_; }

private:
  struct Definition {
    uint32_t ordinal;
    std::optional<int64_t> value;
  };
  const Definition* find(std::string_view name, uint32_t ordinal) const;

  // Bookkeeping for the parser only: no answer depends on them.
  mutable uint64_t lookups_ = 0;
  std::vector<Use>* record_ = nullptr;

  // Lookup only; nothing iterates this map, so its order never shows.
  std::unordered_map<std::string_view, std::vector<Definition>> defs_;
};

} // namespace silken::ir
