// The pattern file reader (grammar: docs/peephole.md). One statement per
// line; a malformed one is an error at its token, and reading goes on at
// the next line so that one run lists every problem.
#include "passes/peephole_patterns.h"

#include "passes/peephole_lexer.h"

#include "support/spell.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <optional>
#include <set>

namespace silken::passes {
namespace {

using patterns::LineLexer;
using patterns::Token;

// The built-in table, made into a raw string by CMake at configure time.
constexpr std::string_view kBuiltin =
#include "peephole_patterns.inc"
    ;

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
constexpr std::string_view kOptions[] = {"fp-contract"};
constexpr size_t kMaxMatches = 4;

class Reader {
public:
  Reader(const SourceFile& file, DiagEngine& diags) : file_(file), diags_(diags) {}

  bool read(std::vector<Pattern>& out) {
    for (line_ = 1; line_ <= file_.lineCount(); ++line_) {
      toks_.clear();
      if (!lex())
        continue;
      pos_ = 0;
      if (toks_.empty())
        continue;
      // After an error inside a pattern only its `end` is read: one
      // mistake, one diagnostic.
      if (open_ && diags_.errorCount() > errorsAtOpen_ &&
          !(toks_[0].kind == Token::Kind::Ident &&
            (toks_[0].text == "end" || toks_[0].text == "pattern")))
        continue;
      statement(out);
    }
    if (open_)
      error(open_->loc, uint32_t(open_->name.size() + 8), "pattern '" + open_->name +
                                                             "' has no 'end'");
    return diags_.errorCount() == 0;
  }

private:
  bool lex() {
    LineLexer lx(file_.lineText(line_));
    while (true) {
      Token t;
      if (!lx.next(t)) {
        error(t.col, t.text, "unexpected character '" + std::string(t.text) + "'");
        return false;
      }
      if (t.kind == Token::Kind::End)
        return true;
      toks_.push_back(t);
    }
  }

  void error(SourceLoc loc, uint32_t length, std::string message) {
    diags_.error(loc, std::max<uint32_t>(1, length), std::move(message));
  }
  void error(uint32_t col, std::string_view text, std::string message) {
    error({line_, col}, uint32_t(text.size()), std::move(message));
  }
  // At the current token, or just past the line when there is none.
  void expected(std::string what) {
    if (pos_ < toks_.size())
      error(toks_[pos_].col, toks_[pos_].text,
            "expected " + what + ", found '" + std::string(toks_[pos_].text) + "'");
    else
      error(uint32_t(file_.lineText(line_).size() + 1), " ", "expected " + what);
  }

  const Token* peek() const { return pos_ < toks_.size() ? &toks_[pos_] : nullptr; }
  bool punct(char c) {
    const Token* t = peek();
    if (t && t->kind == Token::Kind::Punct && t->text[0] == c) {
      ++pos_;
      return true;
    }
    return false;
  }
  bool expectPunct(char c) {
    if (punct(c))
      return true;
    expected(std::string("'") + c + "'");
    return false;
  }
  bool atEnd() {
    if (pos_ == toks_.size())
      return true;
    expected("the end of the line");
    return false;
  }

  void statement(std::vector<Pattern>& out) {
    const Token& kw = toks_[pos_++];
    std::string_view k = kw.kind == Token::Kind::Ident ? kw.text : std::string_view();
    if (k == "pattern")
      return patternHead(kw);
    if (k == "match" || k == "require" || k == "rewrite" || k == "end") {
      if (!open_)
        return error(kw.col, kw.text, "'" + std::string(k) + "' outside a pattern");
      if (k == "match")
        return matchLine();
      if (k == "require")
        return requireLine();
      if (k == "rewrite")
        return rewriteLine();
      return endLine(kw, out);
    }
    std::string_view hint = closestMatch(kw.text, {"pattern", "match", "require", "rewrite", "end"});
    error(kw.col, kw.text, "expected 'pattern', 'match', 'require', 'rewrite' or 'end', found '" +
                               std::string(kw.text) + "'");
    if (!hint.empty())
      diags_.note({line_, kw.col}, uint32_t(kw.text.size()),
                  "did you mean '" + std::string(hint) + "'?");
  }

  // A head with a mistake still opens its pattern, as one that is already
  // in error, so that its lines are skipped up to its `end`.
  void patternHead(const Token& kw) {
    if (open_) {
      error(kw.col, kw.text, "pattern '" + open_->name + "' is not closed by 'end'");
      open_.reset();
      operandVars_.clear();
    }
    open_.emplace();
    open_->loc = {line_, kw.col};
    errorsAtOpen_ = diags_.errorCount();
    const Token* name = peek();
    if (!name || name->kind != Token::Kind::Ident)
      return expected("a pattern name");
    ++pos_;
    open_->name = std::string(name->text);
    if (!names_.insert(open_->name).second)
      return error(name->col, name->text, "pattern '" + open_->name + "' is defined twice");
    if (const Token* o = peek(); o && o->kind == Token::Kind::Ident && o->text == "option") {
      ++pos_;
      const Token* v = peek();
      if (!v || v->kind != Token::Kind::Ident)
        return expected("an option name");
      ++pos_;
      if (std::find(std::begin(kOptions), std::end(kOptions), v->text) == std::end(kOptions))
        return error(v->col, v->text, "unknown option '" + std::string(v->text) +
                                          "' (known: fp-contract)");
      open_->option = std::string(v->text);
    }
    atEnd();
  }

  bool variable(std::string& name, const char* what) {
    const Token* t = peek();
    if (!t || t->kind != Token::Kind::Var) {
      expected(what);
      return false;
    }
    ++pos_;
    name = std::string(t->text.substr(1));
    return true;
  }

  bool isInstrVar(const std::string& v) const {
    for (const MatchLine& m : open_->matches)
      if (m.var == v)
        return true;
    return false;
  }

  void matchLine() {
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

  void unknownMnemonic(const Token& mn) {
    error(mn.col, mn.text, "unknown mnemonic '" + std::string(mn.text) + "'");
    std::string_view hint = closestMatch(mn.text, isa::allMnemonics());
    if (!hint.empty())
      diags_.note({line_, mn.col}, uint32_t(mn.text.size()),
                  "did you mean '" + std::string(hint) + "'?");
  }

  // $var (bound before), a number, or {term +/- term ...}.
  bool term(Term& out, bool allowInstr) {
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

  void requireLine() {
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

  void rewriteLine() {
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

  bool hasConstraint(ConstraintKind k) const {
    for (const Constraint& c : open_->constraints)
      if (c.kind == k)
        return true;
    return false;
  }

  void endLine(const Token& kw, std::vector<Pattern>& out) {
    if (diags_.errorCount() > errorsAtOpen_) { // reported already
      open_.reset();
      operandVars_.clear();
      return;
    }
    if (!atEnd())
      return;
    Pattern& p = *open_;
    std::string why;
    if (p.matches.empty())
      why = "has no 'match' line";
    else if (p.rewrites.empty())
      why = "has no 'rewrite' line";
    else if (p.matches.size() > 1 && !hasConstraint(ConstraintKind::Adjacent) &&
             !hasConstraint(ConstraintKind::NoWriteBetween))
      why = "matches several instructions but links them by neither adjacent(...) nor "
            "no-write-between(...)";
    std::set<std::string> touched;
    for (const RewriteLine& r : p.rewrites)
      if (why.empty() && !touched.insert(r.var).second)
        why = "rewrites '$" + r.var + "' twice";
    if (!why.empty())
      error(kw.col, kw.text, "pattern '" + p.name + "' " + why);
    else
      out.push_back(std::move(p));
    open_.reset();
    operandVars_.clear();
  }

  const SourceFile& file_;
  DiagEngine& diags_;
  uint32_t line_ = 0;
  std::vector<Token> toks_;
  size_t pos_ = 0;
  std::optional<Pattern> open_;
  std::set<std::string> operandVars_;
  std::set<std::string> names_;
  unsigned errorsAtOpen_ = 0;
};

} // namespace

std::string_view builtinPeepholePatterns() { return kBuiltin; }

std::vector<std::string_view> constraintNames() {
  std::vector<std::string_view> out;
  for (const ConstraintSpec& s : kConstraints)
    out.push_back(s.name);
  return out;
}

bool readPeepholePatterns(const SourceFile& file, DiagEngine& diags, std::vector<Pattern>& out) {
  out.clear();
  return Reader(file, diags).read(out);
}

} // namespace silken::passes
