// The .set/.equ symbol table, with history.
//
// TensileLite redefines symbols mid-file (`.set sgprLoopCounterL, UNDEF`, then
// a new value in the tail loop), so a symbol's value depends on where it is
// read. Each definition is stamped with the ordinal of its statement; a
// lookup asks "what did this name mean at statement N".
#pragma once

#include "support/string_map.h"

#include <cstdint>
#include <optional>
#include <string_view>
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
    static constexpr uint32_t kNoSymbol = ~0u;
    std::string_view name;
    std::optional<int64_t> value;
    /// The symbol whose latest definition gave the answer (kNoSymbol: none
    /// did), and how many definitions it had then.
    uint32_t symbol = kNoSymbol;
    uint32_t defs = 0;
  };
  /// Whether `use` has the same answer at a later statement, asked without
  /// a lookup: its symbol had no definition since. Parsing in file order
  /// (a definition never lands before a statement already read) is what
  /// makes that enough.
  bool unchanged(const Use& use) const {
    return use.symbol != Use::kNoSymbol && histories_[use.symbol].size() == use.defs;
  }
  /// Asks `use` again at statement `ordinal`: whether the answer is the
  /// same, and then `use` is brought up to date for unchanged().
  bool sameAt(Use& use, uint32_t ordinal) const;
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
  /// The definition in force at `ordinal`; `use` (if given) gets the
  /// symbol and its definition count when it is the latest one.
  const Definition* find(std::string_view name, uint32_t ordinal, Use* use = nullptr) const;
  /// valueAt's answer as a Use (counted in lookups(), not recorded).
  Use ask(std::string_view name, uint32_t ordinal) const;

  // Bookkeeping for the parser only: no answer depends on them.
  mutable uint64_t lookups_ = 0;
  std::vector<Use>* record_ = nullptr;

  // Lookup only: a StringMap has no iteration. Asked for every symbol of
  // every repeated instruction (same_text.h), where std::unordered_map's
  // hash and bucket walk were 7% of parse + print on a TensileLite kernel.
  StringMap<uint32_t> symbols_; ///< name -> index of histories_
  std::vector<std::vector<Definition>> histories_;
};

} // namespace silken::ir
