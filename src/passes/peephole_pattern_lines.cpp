// The pattern file's lines (grammar: docs/peephole.md): `match` (an
// instruction variable, mnemonics, operands), `require` (a constraint of
// the table below with its arity) and `rewrite` (delete, or a mnemonic and
// terms), and the terms: a bound variable, a number or a {sum}. A misspelt
// mnemonic or constraint gets a "did you mean".
#include "passes/peephole_reader.h"

#include "isa/mnemonics.h"
#include "support/spell.h"

namespace silken::passes {
namespace patterns {
namespace {

struct ConstraintSpec {
  std::string_view name;
  ConstraintKind kind;
  unsigned arity;
};
constexpr ConstraintSpec kConstraints[] = {
    {"adjacent", ConstraintKind::Adjacent, 2},
    {"no-write-between", ConstraintKind::NoWriteBetween, 2},
    {"same-msb", ConstraintKind::SameMsb, 2},
    {"single-use", ConstraintKind::SingleUse, 2},
    {"flags-dead", ConstraintKind::FlagsDead, 1},
    {"msb-redundant", ConstraintKind::MsbRedundant, 1},
    {"waits-for-nothing", ConstraintKind::WaitsForNothing, 1},
    {"self-copy", ConstraintKind::SelfCopy, 1},
    {"at-most", ConstraintKind::AtMost, 2},
    {"vgpr", ConstraintKind::Vgpr, 1},
    {"sgpr", ConstraintKind::Sgpr, 1},
};
constexpr size_t kMaxMatches = 4;

} // namespace

void Reader::matchLine() {
  MatchLine m;
  const Token* at = peek();
  if (!variable(m.var, "an instruction variable ($name)") || !expectPunct('='))
    return;
  if (isInstrVar(m.var) || operandVars_.count(m.var))
    return error(at->col, at->text, "variable '$" + m.var + "' is already bound");
  if (open_->matches.size() == kMaxMatches)
    return error(at->col, at->text, "a pattern matches at most 4 instructions");
  do {
    const Token* mn = peek();
    if (!mn || mn->kind != Token::Kind::Ident)
      return expected("a mnemonic");
    ++pos_;
    isa::MnemonicId id = isa::lookupMnemonic(mn->text);
    if (id < 0)
      return unknownMnemonic(*mn);
    m.mnemonics.push_back(id);
  } while (punct('|'));
  while (peek()) {
    if (!m.operands.empty() && !expectPunct(','))
      return;
    const Token* t = peek();
    OperandPattern op;
    if (t && t->kind == Token::Kind::Var) {
      op.kind = OperandPattern::Kind::Var;
      op.var = std::string(t->text.substr(1));
      if (isInstrVar(op.var))
        return error(t->col, t->text, "'$" + op.var + "' names an instruction, not an operand");
    } else if (t && t->kind == Token::Kind::Int) {
      op.kind = OperandPattern::Kind::Int;
      op.value = t->value;
    } else if (!(t && t->kind == Token::Kind::Ident && t->text == "_")) {
      return expected("an operand ($name, a number or _)");
    }
    ++pos_;
    if (op.kind == OperandPattern::Kind::Var)
      operandVars_.insert(op.var);
    m.operands.push_back(std::move(op));
  }
  open_->matches.push_back(std::move(m));
}

void Reader::unknownMnemonic(const Token& mn) {
  error(mn.col, mn.text, "unknown mnemonic '" + std::string(mn.text) + "'");
  std::string_view hint = closestMatch(mn.text, isa::allMnemonics());
  if (!hint.empty())
    diags_.note({line_, mn.col}, uint32_t(mn.text.size()),
                "did you mean '" + std::string(hint) + "'?");
}

// $var (bound before), a number, or {term +/- term ...}.
bool Reader::term(Term& out, bool allowInstr) {
  const Token* t = peek();
  if (t && t->kind == Token::Kind::Int) {
    ++pos_;
    out = {Term::Kind::Int, "", t->value, 1, {}};
    return true;
  }
  if (t && t->kind == Token::Kind::Var) {
    ++pos_;
    out = {Term::Kind::Var, std::string(t->text.substr(1)), 0, 1, {}};
    bool instr = isInstrVar(out.var);
    if (!instr && !operandVars_.count(out.var)) {
      error(t->col, t->text, "'" + std::string(t->text) + "' is not bound by a match line");
      return false;
    }
    if (instr && !allowInstr) {
      error(t->col, t->text, "'" + std::string(t->text) + "' names an instruction here");
      return false;
    }
    return true;
  }
  if (t && t->kind == Token::Kind::Punct && t->text == "{") {
    ++pos_;
    out = {Term::Kind::Sum, "", 0, 1, {}};
    int sign = 1;
    while (true) {
      Term part;
      if (!term(part, false))
        return false;
      if (part.kind == Term::Kind::Sum) {
        expected("a variable or a number");
        return false;
      }
      part.sign = sign;
      out.parts.push_back(std::move(part));
      if (punct('}'))
        return true;
      if (punct('+'))
        sign = 1;
      else if (punct('-'))
        sign = -1;
      else if (const Token* n = peek(); n && n->kind == Token::Kind::Int && n->value < 0)
        sign = 1; // "$n -1": the minus belongs to the number
      else {
        expected("'+', '-' or '}'");
        return false;
      }
    }
  }
  expected("a variable, a number or {sum}");
  return false;
}

void Reader::requireLine() {
  const Token* name = peek();
  if (!name || name->kind != Token::Kind::Ident)
    return expected("a constraint name");
  ++pos_;
  const ConstraintSpec* spec = nullptr;
  for (const ConstraintSpec& s : kConstraints)
    if (s.name == name->text)
      spec = &s;
  if (!spec) {
    error(name->col, name->text, "unknown constraint '" + std::string(name->text) + "'");
    std::string_view hint = closestMatch(name->text, constraintNames());
    if (!hint.empty())
      diags_.note({line_, name->col}, uint32_t(name->text.size()),
                  "did you mean '" + std::string(hint) + "'?");
    return;
  }
  Constraint c{spec->kind, {}, {line_, name->col}};
  if (!expectPunct('('))
    return;
  while (!punct(')')) {
    if (!c.args.empty() && !expectPunct(','))
      return;
    Term t;
    if (!term(t, true))
      return;
    c.args.push_back(std::move(t));
  }
  if (c.args.size() != spec->arity)
    return error(name->col, name->text,
                 "'" + std::string(spec->name) + "' takes " + std::to_string(spec->arity) +
                     " argument" + (spec->arity == 1 ? "" : "s") + ", not " +
                     std::to_string(c.args.size()));
  if (!atEnd())
    return;
  open_->constraints.push_back(std::move(c));
}

void Reader::rewriteLine() {
  RewriteLine r;
  const Token* t = peek();
  if (t && t->kind == Token::Kind::Ident && t->text == "delete") {
    ++pos_;
    r.erase = true;
    const Token* v = peek();
    if (!variable(r.var, "an instruction variable"))
      return;
    if (!isInstrVar(r.var))
      return error(v->col, v->text, "'$" + r.var + "' is not an instruction variable");
    if (!atEnd())
      return;
    open_->rewrites.push_back(std::move(r));
    return;
  }
  const Token* v = peek();
  if (!variable(r.var, "'delete' or an instruction variable") || !expectPunct('='))
    return;
  if (!isInstrVar(r.var))
    return error(v->col, v->text, "'$" + r.var + "' is not an instruction variable");
  const Token* mn = peek();
  if (!mn || mn->kind != Token::Kind::Ident)
    return expected("a mnemonic");
  ++pos_;
  if (isa::lookupMnemonic(mn->text) < 0)
    return unknownMnemonic(*mn);
  r.mnemonic = std::string(mn->text);
  while (peek()) {
    if (!r.operands.empty() && !expectPunct(','))
      return;
    Term op;
    if (!term(op, false))
      return;
    r.operands.push_back(std::move(op));
  }
  open_->rewrites.push_back(std::move(r));
}

} // namespace patterns

std::vector<std::string_view> constraintNames() {
  std::vector<std::string_view> out;
  for (const patterns::ConstraintSpec& s : patterns::kConstraints)
    out.push_back(s.name);
  return out;
}

} // namespace silken::passes
