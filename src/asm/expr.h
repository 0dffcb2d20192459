// Constant expressions: `.set` values, register brackets, immediates.
//
//   expr    := or
//   or      := xor ('|' xor)*        xor := and ('^' and)*
//   and     := shift ('&' shift)*    shift := add (('<<' | '>>') add)*
//   add     := mul (('+' | '-') mul)*
//   mul     := unary (('*' | '/' | '%') unary)*
//   unary   := ('-' | '~' | '!' | '+') unary | primary
//   primary := integer | identifier | identifier '(' args ')' | '(' expr ')'
#pragma once

#include "asm/lexer.h"
#include "ir/symbols.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace silken::as {

struct ExprResult {
  bool ok = false;                 ///< syntax was valid (else: error reported)
  std::optional<int64_t> value;    ///< known absolute value
  std::string_view firstSymbol;    ///< first identifier mentioned
  std::string_view unknownSymbol;  ///< first identifier without a value
  uint32_t unknownOffset = 0;      ///< its byte offset, for diagnostics
};

/// Parses one expression from tokens[pos...], advancing pos past it.
/// Identifiers resolve through `symbols` at `ordinal`; identifiers with no
/// value make the result unknown, not an error.
class ExprParser {
public:
  ExprParser(const Lexer& lexer, const std::vector<Token>& tokens,
             const ir::SymbolTable& symbols, uint32_t ordinal, DiagEngine& diags,
             const SourceFile& file)
      : lexer_(lexer), tokens_(tokens), symbols_(symbols), ordinal_(ordinal),
        diags_(diags), file_(file) {}

  ExprResult parse(size_t& pos);

  /// Parses the text of an integer token (decimal, 0x, 0b).
  static std::optional<int64_t> parseInteger(std::string_view text);

private:
  std::optional<int64_t> parseBinary(size_t& pos, int level);
  std::optional<int64_t> parseUnary(size_t& pos);
  std::optional<int64_t> parsePrimary(size_t& pos);
  bool fail(size_t pos, std::string message);
  bool at(size_t pos, TokenKind k) const {
    return pos < tokens_.size() && tokens_[pos].kind == k;
  }

  const Lexer& lexer_;
  const std::vector<Token>& tokens_;
  const ir::SymbolTable& symbols_;
  uint32_t ordinal_;
  DiagEngine& diags_;
  const SourceFile& file_;
  ExprResult result_;
  bool failed_ = false;
  int depth_ = 0;
};

} // namespace silken::as
