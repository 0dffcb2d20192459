// The pattern file reader (grammar: docs/peephole.md): the file's
// statements, a pattern's head and `end`, and the checks on a whole pattern
// (a match and a rewrite line, linked instructions, nothing rewritten
// twice, no name twice). The match, require and rewrite lines themselves
// are peephole_pattern_lines.cpp's. One statement per line; a malformed one
// is an error at its token, and reading goes on at the next line so that
// one run lists every problem.
#include "passes/peephole_reader.h"

#include "support/spell.h"

#include <algorithm>

namespace silken::passes {
namespace patterns {
namespace {

// The built-in table, made into a raw string by CMake at configure time.
constexpr std::string_view kBuiltin =
#include "peephole_patterns.inc"
    ;

constexpr std::string_view kOptions[] = {"fp-contract"};

} // namespace

bool Reader::read(std::vector<Pattern>& out) {
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

bool Reader::lex() {
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

void Reader::error(SourceLoc loc, uint32_t length, std::string message) {
  diags_.error(loc, std::max<uint32_t>(1, length), std::move(message));
}

void Reader::error(uint32_t col, std::string_view text, std::string message) {
  error({line_, col}, uint32_t(text.size()), std::move(message));
}

// At the current token, or just past the line when there is none.
void Reader::expected(std::string what) {
  if (pos_ < toks_.size())
    error(toks_[pos_].col, toks_[pos_].text,
          "expected " + what + ", found '" + std::string(toks_[pos_].text) + "'");
  else
    error(uint32_t(file_.lineText(line_).size() + 1), " ", "expected " + what);
}

const Token* Reader::peek() const { return pos_ < toks_.size() ? &toks_[pos_] : nullptr; }

bool Reader::punct(char c) {
  const Token* t = peek();
  if (t && t->kind == Token::Kind::Punct && t->text[0] == c) {
    ++pos_;
    return true;
  }
  return false;
}

bool Reader::expectPunct(char c) {
  if (punct(c))
    return true;
  expected(std::string("'") + c + "'");
  return false;
}

bool Reader::atEnd() {
  if (pos_ == toks_.size())
    return true;
  expected("the end of the line");
  return false;
}

void Reader::statement(std::vector<Pattern>& out) {
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
void Reader::patternHead(const Token& kw) {
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

bool Reader::variable(std::string& name, const char* what) {
  const Token* t = peek();
  if (!t || t->kind != Token::Kind::Var) {
    expected(what);
    return false;
  }
  ++pos_;
  name = std::string(t->text.substr(1));
  return true;
}

bool Reader::isInstrVar(const std::string& v) const {
  for (const MatchLine& m : open_->matches)
    if (m.var == v)
      return true;
  return false;
}

bool Reader::hasConstraint(ConstraintKind k) const {
  for (const Constraint& c : open_->constraints)
    if (c.kind == k)
      return true;
  return false;
}

void Reader::endLine(const Token& kw, std::vector<Pattern>& out) {
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

} // namespace patterns

std::string_view builtinPeepholePatterns() { return patterns::kBuiltin; }

bool readPeepholePatterns(const SourceFile& file, DiagEngine& diags, std::vector<Pattern>& out) {
  out.clear();
  return patterns::Reader(file, diags).read(out);
}

} // namespace silken::passes
