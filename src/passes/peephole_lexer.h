// The pattern file's tokens, one line at a time (peephole_reader.h).
#pragma once

#include <cstdint>
#include <string_view>

namespace silken::passes::patterns {

struct Token {
  enum class Kind : uint8_t { End, Ident, Var, Int, Punct } kind = Kind::End;
  std::string_view text;
  int64_t value = 0;
  uint32_t col = 0; // 1-based byte column
};

/// Identifiers (mnemonics, keywords, constraint names with '-'), $vars,
/// integers (decimal, 0x hex, a leading '-'), the punctuation `= , ( ) { }
/// + - |`; `#` ends the line.
class LineLexer {
public:
  explicit LineLexer(std::string_view line) : line_(line) {}
  /// The next token (End at the end of the line); false on a byte that
  /// starts none, with `t` spanning it.
  bool next(Token& t);

private:
  bool fail(Token& t, size_t start);

  std::string_view line_;
  size_t pos_ = 0;
};

} // namespace silken::passes::patterns
