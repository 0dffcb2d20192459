#include "asm/lexer.h"

#include "support/lines.h"

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

// Skips to the '\n' or '\r' that ends the current line (not consuming it).
static uint32_t skipLine(const char* buf, uint32_t pos, uint32_t size) {
  return uint32_t(findLineEnd(std::string_view(buf, size), pos));
}

bool Lexer::next(Statement& out) {
  out.tokens.clear();
  out.hasError = false;
  unsigned errorsBefore = diags_.errorCount();
  if (pos_ >= size_)
    return false;
  out.begin = pos_;
  auto push = [&](TokenKind k, uint32_t b, uint32_t e) {
    out.tokens.push_back({k, b, e});
  };
  while (pos_ < size_) {
    char c = buf_[pos_];
    uint32_t start = pos_;
    switch (c) {
    case '\n':
    case '\r': // a lone CR ends a statement for llvm-mc too
      pos_ += uint32_t(lineEndLength(std::string_view(buf_, size_), pos_));
      out.end = pos_;
      out.hasError = diags_.errorCount() != errorsBefore;
      return true;
    case ' ': case '\t': case '\f': case '\v':
      ++pos_;
      continue;
    case ';':
      pos_ = skipLine(buf_, pos_, size_);
      continue;
    case '#':
      // '#' starts a comment only as the first thing in a statement.
      if (out.tokens.empty()) {
        pos_ = skipLine(buf_, pos_, size_);
        continue;
      }
      ++pos_;
      if (pos_ < size_ && isIdentStart(buf_[pos_])) {
        while (pos_ < size_ && isIdentChar(buf_[pos_]))
          ++pos_;
        push(TokenKind::Identifier, start, pos_);
      } else {
        push(TokenKind::Other, start, pos_);
      }
      continue;
    case '/':
      if (pos_ + 1 < size_ && buf_[pos_ + 1] == '/') {
        pos_ = skipLine(buf_, pos_, size_);
        continue;
      }
      if (pos_ + 1 < size_ && buf_[pos_ + 1] == '*') {
        std::string_view rest(buf_ + pos_ + 2, size_ - pos_ - 2);
        size_t close = rest.find("*/");
        if (close == std::string_view::npos) {
          error(pos_, 2, "unterminated /* comment");
          pos_ = size_;
        } else {
          pos_ += uint32_t(close) + 4;
        }
        continue;
      }
      push(TokenKind::Slash, start, ++pos_);
      continue;
    case '"': {
      ++pos_;
      while (pos_ < size_ && buf_[pos_] != '"' && buf_[pos_] != '\n' &&
             buf_[pos_] != '\r') {
        if (buf_[pos_] == '\\' && pos_ + 1 < size_ && buf_[pos_ + 1] != '\n' &&
            buf_[pos_ + 1] != '\r')
          ++pos_;
        ++pos_;
      }
      if (pos_ >= size_ || buf_[pos_] != '"') {
        error(start, 1, "unterminated string");
      } else {
        ++pos_;
      }
      push(TokenKind::String, start, pos_);
      continue;
    }
    case ':':
      if (pos_ + 1 < size_ && buf_[pos_ + 1] == ':') {
        pos_ += 2;
        push(TokenKind::ColonColon, start, pos_);
      } else {
        push(TokenKind::Colon, start, ++pos_);
      }
      continue;
    case ',': push(TokenKind::Comma, start, ++pos_); continue;
    case '[': push(TokenKind::LBracket, start, ++pos_); continue;
    case ']': push(TokenKind::RBracket, start, ++pos_); continue;
    case '(': push(TokenKind::LParen, start, ++pos_); continue;
    case ')': push(TokenKind::RParen, start, ++pos_); continue;
    case '+': push(TokenKind::Plus, start, ++pos_); continue;
    case '-': push(TokenKind::Minus, start, ++pos_); continue;
    case '*': push(TokenKind::Star, start, ++pos_); continue;
    case '%': push(TokenKind::Percent, start, ++pos_); continue;
    case '|': push(TokenKind::Pipe, start, ++pos_); continue;
    case '&': push(TokenKind::Amp, start, ++pos_); continue;
    case '^': push(TokenKind::Caret, start, ++pos_); continue;
    case '~': push(TokenKind::Tilde, start, ++pos_); continue;
    case '!': push(TokenKind::Bang, start, ++pos_); continue;
    case '<': push(TokenKind::Less, start, ++pos_); continue;
    case '>': push(TokenKind::Greater, start, ++pos_); continue;
    case '=': push(TokenKind::Equal, start, ++pos_); continue;
    default:
      break;
    }
    if (isDigit(c)) {
      lexNumber(out);
      continue;
    }
    if (isIdentStart(c)) {
      while (pos_ < size_ && isIdentChar(buf_[pos_]))
        ++pos_;
      push(TokenKind::Identifier, start, pos_);
      continue;
    }
    if (static_cast<unsigned char>(c) >= 0x80) {
      lexUtf8(start);
      push(TokenKind::Other, start, pos_);
      continue;
    }
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
      error(start, 1, "unexpected control character (byte 0x" +
                          std::string(1, "0123456789abcdef"[(c >> 4) & 15]) +
                          std::string(1, "0123456789abcdef"[c & 15]) + ")");
    push(TokenKind::Other, start, ++pos_);
  }
  out.end = pos_;
  out.hasError = diags_.errorCount() != errorsBefore;
  return true;
}

// 0x1f, 0b101, 12, 1.5, 1e-3, 2.0e+10. A malformed suffix is left for the
// parser to reject as an unexpected identifier.
void Lexer::lexNumber(Statement& out) {
  uint32_t start = pos_;
  auto at = [&](uint32_t i) { return i < size_ ? buf_[i] : '\0'; };
  if (buf_[pos_] == '0' && (at(pos_ + 1) == 'x' || at(pos_ + 1) == 'X') &&
      std::isxdigit(static_cast<unsigned char>(at(pos_ + 2)))) {
    pos_ += 2;
    while (pos_ < size_ && std::isxdigit(static_cast<unsigned char>(buf_[pos_])))
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
    uint32_t lineEnd = skipLine(buf_, pos_, size_);
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
