#pragma once
// The parsed instruction made for each text, so that a statement repeating
// an earlier text shares its ir::Inst instead of being parsed and stored
// again. A kernel repeats most of its instructions: 31,525 lines of the
// largest corpus kernel hold 2,407 texts.
//
// A record is shared only where it means the same: every .set symbol its
// parse read has the same value at the new statement. Records whose text
// alone does not decide them (a diagnostic said, a label or undefined
// symbol named) are never kept; see shareable().

#include "ir/module.h"
#include "ir/symbols.h"
#include "support/string_map.h"

#include <span>
#include <vector>

namespace silken::as {

class SameTextTable {
public:
  /// The record kept for `text` if the symbols it read have the same values
  /// at statement `ordinal`; null otherwise.
  const ir::Inst* find(std::string_view text, const ir::SymbolTable& symbols,
                       uint32_t ordinal) const;

  /// Keeps `inst` for `text`, parsed reading `uses`. It replaces a record
  /// kept before: the values here are likelier to come again than the old.
  void keep(std::string_view text, const ir::Inst* inst,
            std::span<const ir::SymbolTable::Use> uses);

  /// Whether `inst`, parsed with no diagnostic, has nothing a repeat of its
  /// text may not share: it is known, and names no label or undefined symbol
  /// (an Expr, whose spelling diagnostics and the CFG look up per statement).
  static bool shareable(const ir::Inst& inst);

private:
  struct Shared {
    const ir::Inst* inst;
    uint32_t firstUse, uses; ///< the symbols it read: uses_[firstUse, +uses)
  };
  StringMap<Shared> byText_;
  std::vector<ir::SymbolTable::Use> uses_;
};

} // namespace silken::as
