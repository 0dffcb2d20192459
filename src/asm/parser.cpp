// The statement parser (parser_impl.h): labels, directives and opaque
// regions, and the module it makes; the per-line loop, statements and
// instructions are parser_lines.cpp. Grammar: grammar/gfx1250-asm.ebnf.
#include "asm/parser.h"

#include "asm/expr.h"
#include "asm/parser_impl.h"
#include "asm/symbol_uses.h"
#include "ir/cfg.h"
#include "support/lines.h"

namespace silken::as {
namespace parse_detail {

void Parser::defineLabel(size_t tok) {
  std::string_view name = tokText(tok);
  if (st_.tokens[tok].kind == TokenKind::Integer)
    return; // numeric local labels (1:) may repeat
  auto [first, inserted] = labels_.emplace(name, st_.tokens[tok].begin);
  if (!inserted) {
    diags_.error(file_.locate(st_.tokens[tok].begin), uint32_t(name.size()),
                 "redefinition of label '" + std::string(name) + "'");
    diags_.note(file_.locate(*first), uint32_t(name.size()), "previous definition is here");
  }
}

// region := ('.macro'|'.rept'|'.irp'|'.irpc'|'.if'...) ... matching end
void Parser::parseRegion(std::string_view opener) {
  uint32_t begin = st_.begin;
  SourceLoc loc = file_.locate(st_.tokens[0].begin);
  std::vector<std::string_view> open{opener};
  while (!open.empty() && lexer_.next(st_)) {
    if (st_.tokens.empty())
      continue;
    size_t i = 0;
    while (i + 1 < st_.tokens.size() && st_.tokens[i + 1].kind == TokenKind::Colon &&
           st_.tokens[i].kind == TokenKind::Identifier)
      i += 2; // labels inside the region are the region's own business
    if (i >= st_.tokens.size() || st_.tokens[i].kind != TokenKind::Identifier)
      continue;
    std::string_view w = tokText(i);
    if (opensRegion(w))
      open.push_back(w);
    else if (closesRegion(w))
      open.pop_back();
  }
  if (!open.empty())
    diags_.error(loc, uint32_t(opener.size()),
                 "unterminated '" + std::string(opener) + "' (missing '" +
                     std::string(closerFor(opener)) + "')");
  ir::Stmt s = makeStmt(ir::StmtKind::Opaque, begin, st_.end, true);
  s.name = opener;
  s.loc = loc;
  push(std::move(s));
}

// directive := '.set' symbol ',' expr | symbol '=' expr
//            | '.type' symbol ',' '@function' | '.' name { any }
void Parser::parseDirective(size_t first, ir::Stmt& stmt) {
  const auto& toks = st_.tokens;
  std::string_view d = tokText(first);
  if (closesRegion(d) || d == ".end_amdgpu_metadata") {
    diags_.error(stmt.loc, uint32_t(d.size()),
                 "'" + std::string(d) + "' without a matching opening directive");
    return;
  }
  bool assignment = toks[first].kind == TokenKind::Identifier && d[0] != '.';
  if (assignment || d == ".set" || d == ".equ" || d == ".equiv") {
    size_t nameTok = assignment ? first : first + 1;
    size_t exprTok = nameTok + 2;
    if (nameTok >= toks.size() || toks[nameTok].kind != TokenKind::Identifier) {
      diags_.error(stmt.loc, uint32_t(d.size()),
                   "expected a symbol name after '" + std::string(d) + "'");
      return;
    }
    TokenKind sep = assignment ? TokenKind::Equal : TokenKind::Comma;
    if (nameTok + 1 >= toks.size() || toks[nameTok + 1].kind != sep) {
      uint32_t off = nameTok + 1 < toks.size() ? toks[nameTok + 1].begin : toks.back().end;
      diags_.error(file_.locate(off), 1,
                   std::string("expected '") + (assignment ? "=" : ",") +
                       "' after the symbol name");
      return;
    }
    std::string_view name = tokText(nameTok);
    ExprParser expr(lexer_, toks, module_.symbols, ordinal_, diags_, file_);
    size_t pos = exprTok;
    ExprResult r = expr.parse(pos);
    if (!r.ok)
      return;
    if (pos != toks.size()) {
      diags_.error(file_.locate(toks[pos].begin), toks[pos].end - toks[pos].begin,
                   "unexpected token after the expression");
      return;
    }
    stmt.name = assignment ? std::string_view("=") : d;
    module_.symbols.define(name, ordinal_, r.value);
    return;
  }
  if (d == ".type" && first + 3 < toks.size() &&
      toks[first + 1].kind == TokenKind::Identifier) {
    std::string_view kind = tokText(first + 3);
    if (kind == "@function" || kind == "%function" || kind == "STT_FUNC")
      functionSymbols_.insert(tokText(first + 1));
  }
  if (d == ".amdhsa_kernel" && first + 1 < toks.size() &&
      toks[first + 1].kind == TokenKind::Identifier)
    kernelDescriptors_.insert(tokText(first + 1));
}

} // namespace parse_detail

std::unique_ptr<ir::Module> parseModule(const SourceFile& file,
                                        DiagEngine& diags) {
  auto module = std::make_unique<ir::Module>(file);
  // New lines end the way the file's first line does.
  size_t firstEnd = findLineEnd(file.text(), 0);
  size_t len = lineEndLength(file.text(), firstEnd);
  if (len == 2)
    module->newline = "\r\n";
  else if (len == 1 && file.text()[firstEnd] == '\r')
    module->newline = "\r";
  parse_detail::Parser parser(file, diags, *module);
  parser.run();
  ir::buildCfg(*module, &diags, parser.blocksSplit()); // indexes the labels too
  ir::classifyCallables(module->functions, parser.kernelDescriptors()); // on split blocks
  warnUndefinedSymbols(*module, parser.symbolUses(), diags);
  return module;
}

} // namespace silken::as
