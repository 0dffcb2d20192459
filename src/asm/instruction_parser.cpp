#include "asm/instruction_parser.h"

#include "isa/mnemonics.h"

#include <algorithm>
#include <array>

namespace silken::as {
namespace {

// llvm-mc takes at most sext(neg(|x|)); the bound keeps the recursion (and
// so the stack) small whatever the input nests.
constexpr int kMaxOperandDepth = 16;

// "v", "s", "ttmp" -> file; the rest of `name` is returned in `digits`.
ir::RegFile registerPrefix(std::string_view name, std::string_view& digits) {
  if (name.starts_with("ttmp")) {
    digits = name.substr(4);
    return ir::RegFile::TTMP;
  }
  if (!name.empty() && (name[0] == 'v' || name[0] == 's')) {
    digits = name.substr(1);
    return name[0] == 'v' ? ir::RegFile::V : ir::RegFile::S;
  }
  return ir::RegFile::None;
}

// Flags that stand alone after the operands (no ':value').
bool isBareModifier(std::string_view n) {
  static constexpr std::string_view kFlags[] = {
      "a16",   "bound_ctrl", "clamp", "d16",   "da",     "dlc",
      "fi",    "gds",        "glc",   "high",  "idxen",  "lds",
      "lwe",   "matrix_a_reuse", "matrix_b_reuse", "nv", "off", "offen",
      "r128",  "row_mirror", "row_half_mirror", "scale_offset", "slc", "sc0", "sc1",
      "tfe",   "unorm",      "wave_shr"};
  return std::find(std::begin(kFlags), std::end(kFlags), n) != std::end(kFlags) ||
         n.starts_with("matrix_") || n.starts_with("row_") ||
         n.starts_with("wave_");
}

} // namespace

std::string_view InstructionParser::span(size_t first, size_t last) const {
  if (last <= first)
    return {};
  const char* base = file_.text().data();
  return std::string_view(base + toks_[first].begin,
                          toks_[last - 1].end - toks_[first].begin);
}

bool InstructionParser::error(size_t pos, std::string message) {
  uint32_t off = pos < toks_.size() ? toks_[pos].begin : toks_.back().end;
  uint32_t len = pos < toks_.size() ? toks_[pos].end - toks_[pos].begin : 1;
  diags_.error(file_.locate(off), len, std::move(message));
  return false;
}

// instruction_rest := operand_list [ '::' mnemonic operand_list ] modifier*
bool InstructionParser::parseRest(size_t pos, ir::Inst& inst, ir::Module& module) {
  scratch_.operands.clear();
  scratch_.modifiers.clear();
  bool ok = parseParts(pos, inst);
  module.setParts(inst, scratch_.operands, scratch_.modifiers);
  return ok;
}

bool InstructionParser::parseParts(size_t pos, ir::Inst& inst) {
  if (!parseOperandList(pos))
    return false;
  if (at(pos, TokenKind::ColonColon)) {
    ++pos;
    if (!at(pos, TokenKind::Identifier))
      return error(pos, "expected the second instruction of a VOPD pair after '::'");
    inst.dualMnemonic = text(pos);
    inst.dualOpcode = isa::lookupMnemonic(inst.dualMnemonic);
    inst.dualFirstOperand =
        uint8_t(std::min<size_t>(scratch_.operands.size(), 255));
    ++pos;
    if (!parseOperandList(pos))
      return false;
  }
  while (pos < toks_.size()) {
    ir::Modifier mod;
    if (!parseModifier(pos, mod))
      return false;
    scratch_.modifiers.push_back(mod);
  }
  return true;
}

// operand_list := [ operand { ',' operand } ]
bool InstructionParser::parseOperandList(size_t& pos) {
  // An instruction with no operands may still carry modifiers.
  if (pos >= toks_.size() || at(pos, TokenKind::ColonColon) ||
      (at(pos, TokenKind::Identifier) && at(pos + 1, TokenKind::Colon) &&
       text(pos) != "off"))
    return true;
  for (;;) {
    ir::Operand op;
    if (!parseOperand(pos, op, 0))
      return false;
    scratch_.operands.push_back(op);
    if (!at(pos, TokenKind::Comma))
      return true;
    ++pos;
    if (pos >= toks_.size())
      return error(pos, "expected operand after ','");
  }
}

// operand := '-' operand | '|' operand '|' | ('neg'|'abs'|'sext') '(' operand ')'
//          | core
bool InstructionParser::parseOperand(size_t& pos, ir::Operand& op, int depth) {
  size_t first = pos;
  if (depth > kMaxOperandDepth)
    return error(pos, "operand modifiers are nested too deeply (at most " +
                          std::to_string(kMaxOperandDepth) + ")");
  if (at(pos, TokenKind::Pipe)) {
    ++pos;
    if (!parseOperand(pos, op, depth + 1))
      return false;
    if (!at(pos, TokenKind::Pipe))
      return error(pos, "expected '|' to close the absolute value");
    ++pos;
    op.abs = true;
    op.text = span(first, pos);
    return true;
  }
  if (at(pos, TokenKind::Identifier) && at(pos + 1, TokenKind::LParen) &&
      (text(pos) == "neg" || text(pos) == "abs" || text(pos) == "sext")) {
    std::string_view fn = text(pos);
    pos += 2;
    if (!parseOperand(pos, op, depth + 1))
      return false;
    if (!at(pos, TokenKind::RParen))
      return error(pos, "expected ')' after operand of " + std::string(fn) + "(");
    ++pos;
    // Bit-fields: clang cannot assign through a conditional of them.
    if (fn == "neg")
      op.neg = true;
    else if (fn == "abs")
      op.abs = true;
    else
      op.sext = true;
    op.text = span(first, pos);
    return true;
  }
  // '-' negates a register or |x|; before a number it is part of the value.
  if (at(pos, TokenKind::Minus) &&
      (at(pos + 1, TokenKind::Pipe) ||
       (at(pos + 1, TokenKind::Identifier) &&
        (at(pos + 2, TokenKind::LParen) || [&] {
          ir::RegRef r;
          std::string_view d;
          std::string_view n = text(pos + 1);
          return lookupSpecialRegister(n, r) ||
                 (registerPrefix(n, d) != ir::RegFile::None &&
                  (d.empty() || isDigit(d[0])));
        }())))) {
    ++pos;
    if (!parseOperand(pos, op, depth + 1))
      return false;
    op.neg = !op.neg;
    op.text = span(first, pos);
    return true;
  }
  if (!parseCore(pos, op))
    return false;
  op.text = span(first, pos);
  return true;
}

// core := register | register_range | function_chain | float | expr
bool InstructionParser::parseCore(size_t& pos, ir::Operand& op) {
  if (pos >= toks_.size())
    return error(pos, "expected operand");
  const Token& t = toks_[pos];
  if (t.kind == TokenKind::Float ||
      (t.kind == TokenKind::Minus && at(pos + 1, TokenKind::Float))) {
    op.kind = ir::OperandKind::Float;
    pos += t.kind == TokenKind::Minus ? 2 : 1;
    return true;
  }
  if (t.kind == TokenKind::Identifier) {
    std::string_view name = text(pos);
    std::string_view digits;
    ir::RegFile file = registerPrefix(name, digits);
    // v7, s12, ttmp9, v32.l: the common case, checked first.
    if (file != ir::RegFile::None && !digits.empty() && isDigit(digits[0])) {
      ir::RegHalf half = ir::RegHalf::Full;
      if (digits.ends_with(".l") || digits.ends_with(".h")) {
        half = digits.back() == 'l' ? ir::RegHalf::Lo : ir::RegHalf::Hi;
        digits.remove_suffix(2);
      }
      // The digits are range-checked as text before they are added up:
      // v99999999999 is an out-of-range register (as for llvm-mc), never an
      // int overflow.
      if (std::all_of(digits.begin(), digits.end(), isDigit)) {
        int index = -1;
        if (digits.size() <= 4) {
          index = 0;
          for (char c : digits)
            index = index * 10 + (c - '0');
        }
        if (index < 0 || index > maxIndex(file))
          return error(pos, "register index " +
                                (digits.size() <= 24 ? std::string(digits)
                                 : "of " + std::to_string(digits.size()) + " digits") +
                                " is out of range (at most " +
                                std::to_string(maxIndex(file)) + ")");
        if (half != ir::RegHalf::Full && file != ir::RegFile::V)
          return error(pos, "only VGPRs have .l/.h halves");
        op.kind = ir::OperandKind::Reg;
        op.reg = {file, half, false, uint16_t(index), 1};
        ++pos;
        return true;
      }
    }
    if (file != ir::RegFile::None && digits.empty() &&
        at(pos + 1, TokenKind::LBracket) && adjacent(pos + 1)) {
      ++pos;
      return parseRegisterRange(pos, file, op);
    }
    if (name == "off") {
      op.kind = ir::OperandKind::Off;
      ++pos;
      return true;
    }
    if (lookupSpecialRegister(name, op.reg)) {
      op.kind = ir::OperandKind::Reg;
      ++pos;
      return true;
    }
    if (at(pos + 1, TokenKind::LParen) && adjacent(pos + 1))
      return parseFunctionChain(pos, op);
  }
  if (int64_t v; literalAlone(pos, v)) { // 0x94, 12: no expression parser
    ++pos;
    op.hasValue = true;
    op.value = v;
    op.kind = ir::OperandKind::Imm;
    return true;
  }
  ExprParser expr(lexer_, toks_, symbols_, ordinal_, diags_, file_);
  ExprResult r = expr.parse(pos);
  if (!r.ok)
    return false;
  op.setSymbol(r.firstSymbol);
  op.hasValue = r.value.has_value();
  op.value = r.value.value_or(0);
  op.kind = op.hasValue ? ir::OperandKind::Imm : ir::OperandKind::Expr;
  return true;
}

// function_chain := name '(' args ')' { ['|'] name '(' args ')' }
//   hwreg(HW_REG_MODE, 0, 2)    depctr_va_vdst(0) depctr_sa_sdst(0)
//   instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
bool InstructionParser::parseFunctionChain(size_t& pos, ir::Operand& op) {
  op.kind = ir::OperandKind::Func;
  op.setSymbol(text(pos));
  for (;;) {
    pos += 1; // name
    if (!skipBalanced(pos, TokenKind::LParen, TokenKind::RParen))
      return false;
    size_t next = at(pos, TokenKind::Pipe) ? pos + 1 : pos;
    if (at(next, TokenKind::Identifier) && at(next + 1, TokenKind::LParen) &&
        adjacent(next + 1)) {
      pos = next;
      continue;
    }
    return true;
  }
}

bool InstructionParser::skipBalanced(size_t& pos, TokenKind open,
                                     TokenKind close) {
  size_t start = pos;
  int depth = 0;
  for (; pos < toks_.size(); ++pos) {
    if (toks_[pos].kind == open)
      ++depth;
    else if (toks_[pos].kind == close && --depth == 0) {
      ++pos;
      return true;
    }
  }
  return error(start, std::string("unbalanced ") + tokenKindName(open));
}

// modifier := name [ ':' ( '[' ... ']' | expr ) ]
bool InstructionParser::parseModifier(size_t& pos, ir::Modifier& mod) {
  if (!at(pos, TokenKind::Identifier))
    return error(pos, std::string("unexpected ") + tokenKindName(toks_[pos].kind) +
                          " after the operands");
  mod.name = text(pos);
  ++pos;
  if (!at(pos, TokenKind::Colon)) {
    if (!isBareModifier(mod.name))
      return error(pos - 1, "unexpected '" + std::string(mod.name) +
                                "' after the operands (missing ','?)");
    return true;
  }
  ++pos;
  size_t first = pos;
  if (at(pos, TokenKind::LBracket)) {
    if (!skipBalanced(pos, TokenKind::LBracket, TokenKind::RBracket))
      return false;
  } else if (int64_t v; literalAlone(pos, v)) { // offset:1456
    ++pos;
    mod.hasNumber = true;
    mod.number = v;
  } else {
    ExprParser expr(lexer_, toks_, symbols_, ordinal_, diags_, file_);
    ExprResult r = expr.parse(pos);
    if (!r.ok)
      return false;
    mod.hasNumber = r.value.has_value() && r.firstSymbol.empty();
    mod.number = r.value.value_or(0);
  }
  mod.value = span(first, pos);
  return true;
}

} // namespace silken::as
