#pragma once
// The parsed instruction made for each text, so that a statement repeating
// an earlier text shares its ir::Inst instead of being parsed and stored
// again, and the lines made of one such statement, so that a repeat of the
// whole line is not even lexed. A kernel repeats most of its lines: 31,606
// lines of the largest corpus kernel hold 2,488 distinct ones.
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
  /// at statement `ordinal`, and the text's number in `number`; null
  /// otherwise.
  const ir::Inst* find(std::string_view text, const ir::SymbolTable& symbols,
                       uint32_t ordinal, uint32_t& number);

  /// Keeps `inst` for `text`, parsed reading `uses`, and returns the text's
  /// number. The text's records made before stay (a kernel that redefines
  /// a symbol often cycles through a few values), newest first.
  uint32_t keep(std::string_view text, const ir::Inst* inst,
                std::span<const ir::SymbolTable::Use> uses);

  /// Whether `inst`, parsed with no diagnostic, has nothing a repeat of its
  /// text may not share: it is known, and names no label or undefined symbol
  /// (an Expr, whose spelling diagnostics and the CFG look up per statement).
  static bool shareable(const ir::Inst& inst);

  /// A line (its bytes from the statement's start through its line end)
  /// that held exactly one statement, lexed without error: the same bytes
  /// lex the same anywhere, since a statement starts outside any comment.
  /// Offsets are from the line's start.
  struct Line {
    static constexpr uint32_t kTrivia = ~0u; ///< blank or only comments
    uint32_t text = kTrivia; ///< the instruction's text number (keep)
    uint32_t head = 0;       ///< where the mnemonic and the body start
    uint32_t nameSize = 0;
    uint32_t bodySize = 0;
  };
  const Line* findLine(std::string_view line) const { return lines_.find(line); }
  void keepLine(std::string_view line, const Line& l) { lines_.emplace(line, l); }
  /// find() for a text by its number. A symbol with no definition since a
  /// text's record was last found good is not looked up again (most texts
  /// of a TensileLite kernel read symbols; few are ever redefined).
  const ir::Inst* instAt(uint32_t text, const ir::SymbolTable& symbols,
                         uint32_t ordinal);

private:
  static constexpr uint32_t kNone = ~0u;
  /// Records of one text looked at before it is parsed again: past this a
  /// symbol takes too many values for a record to come back often.
  static constexpr unsigned kTried = 16;
  struct Shared {
    const ir::Inst* inst;
    uint32_t firstUse, uses; ///< the symbols it read: uses_[firstUse, +uses)
    uint32_t older;          ///< the text's record made before, or kNone
  };
  StringMap<uint32_t> byText_; ///< text -> its number, an index of newest_
  std::vector<uint32_t> newest_; ///< per text, its newest record in shared_
  std::vector<Shared> shared_;
  std::vector<ir::SymbolTable::Use> uses_;
  StringMap<Line> lines_;
};

} // namespace silken::as
