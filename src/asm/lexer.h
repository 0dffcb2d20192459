// Hand-written lexer for gfx1250 assembly text.
//
// It cuts the buffer into statements (a statement ends at a newline that is
// not inside a /* */ comment) and each statement into tokens. Comments and
// whitespace are trivia: they are skipped, never lost, because the printer
// works from the raw bytes, not from tokens.
#pragma once

#include "support/diag.h"
#include "support/source.h"

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

namespace silken::as {

enum class TokenKind : uint8_t {
  Identifier, // v7, s_mov_b32, .set, label_X, @function, #alloc
  Integer,    // 12, 0x1f, 0b101
  Float,      // 1.0, 1e-3
  String,     // "amdgcn-amd-amdhsa--gfx1250"
  Comma,
  Colon,
  ColonColon, // VOPD separator
  LBracket,
  RBracket,
  LParen,
  RParen,
  Plus,
  Minus,
  Star,
  Slash,
  Percent,
  Pipe,
  Amp,
  Caret,
  Tilde,
  Bang,
  Less,
  Greater,
  Equal,
  Other, // any other single byte (\, `, ...); the parser decides
};

const char* tokenKindName(TokenKind k);

struct Token {
  TokenKind kind;
  uint32_t begin; ///< byte offset into the buffer
  uint32_t end;
};

/// One statement: the bytes from the start of its first line to just past
/// its terminating newline (or EOF), and its tokens.
struct Statement {
  uint32_t begin = 0;
  uint32_t end = 0;
  bool hasError = false; ///< the lexer reported an error in it
  std::vector<Token> tokens;
};

class Lexer {
public:
  Lexer(const SourceFile& file, DiagEngine& diags);

  /// Lexes the next statement into `out`. Returns false at end of input.
  bool next(Statement& out);

  /// Skips raw lines (no lexing) up to and including the first line whose
  /// first word is `endWord`. Returns false, at EOF, when there is none.
  bool skipRawUntil(std::string_view endWord, Statement& out);

  /// Where the next statement starts; skipTo moves there past bytes the
  /// caller read as statements of its own.
  uint32_t position() const { return pos_; }
  void skipTo(uint32_t pos) { pos_ = pos; }

  /// The statement currently being lexed ended because input ended.
  bool atEnd() const { return pos_ >= size_; }

  std::string_view text(const Token& t) const {
    return std::string_view(buf_ + t.begin, t.end - t.begin);
  }

private:
  uint32_t skipLine(uint32_t pos) const;
  void lexNumber(Statement& out);
  void lexUtf8(uint32_t start);
  void error(uint32_t offset, uint32_t length, std::string message);

  const SourceFile& file_;
  DiagEngine& diags_;
  const char* buf_;
  uint32_t size_;
  uint32_t pos_ = 0;
};

namespace detail {
// Per byte: bit 0 starts an identifier (a-z A-Z _ . $ @), bit 1 continues
// one (those and 0-9). A table: the lexer asks for every byte of a file.
inline constexpr auto kIdentBits = [] {
  std::array<uint8_t, 256> t{};
  for (int c = 0; c < 256; ++c) {
    bool start = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '.' ||
                 c == '$' || c == '@';
    t[size_t(c)] = uint8_t((start ? 1 : 0) | (start || (c >= '0' && c <= '9') ? 2 : 0));
  }
  return t;
}();
} // namespace detail

inline bool isIdentStart(char c) { return detail::kIdentBits[static_cast<unsigned char>(c)] & 1; }
inline bool isIdentChar(char c) { return detail::kIdentBits[static_cast<unsigned char>(c)] & 2; }
inline bool isDigit(char c) { return c >= '0' && c <= '9'; }

} // namespace silken::as
