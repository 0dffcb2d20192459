// Operands and modifiers of one instruction (the `instruction` production
// of grammar/gfx1250-asm.ebnf).
#pragma once

#include "asm/expr.h"
#include "asm/lexer.h"
#include "ir/module.h"

namespace silken::as {

/// Reusable buffers, so that each instruction gets its operand and
/// modifier vectors in one exact-size allocation.
struct OperandScratch {
  std::vector<ir::Operand> operands;
  std::vector<ir::Modifier> modifiers;
};

class InstructionParser {
public:
  InstructionParser(const Lexer& lexer, const std::vector<Token>& tokens,
                    const ir::SymbolTable& symbols, uint32_t ordinal,
                    DiagEngine& diags, const SourceFile& file,
                    OperandScratch& scratch)
      : lexer_(lexer), toks_(tokens), symbols_(symbols), ordinal_(ordinal),
        diags_(diags), file_(file), scratch_(scratch) {}

  /// Parses operands and modifiers from tokens[pos] (just after the
  /// mnemonic) to the end of the statement into `inst` (storage from
  /// `module`). Returns false on error.
  bool parseRest(size_t pos, ir::Inst& inst, ir::Module& module);

private:
  bool parseParts(size_t pos, ir::Inst& inst);
  bool parseOperandList(size_t& pos);
  bool parseOperand(size_t& pos, ir::Operand& op, int depth);
  bool parseCore(size_t& pos, ir::Operand& op);
  bool parseRegisterRange(size_t& pos, ir::RegFile file, ir::Operand& op);
  bool parseBound(ExprParser& expr, size_t& pos, int64_t& value, bool& symbolic);
  bool literalAlone(size_t pos, int64_t& value) const;
  bool symbolBound(size_t& pos, int64_t& value) const;
  /// The highest index of a register file (v255, s105, ttmp15).
  static int maxIndex(ir::RegFile f) {
    return f == ir::RegFile::V ? 255 : f == ir::RegFile::S ? 105 : 15;
  }
  bool parseFunctionChain(size_t& pos, ir::Operand& op);
  bool parseModifier(size_t& pos, ir::Modifier& mod);
  bool skipBalanced(size_t& pos, TokenKind open, TokenKind close);
  bool error(size_t pos, std::string message);

  bool at(size_t pos, TokenKind k) const {
    return pos < toks_.size() && toks_[pos].kind == k;
  }
  bool adjacent(size_t pos) const { // token pos starts where pos-1 ended
    return pos < toks_.size() && pos > 0 &&
           toks_[pos].begin == toks_[pos - 1].end;
  }
  std::string_view text(size_t pos) const { return lexer_.text(toks_[pos]); }
  std::string_view span(size_t first, size_t last) const; // [first, last)

  const Lexer& lexer_;
  const std::vector<Token>& toks_;
  const ir::SymbolTable& symbols_;
  uint32_t ordinal_;
  DiagEngine& diags_;
  const SourceFile& file_;
  OperandScratch& scratch_;
};

/// Named registers: vcc, exec_lo, m0, scc, null, src_shared_base, ...
/// Returns false if `name` is not one.
bool lookupSpecialRegister(std::string_view name, ir::RegRef& out);

} // namespace silken::as
