// The statement parser's state (asm/parser_lines.cpp: the per-line loop,
// the lines repeated whole through the SameTextTable, each statement and
// its instruction; asm/parser.cpp: directives, label definitions, opaque
// regions and the module it makes). Internal to those two files.
#pragma once

#include "asm/function_builder.h"
#include "asm/instruction_parser.h"
#include "asm/lexer.h"
#include "asm/same_text.h"
#include "asm/symbol_uses.h"
#include "ir/module.h"
#include "support/diag.h"
#include "support/string_map.h"

#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace silken::as::parse_detail {

// Directives that open a region kept verbatim (a fence for every pass),
// and the directives that close them.
inline bool opensRegion(std::string_view d) {
  return d == ".macro" || d == ".rept" || d == ".irp" || d == ".irpc" ||
         (d.starts_with(".if") && d != ".ident");
}
inline bool closesRegion(std::string_view d) {
  return d == ".endm" || d == ".endmacro" || d == ".endr" || d == ".endif";
}
inline std::string_view closerFor(std::string_view opener) {
  if (opener == ".macro")
    return ".endm";
  if (opener.starts_with(".if"))
    return ".endif";
  return ".endr";
}

class Parser {
public:
  Parser(const SourceFile& file, DiagEngine& diags, ir::Module& module)
      : file_(file), diags_(diags), module_(module), lexer_(file, diags) {}

  void run();
  /// The functions' blocks follow the CFG's splitting rule already.
  bool blocksSplit() const { return functions_.finishedSplit(); }
  const std::unordered_set<std::string_view>& kernelDescriptors() const {
    return kernelDescriptors_;
  }
  /// The instruction statements that name a symbol, in file order.
  const std::vector<ir::Stmt>& symbolUses() const { return symbolUses_; }

private:
  bool repeatLine();
  void parseStatement();
  void keepLine(uint32_t text, size_t head);
  void parseRegion(std::string_view opener);
  void parseDirective(size_t first, ir::Stmt& stmt);
  std::optional<uint32_t> parseInstruction(size_t first, ir::Stmt& stmt);
  void defineLabel(size_t tok);
  /// `shared`: its instruction came from the repeat table, which keeps no
  /// instruction with an expression operand (SameTextTable::shareable).
  void push(ir::Stmt stmt, bool shared = false) {
    stmt.id = ordinal_;
    stmt.ordinal = ordinal_++;
    if (!shared && stmt.kind == ir::StmtKind::Instr && stmt.inst && namesSymbol(*stmt.inst))
      symbolUses_.push_back(stmt);
    bool opensFunction =
        stmt.kind == ir::StmtKind::Label && functionSymbols_.count(stmt.name);
    functions_.add(std::move(stmt), opensFunction);
  }
  ir::Stmt makeStmt(ir::StmtKind kind, uint32_t begin, uint32_t end, bool startsLine) const {
    ir::Stmt s;
    s.kind = kind;
    s.raw = slice(begin, end);
    s.startsLine = startsLine;
    return s;
  }
  std::string_view slice(uint32_t b, uint32_t e) const {
    return file_.text().substr(b, e - b);
  }
  std::string_view tokText(size_t i) const { return lexer_.text(st_.tokens[i]); }

  const SourceFile& file_;
  DiagEngine& diags_;
  ir::Module& module_;
  Lexer lexer_;
  Statement st_;
  uint32_t ordinal_ = 0;
  FunctionBuilder functions_;
  StringMap<uint32_t> labels_; // name -> offset of its definition
  std::unordered_set<std::string_view> functionSymbols_;
  std::unordered_set<std::string_view> kernelDescriptors_; // .amdhsa_kernel NAME
  /// "Did you mean" per unknown mnemonic, found once: a file of unknown
  /// instructions asked the 2,000 known mnemonics again for every line.
  std::unordered_map<std::string_view, std::string_view> hints_;
  static constexpr size_t kMaxHints = 1000;
  OperandScratch scratch_;
  SameTextTable sameText_;
  std::vector<ir::SymbolTable::Use> reading_; ///< the symbols of the instruction parsed now
  std::vector<ir::Stmt> symbolUses_; ///< what warnUndefinedSymbols looks at
  uint32_t lineBegin_ = 0, lineEnd_ = 0; ///< the line repeatLine looked up last
};

} // namespace silken::as::parse_detail
