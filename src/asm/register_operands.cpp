// Register ranges and short literals: the parts of an operand's core
// (instruction_parser.cpp) that read numbers, and the fast path for a
// number alone that skips the expression parser (ExprParser gives the same
// value: tests/unit/operand_test.cpp checks each literal both ways).
#include "asm/instruction_parser.h"

#include <algorithm>

namespace silken::as {
namespace {

constexpr int kMaxTupleWidth = 32; // v[0:31], the widest WMMA operand group

// `t` as a decimal of at most 9 digits or a 0x hex of at most 15 (what
// ExprParser::parseInteger makes of it), or false: a longer or binary one
// goes the long way.
bool shortInteger(std::string_view t, int64_t& value) {
  int64_t v = 0;
  if (t.size() > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X')) {
    if (t.size() > 17)
      return false;
    for (char c : t.substr(2)) {
      char l = char(c | 0x20);
      int d = isDigit(c) ? c - '0' : l >= 'a' && l <= 'f' ? l - 'a' + 10 : -1;
      if (d < 0)
        return false;
      v = v * 16 + d;
    }
  } else {
    if (t.empty() || t.size() > 9)
      return false;
    for (char c : t) {
      if (!isDigit(c))
        return false;
      v = v * 10 + (c - '0');
    }
  }
  value = v;
  return true;
}

} // namespace

// Token `pos` is a short integer literal that is a whole expression: the
// token after it cannot continue one (the end, ',', '::' or the next
// modifier's name), so ExprParser would give the same value.
bool InstructionParser::literalAlone(size_t pos, int64_t& value) const {
  return at(pos, TokenKind::Integer) &&
         (pos + 1 == toks_.size() || at(pos + 1, TokenKind::Comma) ||
          at(pos + 1, TokenKind::ColonColon) || at(pos + 1, TokenKind::Identifier)) &&
         shortInteger(text(pos), value);
}

// Token `pos` starts a bound of TensileLite's symbolic form, a symbol with
// a value plus or minus short literals (`vgprValuA+28+3`), ending at ':'
// or ']': its value as ExprParser computes it (left to right, wrapping),
// `pos` past it. False leaves `pos` alone for the expression parser (and
// its diagnostics: an undefined symbol, a function, another operator).
bool InstructionParser::symbolBound(size_t& pos, int64_t& value) const {
  if (!at(pos, TokenKind::Identifier) || at(pos + 1, TokenKind::LParen))
    return false;
  size_t p = pos + 1;
  for (; at(p, TokenKind::Plus) || at(p, TokenKind::Minus); p += 2)
    if (!at(p + 1, TokenKind::Integer))
      return false;
  if (!at(p, TokenKind::Colon) && !at(p, TokenKind::RBracket))
    return false;
  std::optional<int64_t> v = symbols_.valueAt(text(pos), ordinal_);
  if (!v)
    return false;
  uint64_t sum = uint64_t(*v);
  for (size_t q = pos + 1; q < p; q += 2) {
    int64_t n;
    if (!shortInteger(text(q + 1), n))
      return false;
    sum = at(q, TokenKind::Plus) ? sum + uint64_t(n) : sum - uint64_t(n);
  }
  value = int64_t(sum);
  pos = p;
  return true;
}

// One bound of a register range, an expression that must have a value.
bool InstructionParser::parseBound(ExprParser& expr, size_t& pos, int64_t& value,
                                   bool& symbolic) {
  size_t startTok = pos;
  ExprResult r = expr.parse(pos);
  if (!r.ok)
    return false;
  symbolic |= !r.firstSymbol.empty();
  if (!r.value) {
    std::string_view sym = r.unknownSymbol.empty() ? r.firstSymbol : r.unknownSymbol;
    uint32_t off = r.unknownSymbol.empty() ? toks_[startTok].begin : r.unknownOffset;
    diags_.error(file_.locate(off), uint32_t(std::max<size_t>(1, sym.size())),
                 symbols_.definedAt(sym, ordinal_)
                     ? "symbol '" + std::string(sym) +
                           "' has no absolute value here (it is UNDEF or not a constant)"
                     : "undefined symbol '" + std::string(sym) + "' in register index");
    return false;
  }
  value = *r.value;
  return true;
}

// register_range := ('v'|'s'|'ttmp') '[' expr [ ':' expr ] ']'
bool InstructionParser::parseRegisterRange(size_t& pos, ir::RegFile file,
                                           ir::Operand& op) {
  ++pos; // '['
  if (pos >= toks_.size() || at(pos, TokenKind::RBracket) ||
      at(pos, TokenKind::Comma) || at(pos, TokenKind::Colon))
    return error(pos, "expected register index expression after '['");
  ExprParser expr(lexer_, toks_, symbols_, ordinal_, diags_, file_);
  int64_t bounds[2];
  bool symbolic = false;
  int n = 0;
  for (; n < 2; ++n) {
    // s[4:5], v[12]: a bound that is one short literal needs no expression
    // parser (a third of all operands are ranges).
    if (at(pos, TokenKind::Integer) &&
        (at(pos + 1, TokenKind::Colon) || at(pos + 1, TokenKind::RBracket)) &&
        shortInteger(text(pos), bounds[n])) {
      ++pos;
    } else if (symbolBound(pos, bounds[n])) {
      symbolic = true;
    } else if (!parseBound(expr, pos, bounds[n], symbolic)) {
      return false;
    }
    if (!at(pos, TokenKind::Colon))
      break;
    if (n == 1)
      return error(pos, "expected ']' to close the register range");
    ++pos;
  }
  if (n == 2)
    n = 1;
  if (!at(pos, TokenKind::RBracket))
    return error(pos, "expected ']' to close the register range");
  ++pos;
  int64_t lo = bounds[0], hi = n == 1 ? bounds[1] : bounds[0];
  // The first register must be addressable; a tuple may run past the end
  // of the 256-VGPR window (TensileLite writes v[254:257] under
  // s_set_vgpr_msb, and llvm-mc accepts it).
  if (lo < 0 || lo > maxIndex(file)) {
    diags_.error(file_.locate(toks_[pos - 1].begin), 1,
                 "register index " + std::to_string(lo) +
                     " is out of range (at most " +
                     std::to_string(maxIndex(file)) + ")");
    return false;
  }
  if (hi < lo) {
    diags_.error(file_.locate(toks_[pos - 1].begin), 1,
                 "invalid register range: last index " + std::to_string(hi) +
                     " is below first index " + std::to_string(lo));
    return false;
  }
  if (hi - lo >= kMaxTupleWidth) {
    diags_.error(file_.locate(toks_[pos - 1].begin), 1,
                 "register range of " + std::to_string(uint64_t(hi - lo) + 1) +
                     " registers is wider than any operand (at most " +
                     std::to_string(kMaxTupleWidth) + ")");
    return false;
  }
  op.kind = ir::OperandKind::Reg;
  op.reg = {file, ir::RegHalf::Full, symbolic, uint16_t(lo), uint16_t(hi - lo + 1)};
  return true;
}

} // namespace silken::as
