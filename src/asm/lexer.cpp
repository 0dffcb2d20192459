#include "asm/lexer.h"

#include "support/lines.h"

#include <array>
#include <cstring>

namespace silken::as {

const char* tokenKindName(TokenKind k) {
  switch (k) {
  case TokenKind::Identifier: return "identifier";
  case TokenKind::Integer: return "integer";
  case TokenKind::Float: return "float";
  case TokenKind::String: return "string";
  case TokenKind::Comma: return "','";
  case TokenKind::Colon: return "':'";
  case TokenKind::ColonColon: return "'::'";
  case TokenKind::LBracket: return "'['";
  case TokenKind::RBracket: return "']'";
  case TokenKind::LParen: return "'('";
  case TokenKind::RParen: return "')'";
  case TokenKind::Plus: return "'+'";
  case TokenKind::Minus: return "'-'";
  case TokenKind::Star: return "'*'";
  case TokenKind::Slash: return "'/'";
  case TokenKind::Percent: return "'%'";
  case TokenKind::Pipe: return "'|'";
  case TokenKind::Amp: return "'&'";
  case TokenKind::Caret: return "'^'";
  case TokenKind::Tilde: return "'~'";
  case TokenKind::Bang: return "'!'";
  case TokenKind::Less: return "'<'";
  case TokenKind::Greater: return "'>'";
  case TokenKind::Equal: return "'='";
  case TokenKind::Other: return "character";
  }
  return "token";
}

Lexer::Lexer(const SourceFile& file, DiagEngine& diags)
    : file_(file), diags_(diags), buf_(file.text().data()),
      size_(uint32_t(file.text().size())) {}

void Lexer::error(uint32_t offset, uint32_t length, std::string message) {
  diags_.error(file_.locate(offset), length, std::move(message));
}

// Skips to the '\n' or '\r' that ends the current line (not consuming it);
// one search for '\n' in a file without a '\r'.
uint32_t Lexer::skipLine(uint32_t pos) const {
  return uint32_t(findLineEnd(std::string_view(buf_, size_), pos, file_.hasCarriageReturn()));
}

// Single-byte tokens by byte (Other: not one of them). One table lookup
// instead of a case per punctuation byte.
static constexpr auto kPunctuation = [] {
  std::array<TokenKind, 256> t{};
  t.fill(TokenKind::Other);
  t[','] = TokenKind::Comma, t['['] = TokenKind::LBracket, t[']'] = TokenKind::RBracket;
  t['('] = TokenKind::LParen, t[')'] = TokenKind::RParen, t['+'] = TokenKind::Plus;
  t['-'] = TokenKind::Minus, t['*'] = TokenKind::Star, t['%'] = TokenKind::Percent;
  t['|'] = TokenKind::Pipe, t['&'] = TokenKind::Amp, t['^'] = TokenKind::Caret;
  t['~'] = TokenKind::Tilde, t['!'] = TokenKind::Bang, t['<'] = TokenKind::Less;
  t['>'] = TokenKind::Greater, t['='] = TokenKind::Equal;
  return t;
}();

// The position lives in a local while a statement is lexed (stores into
// the token vector could alias a member), written back around the calls
// that use pos_. The buffer is a std::string's: buf_[size_] is '\0', which
// no inner loop continues over, so they test no bound.
bool Lexer::next(Statement& out) {
  out.tokens.clear();
  out.hasError = false;
  if (pos_ >= size_)
    return false;
  unsigned errorsBefore = diags_.errorCount();
  out.begin = pos_;
  const char* const b = buf_;
  const uint32_t n = size_;
  uint32_t p = pos_;
  auto push = [&](TokenKind k, uint32_t from, uint32_t to) {
    out.tokens.push_back({k, from, to});
  };
  while (p < n) {
    char c = b[p];
    uint32_t start = p;
    switch (c) {
    case '\n':
    case '\r': // a lone CR ends a statement for llvm-mc too
      pos_ = p + uint32_t(lineEndLength(std::string_view(b, n), p));
      out.end = pos_;
      out.hasError = diags_.errorCount() != errorsBefore;
      return true;
    case ' ': case '\t':
      do
        ++p;
      while (b[p] == ' ' || b[p] == '\t');
      continue;
    case '\f': case '\v':
      ++p;
      continue;
    case ';':
      p = skipLine(p);
      continue;
    case '#':
      // '#' starts a comment only as the first thing in a statement.
      if (out.tokens.empty()) {
        p = skipLine(p);
        continue;
      }
      ++p;
      if (isIdentStart(b[p])) {
        while (isIdentChar(b[p]))
          ++p;
        push(TokenKind::Identifier, start, p);
      } else {
        push(TokenKind::Other, start, p);
      }
      continue;
    case '/':
      if (b[p + 1] == '/') {
        p = skipLine(p);
        continue;
      }
      if (b[p + 1] == '*') {
        std::string_view rest(b + p + 2, n - p - 2);
        size_t close = rest.find("*/");
        if (close == std::string_view::npos) {
          error(p, 2, "unterminated /* comment");
          p = n;
        } else {
          p += uint32_t(close) + 4;
        }
        continue;
      }
      push(TokenKind::Slash, start, ++p);
      continue;
    case '"': {
      ++p;
      while (p < n && b[p] != '"' && b[p] != '\n' && b[p] != '\r') {
        if (b[p] == '\\' && p + 1 < n && b[p + 1] != '\n' && b[p + 1] != '\r')
          ++p;
        ++p;
      }
      if (p >= n || b[p] != '"')
        error(start, 1, "unterminated string");
      else
        ++p;
      push(TokenKind::String, start, p);
      continue;
    }
    case ':':
      if (b[p + 1] == ':') {
        p += 2;
        push(TokenKind::ColonColon, start, p);
      } else {
        push(TokenKind::Colon, start, ++p);
      }
      continue;
    default:
      break;
    }
    if (TokenKind k = kPunctuation[static_cast<unsigned char>(c)]; k != TokenKind::Other) {
      push(k, start, ++p);
      continue;
    }
    if (isIdentStart(c)) {
      do
        ++p;
      while (isIdentChar(b[p]));
      push(TokenKind::Identifier, start, p);
      continue;
    }
    if (isDigit(c)) {
      // A plain decimal integer here; lexNumber for 0x, 0b and floats.
      do
        ++p;
      while (isDigit(b[p]));
      char next = b[p];
      bool radix = c == '0' && p == start + 1 &&
                   (next == 'x' || next == 'X' || next == 'b' || next == 'B');
      if (!radix && next != '.' && next != 'e' && next != 'E') {
        push(TokenKind::Integer, start, p);
        continue;
      }
      pos_ = start;
      lexNumber(out);
    } else if (static_cast<unsigned char>(c) >= 0x80) {
      pos_ = p;
      lexUtf8(start);
      push(TokenKind::Other, start, pos_);
    } else {
      pos_ = p;
      if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
        error(start, 1, "unexpected control character (byte 0x" +
                            std::string(1, "0123456789abcdef"[(c >> 4) & 15]) +
                            std::string(1, "0123456789abcdef"[c & 15]) + ")");
      push(TokenKind::Other, start, ++pos_);
    }
    p = pos_;
  }
  pos_ = p;
  out.end = pos_;
  out.hasError = diags_.errorCount() != errorsBefore;
  return true;
}

static bool isHexDigit(char c) {
  return isDigit(c) || ((c | 0x20) >= 'a' && (c | 0x20) <= 'f');
}

// 0x1f, 0b101, 12, 1.5, 1e-3, 2.0e+10. A malformed suffix is left for the
// parser to reject as an unexpected identifier.
void Lexer::lexNumber(Statement& out) {
  uint32_t start = pos_;
  auto at = [&](uint32_t i) { return i < size_ ? buf_[i] : '\0'; };
  if (buf_[pos_] == '0' && (at(pos_ + 1) == 'x' || at(pos_ + 1) == 'X') &&
      isHexDigit(at(pos_ + 2))) {
    pos_ += 2;
    while (pos_ < size_ && isHexDigit(buf_[pos_]))
      ++pos_;
    out.tokens.push_back({TokenKind::Integer, start, pos_});
    return;
  }
  if (buf_[pos_] == '0' && (at(pos_ + 1) == 'b' || at(pos_ + 1) == 'B') &&
      (at(pos_ + 2) == '0' || at(pos_ + 2) == '1')) {
    pos_ += 2;
    while (pos_ < size_ && (buf_[pos_] == '0' || buf_[pos_] == '1'))
      ++pos_;
    out.tokens.push_back({TokenKind::Integer, start, pos_});
    return;
  }
  bool isFloat = false;
  while (pos_ < size_ && isDigit(buf_[pos_]))
    ++pos_;
  if (at(pos_) == '.' && isDigit(at(pos_ + 1))) {
    isFloat = true;
    ++pos_;
    while (pos_ < size_ && isDigit(buf_[pos_]))
      ++pos_;
  }
  if ((at(pos_) == 'e' || at(pos_) == 'E') &&
      (isDigit(at(pos_ + 1)) ||
       ((at(pos_ + 1) == '-' || at(pos_ + 1) == '+') && isDigit(at(pos_ + 2))))) {
    isFloat = true;
    pos_ += 2;
    while (pos_ < size_ && isDigit(buf_[pos_]))
      ++pos_;
  }
  out.tokens.push_back(
      {isFloat ? TokenKind::Float : TokenKind::Integer, start, pos_});
}

// Non-ASCII bytes are never valid outside comments and strings. One error
// covers a whole run of them, saying whether it is well-formed UTF-8.
void Lexer::lexUtf8(uint32_t start) {
  bool valid = true;
  pos_ = start;
  while (pos_ < size_ && static_cast<unsigned char>(buf_[pos_]) >= 0x80) {
    unsigned char c = static_cast<unsigned char>(buf_[pos_]);
    uint32_t len = c >= 0xf0 && c < 0xf5 ? 4 : c >= 0xe0 && c < 0xf0 ? 3
                   : c >= 0xc2 && c < 0xe0 ? 2 : 0;
    bool ok = len != 0 && pos_ + len <= size_;
    for (uint32_t i = 1; ok && i < len; ++i)
      ok = (static_cast<unsigned char>(buf_[pos_ + i]) & 0xc0) == 0x80;
    valid &= ok;
    pos_ += ok ? len : 1;
  }
  error(start, pos_ - start,
        valid ? "non-ASCII character outside a comment"
              : "invalid UTF-8 outside a comment");
}

bool Lexer::skipRawUntil(std::string_view endWord, Statement& out) {
  out.tokens.clear();
  out.begin = pos_;
  while (pos_ < size_) {
    uint32_t lineEnd = skipLine(pos_);
    uint32_t p = pos_;
    while (p < lineEnd && (buf_[p] == ' ' || buf_[p] == '\t'))
      ++p;
    std::string_view rest(buf_ + p, lineEnd - p);
    pos_ = lineEnd + uint32_t(lineEndLength(std::string_view(buf_, size_), lineEnd));
    if (rest.substr(0, endWord.size()) == endWord &&
        (rest.size() == endWord.size() || !isIdentChar(rest[endWord.size()]))) {
      out.end = pos_;
      return true;
    }
  }
  out.end = pos_;
  return false;
}

} // namespace silken::as
