#include "passes/peephole_lexer.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace silken::passes::patterns {
namespace {

bool identStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool identChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '.';
}

} // namespace

bool LineLexer::next(Token& t) {
  while (pos_ < line_.size() && (line_[pos_] == ' ' || line_[pos_] == '\t'))
    ++pos_;
  t = Token{};
  t.col = uint32_t(pos_ + 1);
  if (pos_ >= line_.size() || line_[pos_] == '#')
    return true;
  size_t start = pos_;
  char c = line_[pos_];
  bool negative = c == '-' && pos_ + 1 < line_.size() && std::isdigit((unsigned char)line_[pos_ + 1]);
  if (identStart(c)) {
    while (pos_ < line_.size() && identChar(line_[pos_]))
      ++pos_;
    t.kind = Token::Kind::Ident;
  } else if (c == '$') {
    ++pos_;
    while (pos_ < line_.size() && identChar(line_[pos_]) && line_[pos_] != '-')
      ++pos_;
    t.kind = Token::Kind::Var;
    if (pos_ == start + 1)
      return fail(t, start);
  } else if (std::isdigit((unsigned char)c) || negative) {
    pos_ += negative;
    while (pos_ < line_.size() && std::isalnum((unsigned char)line_[pos_]))
      ++pos_;
    std::string_view digits = line_.substr(start + negative, pos_ - start - negative);
    int base = digits.size() > 2 && (digits[1] == 'x' || digits[1] == 'X') ? 16 : 10;
    if (base == 16)
      digits.remove_prefix(2);
    uint64_t v = 0;
    auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v, base);
    if (ec != std::errc() || end != digits.data() + digits.size() || v > uint64_t(INT64_MAX))
      return fail(t, start);
    t.kind = Token::Kind::Int;
    t.value = negative ? -int64_t(v) : int64_t(v);
  } else if (std::string_view("=,(){}+-|").find(c) != std::string_view::npos) {
    ++pos_;
    t.kind = Token::Kind::Punct;
  } else {
    ++pos_;
    return fail(t, start);
  }
  t.text = line_.substr(start, pos_ - start);
  return true;
}

bool LineLexer::fail(Token& t, size_t start) {
  t.text = line_.substr(start, std::max<size_t>(1, pos_ - start));
  return false;
}

} // namespace silken::passes::patterns
