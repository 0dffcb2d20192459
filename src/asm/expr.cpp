#include "asm/expr.h"

#include <charconv>

namespace silken::as {
namespace {

constexpr int kMaxDepth = 200; // deeper nesting is garbage, not a kernel
const std::string kTooDeep =
    "expression is nested too deeply (at most " + std::to_string(kMaxDepth) + ")";

// Binary operator precedence levels, loosest first.
int levelOf(const std::vector<Token>& toks, size_t pos, size_t& width) {
  width = 1;
  if (pos >= toks.size())
    return -1;
  switch (toks[pos].kind) {
  case TokenKind::Pipe: return 0;
  case TokenKind::Caret: return 1;
  case TokenKind::Amp: return 2;
  case TokenKind::Less:
  case TokenKind::Greater:
    if (pos + 1 < toks.size() && toks[pos + 1].kind == toks[pos].kind &&
        toks[pos + 1].begin == toks[pos].end) {
      width = 2;
      return 3;
    }
    return -1;
  case TokenKind::Plus:
  case TokenKind::Minus: return 4;
  case TokenKind::Star:
  case TokenKind::Slash:
  case TokenKind::Percent: return 5;
  default: return -1;
  }
}

} // namespace

std::optional<int64_t> ExprParser::parseInteger(std::string_view text) {
  uint64_t v = 0;
  const char* b = text.data();
  const char* e = b + text.size();
  int base = 10;
  if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
    base = 16;
    b += 2;
  } else if (text.size() > 2 && text[0] == '0' &&
             (text[1] == 'b' || text[1] == 'B')) {
    base = 2;
    b += 2;
  }
  auto [p, ec] = std::from_chars(b, e, v, base);
  if (ec != std::errc() || p != e)
    return std::nullopt;
  return int64_t(v);
}

bool ExprParser::fail(size_t pos, std::string message) {
  if (!failed_) {
    uint32_t off = pos < tokens_.size() ? tokens_[pos].begin
                   : tokens_.empty()    ? 0
                                        : tokens_.back().end;
    uint32_t len = pos < tokens_.size() ? tokens_[pos].end - tokens_[pos].begin : 1;
    diags_.error(file_.locate(off), len, std::move(message));
  }
  failed_ = true;
  return false;
}

ExprResult ExprParser::parse(size_t& pos) {
  result_ = ExprResult();
  failed_ = false;
  depth_ = 0;
  size_t width;
  if (at(pos, TokenKind::Integer) && levelOf(tokens_, pos + 1, width) < 0) {
    // Most operands are one literal: what parsePrimary does, without the
    // descent through the precedence levels.
    result_.value = parseInteger(lexer_.text(tokens_[pos++]));
    result_.ok = result_.value.has_value();
    if (!result_.ok)
      fail(pos - 1, "integer literal is too large");
    return result_;
  }
  std::optional<int64_t> v = parseBinary(pos, 0);
  result_.ok = !failed_;
  result_.value = failed_ ? std::nullopt : v;
  return result_;
}

// Precedence climbing: parse operators binding tighter than `level`.
std::optional<int64_t> ExprParser::parseBinary(size_t& pos, int level) {
  std::optional<int64_t> lhs = parseUnary(pos);
  size_t width;
  int opLevel;
  while (!failed_ && (opLevel = levelOf(tokens_, pos, width)) >= level) {
    TokenKind op = tokens_[pos].kind;
    size_t opPos = pos;
    pos += width;
    std::optional<int64_t> rhs = parseBinary(pos, opLevel + 1);
    if (failed_)
      return std::nullopt;
    if (!lhs || !rhs) {
      lhs.reset();
      continue;
    }
    int64_t a = *lhs, b = *rhs;
    switch (op) {
    case TokenKind::Pipe: lhs = a | b; break;
    case TokenKind::Caret: lhs = a ^ b; break;
    case TokenKind::Amp: lhs = a & b; break;
    case TokenKind::Less: lhs = int64_t(uint64_t(a) << (b & 63)); break;
    case TokenKind::Greater: lhs = a >> (b & 63); break;
    case TokenKind::Plus: lhs = int64_t(uint64_t(a) + uint64_t(b)); break;
    case TokenKind::Minus: lhs = int64_t(uint64_t(a) - uint64_t(b)); break;
    case TokenKind::Star: lhs = int64_t(uint64_t(a) * uint64_t(b)); break;
    case TokenKind::Slash:
    case TokenKind::Percent:
      if (b == 0) {
        fail(opPos, "division by zero in expression");
        return std::nullopt;
      }
      if (a == INT64_MIN && b == -1)
        lhs = op == TokenKind::Slash ? a : 0;
      else
        lhs = op == TokenKind::Slash ? a / b : a % b;
      break;
    default: break;
    }
  }
  return lhs;
}

std::optional<int64_t> ExprParser::parseUnary(size_t& pos) {
  if (++depth_ > kMaxDepth) {
    fail(pos, kTooDeep);
    return std::nullopt;
  }
  std::optional<int64_t> v;
  if (at(pos, TokenKind::Minus) || at(pos, TokenKind::Tilde) ||
      at(pos, TokenKind::Bang) || at(pos, TokenKind::Plus)) {
    TokenKind op = tokens_[pos++].kind;
    v = parseUnary(pos);
    if (v) {
      if (op == TokenKind::Minus)
        v = int64_t(0 - uint64_t(*v));
      else if (op == TokenKind::Tilde)
        v = ~*v;
      else if (op == TokenKind::Bang)
        v = *v == 0;
    }
  } else {
    v = parsePrimary(pos);
  }
  --depth_;
  return v;
}

std::optional<int64_t> ExprParser::parsePrimary(size_t& pos) {
  if (pos >= tokens_.size()) {
    fail(pos, "expected expression");
    return std::nullopt;
  }
  const Token& t = tokens_[pos];
  switch (t.kind) {
  case TokenKind::Integer: {
    ++pos;
    auto v = parseInteger(lexer_.text(t));
    if (!v)
      fail(pos - 1, "integer literal is too large");
    return v;
  }
  case TokenKind::LParen: {
    ++pos;
    if (++depth_ > kMaxDepth) {
      fail(pos, kTooDeep);
      return std::nullopt;
    }
    std::optional<int64_t> v = parseBinary(pos, 0);
    --depth_;
    if (failed_)
      return std::nullopt;
    if (!at(pos, TokenKind::RParen)) {
      fail(pos, "expected ')' in expression");
      return std::nullopt;
    }
    ++pos;
    return v;
  }
  case TokenKind::Identifier: {
    std::string_view name = lexer_.text(t);
    ++pos;
    if (result_.firstSymbol.empty())
      result_.firstSymbol = name;
    if (at(pos, TokenKind::LParen)) {
      // A function such as max(a, b) in LLVM's resource .set lines: the
      // arguments are checked for syntax, the value is left unknown.
      ++pos;
      while (!failed_ && !at(pos, TokenKind::RParen)) {
        parseBinary(pos, 0);
        if (at(pos, TokenKind::Comma))
          ++pos;
        else if (!at(pos, TokenKind::RParen))
          fail(pos, "expected ',' or ')' in argument list");
      }
      if (!failed_)
        ++pos;
      return std::nullopt;
    }
    std::optional<int64_t> v = symbols_.valueAt(name, ordinal_);
    if (!v && result_.unknownSymbol.empty()) {
      result_.unknownSymbol = name;
      result_.unknownOffset = t.begin;
    }
    return v;
  }
  default:
    fail(pos, std::string("expected expression, found ") + tokenKindName(t.kind));
    return std::nullopt;
  }
}

} // namespace silken::as
