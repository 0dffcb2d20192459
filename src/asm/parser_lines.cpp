// The statement parser's per-line path (parser_impl.h): the loop over the
// lines, each statement, and its instruction. An instruction's text is
// parsed once and shared by its repeats (SameTextTable), and a line that
// repeats a kept one whole becomes its statement again without being
// lexed or parsed: a kernel is mostly such repeats (31,606 lines of the
// largest corpus kernel hold 2,488 distinct ones). Directives, labels and
// regions are parser.cpp.
#include "asm/parser_impl.h"

#include "isa/mnemonics.h"
#include "support/spell.h"

namespace silken::as::parse_detail {

// A line kept by keepLine becomes its statement again without being lexed
// or parsed. Inlined into run(), its one caller, as it was while the parser
// was one file's internal class (a call per line: 1% of parse + print).
[[gnu::always_inline]] inline bool Parser::repeatLine() {
  uint32_t begin = lexer_.position();
  if (begin >= file_.text().size())
    return false;
  // A statement starts a line (the one before ended at its terminator).
  const SourceLoc at = file_.locate(begin);
  lineBegin_ = begin;
  lineEnd_ = file_.lineEnd(at.line);
  const SameTextTable::Line* line = sameText_.findLine(slice(begin, lineEnd_));
  if (!line || at.col != 1)
    return false;
  if (line->text == SameTextTable::Line::kTrivia) {
    ir::Stmt s = makeStmt(ir::StmtKind::Trivia, begin, lineEnd_, true);
    s.loc = at;
    push(std::move(s));
  } else {
    const ir::Inst* inst = sameText_.instAt(line->text, module_.symbols, ordinal_);
    if (!inst)
      return false; // a .set symbol it reads has another value here
    uint32_t head = begin + line->head;
    ir::Stmt s = makeStmt(ir::StmtKind::Instr, begin, lineEnd_, true);
    s.loc = {at.line, line->head + 1};
    s.name = slice(head, head + line->nameSize);
    s.body = slice(head, head + line->bodySize);
    s.inst = inst;
    push(std::move(s), true);
  }
  lexer_.skipTo(lineEnd_);
  return true;
}

void Parser::run() {
  // NUL bytes mean binary input: say so once instead of a flood of errors.
  std::string_view text = file_.text();
  size_t nul = text.find('\0');
  if (nul != std::string_view::npos) {
    diags_.error(file_.locate(uint32_t(nul)), 1,
                 "input contains a NUL byte; is this a binary file?");
    return;
  }
  while (!diags_.limitReached()) {
    if (repeatLine())
      continue;
    if (!lexer_.next(st_))
      break;
    parseStatement();
  }
  module_.setInputStmtCount(ordinal_);
  module_.functions = functions_.finish(functionSymbols_);
}

// Keeps the statement just parsed for repeatLine when it is the whole line
// repeatLine looked up: one statement, no label, no lexer error, made of
// one shared text (or none: trivia).
void Parser::keepLine(uint32_t text, size_t head) {
  if (st_.begin != lineBegin_ || st_.end != lineEnd_ || st_.hasError)
    return;
  SameTextTable::Line line;
  line.text = text;
  if (text != SameTextTable::Line::kTrivia) {
    const auto& toks = st_.tokens;
    line.head = toks[head].begin - st_.begin;
    line.nameSize = toks[head].end - toks[head].begin;
    line.bodySize = toks.back().end - toks[head].begin;
  }
  sameText_.keepLine(slice(lineBegin_, lineEnd_), line);
}

// statement := { label } [ instruction | directive ] [ comment ] newline
void Parser::parseStatement() {
  const auto& toks = st_.tokens;
  if (st_.hasError) {
    // Already reported by the lexer; keep the bytes, skip the cascade.
    ir::Stmt s = makeStmt(ir::StmtKind::Trivia, st_.begin, st_.end, true);
    s.loc = file_.locate(st_.begin);
    push(std::move(s));
    return;
  }
  if (toks.empty()) {
    ir::Stmt s = makeStmt(ir::StmtKind::Trivia, st_.begin, st_.end, true);
    s.loc = file_.locate(st_.begin);
    push(std::move(s));
    keepLine(SameTextTable::Line::kTrivia, 0);
    return;
  }
  // Leading labels: `name:` (a ':' that is not '::').
  size_t i = 0;
  uint32_t partBegin = st_.begin;
  while (i + 1 < toks.size() &&
         (toks[i].kind == TokenKind::Identifier ||
          toks[i].kind == TokenKind::Integer) &&
         toks[i + 1].kind == TokenKind::Colon) {
    uint32_t partEnd = i + 2 < toks.size() ? toks[i + 2].begin : st_.end;
    ir::Stmt s = makeStmt(ir::StmtKind::Label, partBegin, partEnd,
                          partBegin == st_.begin);
    s.name = tokText(i);
    s.body = slice(toks[i].begin, toks[i + 1].end);
    s.loc = file_.locate(toks[i].begin);
    defineLabel(i);
    push(std::move(s));
    partBegin = partEnd;
    i += 2;
  }
  if (i == toks.size())
    return;
  bool startsLine = partBegin == st_.begin;
  const Token& head = toks[i];
  std::string_view word = tokText(i);
  if (head.kind == TokenKind::Identifier && word[0] == '.' &&
      opensRegion(word)) {
    if (i != 0)
      diags_.error(file_.locate(head.begin), uint32_t(word.size()),
                   "'" + std::string(word) + "' must start its line");
    parseRegion(word);
    return;
  }
  if (head.kind == TokenKind::Identifier && word == ".amdgpu_metadata") {
    // YAML: never lexed, never read as instructions.
    uint32_t begin = partBegin;
    SourceLoc loc = file_.locate(head.begin);
    Statement body;
    if (!lexer_.skipRawUntil(".end_amdgpu_metadata", body))
      diags_.error(loc, uint32_t(word.size()),
                   "unterminated .amdgpu_metadata block (missing "
                   ".end_amdgpu_metadata)");
    ir::Stmt s = makeStmt(ir::StmtKind::Opaque, begin, body.end, startsLine);
    s.name = word;
    s.loc = loc;
    push(std::move(s));
    return;
  }
  ir::Stmt s = makeStmt(ir::StmtKind::Directive, partBegin, st_.end, startsLine);
  s.loc = file_.locate(head.begin);
  s.name = word;
  s.body = slice(head.begin, toks.back().end);
  if (head.kind == TokenKind::Identifier && word[0] == '.') {
    parseDirective(i, s);
  } else if (head.kind == TokenKind::Identifier &&
             i + 1 < toks.size() && toks[i + 1].kind == TokenKind::Equal) {
    parseDirective(i, s); // `sym = expr`, the same as .set
  } else if (head.kind == TokenKind::Identifier) {
    s.kind = ir::StmtKind::Instr;
    if (std::optional<uint32_t> text = parseInstruction(i, s); text && i == 0)
      keepLine(*text, i);
  } else {
    diags_.error(s.loc, head.end - head.begin,
                 std::string("expected an instruction, directive or label, found ") +
                     tokenKindName(head.kind));
  }
  push(std::move(s));
}

// The number of the shared text `stmt` now has (SameTextTable), if any.
std::optional<uint32_t> Parser::parseInstruction(size_t first, ir::Stmt& stmt) {
  stmt.name = tokText(first);
  uint32_t text = 0;
  if ((stmt.inst = sameText_.find(stmt.body, module_.symbols, ordinal_, text)))
    return text;
  ir::Inst* inst = module_.newInst();
  inst->mnemonic = stmt.name;
  inst->opcode = isa::lookupMnemonic(inst->mnemonic);
  if (inst->opcode == isa::kUnknownMnemonic) {
    // Kept as an opaque instruction: printed as written, a fence for passes.
    const Token& t = st_.tokens[first];
    diags_.warning(stmt.loc, t.end - t.begin,
                   "unknown instruction '" + std::string(inst->mnemonic) +
                       "'; kept as written and treated as a fence");
    // Past kMaxHints distinct unknown mnemonics the file is not a typo
    // away from assembly: no more suggestions (each costs ~0.1 ms).
    std::string_view hint;
    if (auto it = hints_.find(inst->mnemonic); it != hints_.end())
      hint = it->second;
    else if (hints_.size() < kMaxHints)
      hint = hints_[inst->mnemonic] = closestMatch(inst->mnemonic, isa::allMnemonics());
    if (!hint.empty())
      diags_.note(stmt.loc, t.end - t.begin,
                  "did you mean '" + std::string(hint) + "'?");
    stmt.inst = inst;
    return std::nullopt;
  }
  const uint64_t lookups = module_.symbols.lookups();
  const size_t said = diags_.diagnostics().size() + diags_.suppressedCount();
  InstructionParser p(lexer_, st_.tokens, module_.symbols, ordinal_, diags_, file_,
                      scratch_);
  reading_.clear();
  module_.symbols.record(&reading_);
  const bool parsed = p.parseRest(first + 1, *inst, module_);
  module_.symbols.record(nullptr);
  if (parsed && inst->isDual() && inst->dualOpcode == isa::kUnknownMnemonic) {
    const Token& t = st_.tokens[first];
    diags_.warning(stmt.loc, t.end - t.begin,
                   "unknown VOPD instruction '" + std::string(inst->dualMnemonic) +
                       "'; kept as written and treated as a fence");
  }
  stmt.inst = inst;
  // Shared only when nothing but the text and the values of the symbols it
  // read decided it, and nothing was said that a repeat must say again.
  if (parsed && module_.symbols.lookups() == lookups + reading_.size() &&
      diags_.diagnostics().size() + diags_.suppressedCount() == said &&
      SameTextTable::shareable(*inst))
    return sameText_.keep(stmt.body, inst, reading_);
  return std::nullopt;
}

} // namespace silken::as::parse_detail
