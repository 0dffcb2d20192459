// The pattern file reader's state, shared by peephole_patterns.cpp (the
// file's statements, a pattern's head and end, the checks on a whole
// pattern) and peephole_pattern_lines.cpp (the match, require and rewrite
// lines and their terms). Internal to the two; the API is
// peephole_patterns.h.
#pragma once

#include "passes/peephole_lexer.h"
#include "passes/peephole_patterns.h"

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace silken::passes::patterns {

/// One statement per line; a malformed one is an error at its token, and
/// reading goes on at the next line so that one run lists every problem.
class Reader {
public:
  Reader(const SourceFile& file, DiagEngine& diags) : file_(file), diags_(diags) {}

  bool read(std::vector<Pattern>& out);

private:
  bool lex();
  void error(SourceLoc loc, uint32_t length, std::string message);
  void error(uint32_t col, std::string_view text, std::string message);
  void expected(std::string what);
  const Token* peek() const;
  bool punct(char c);
  bool expectPunct(char c);
  bool atEnd();
  void statement(std::vector<Pattern>& out);
  void patternHead(const Token& kw);
  bool variable(std::string& name, const char* what);
  bool isInstrVar(const std::string& v) const;
  void matchLine();
  void unknownMnemonic(const Token& mn);
  bool term(Term& out, bool allowInstr);
  void requireLine();
  void rewriteLine();
  bool hasConstraint(ConstraintKind k) const;
  void endLine(const Token& kw, std::vector<Pattern>& out);

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

} // namespace silken::passes::patterns
