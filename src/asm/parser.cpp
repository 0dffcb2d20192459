#include "asm/parser.h"
#include "asm/symbol_uses.h"

#include "asm/expr.h"
#include "asm/function_builder.h"
#include "asm/instruction_parser.h"
#include "asm/lexer.h"
#include "asm/same_text.h"
#include "ir/cfg.h"
#include "isa/mnemonics.h"
#include "support/lines.h"
#include "support/spell.h"
#include "support/string_map.h"

#include <unordered_map>
#include <unordered_set>

namespace silken::as {
namespace {

// Directives that open a region kept verbatim (a fence for every pass),
// and the directives that close them.
bool opensRegion(std::string_view d) {
  return d == ".macro" || d == ".rept" || d == ".irp" || d == ".irpc" ||
         (d.starts_with(".if") && d != ".ident");
}
bool closesRegion(std::string_view d) {
  return d == ".endm" || d == ".endmacro" || d == ".endr" || d == ".endif";
}
std::string_view closerFor(std::string_view opener) {
  if (opener == ".macro")
    return ".endm";
  if (opener.starts_with(".if"))
    return ".endif";
  return ".endr";
}

class Parser {
public:
  Parser(const SourceFile& file, DiagEngine& diags, ir::Module& module)
      : file_(file), diags_(diags), module_(module), lexer_(file, diags) {}

  void run();
  /// The functions' blocks follow the CFG's splitting rule already.
  bool blocksSplit() const { return functions_.finishedSplit(); }
  const std::unordered_set<std::string_view>& kernelDescriptors() const {
    return kernelDescriptors_;
  }
  /// The instruction statements that name a symbol, in file order.
  const std::vector<ir::Stmt>& symbolUses() const { return symbolUses_; }

private:
  bool repeatLine();
  void parseStatement();
  void keepLine(uint32_t text, size_t head);
  void parseRegion(std::string_view opener);
  void parseDirective(size_t first, ir::Stmt& stmt);
  std::optional<uint32_t> parseInstruction(size_t first, ir::Stmt& stmt);
  void defineLabel(size_t tok);
  /// `shared`: its instruction came from the repeat table, which keeps no
  /// instruction with an expression operand (SameTextTable::shareable).
  void push(ir::Stmt stmt, bool shared = false) {
    stmt.id = ordinal_;
    stmt.ordinal = ordinal_++;
    if (!shared && stmt.kind == ir::StmtKind::Instr && stmt.inst && namesSymbol(*stmt.inst))
      symbolUses_.push_back(stmt);
    bool opensFunction =
        stmt.kind == ir::StmtKind::Label && functionSymbols_.count(stmt.name);
    functions_.add(std::move(stmt), opensFunction);
  }
  ir::Stmt makeStmt(ir::StmtKind kind, uint32_t begin, uint32_t end,
                    bool startsLine);
  std::string_view slice(uint32_t b, uint32_t e) const {
    return file_.text().substr(b, e - b);
  }
  std::string_view tokText(size_t i) const { return lexer_.text(st_.tokens[i]); }

  const SourceFile& file_;
  DiagEngine& diags_;
  ir::Module& module_;
  Lexer lexer_;
  Statement st_;
  uint32_t ordinal_ = 0;
  FunctionBuilder functions_;
  StringMap<uint32_t> labels_; // name -> offset of its definition
  std::unordered_set<std::string_view> functionSymbols_;
  std::unordered_set<std::string_view> kernelDescriptors_; // .amdhsa_kernel NAME
  /// "Did you mean" per unknown mnemonic, found once: a file of unknown
  /// instructions asked the 2,000 known mnemonics again for every line.
  std::unordered_map<std::string_view, std::string_view> hints_;
  static constexpr size_t kMaxHints = 1000;
  OperandScratch scratch_;
  SameTextTable sameText_;
  std::vector<ir::SymbolTable::Use> reading_; ///< the symbols of the instruction parsed now
  std::vector<ir::Stmt> symbolUses_; ///< what warnUndefinedSymbols looks at
  uint32_t lineBegin_ = 0, lineEnd_ = 0; ///< the line repeatLine looked up last
};

ir::Stmt Parser::makeStmt(ir::StmtKind kind, uint32_t begin, uint32_t end,
                          bool startsLine) {
  ir::Stmt s;
  s.kind = kind;
  s.raw = slice(begin, end);
  s.startsLine = startsLine;
  return s;
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

// A line kept by keepLine becomes its statement again without being lexed
// or parsed; a kernel is mostly such repeats.
bool Parser::repeatLine() {
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

} // namespace

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
  Parser parser(file, diags, *module);
  parser.run();
  ir::buildCfg(*module, &diags, parser.blocksSplit()); // indexes the labels too
  ir::classifyCallables(module->functions, parser.kernelDescriptors()); // on split blocks
  warnUndefinedSymbols(*module, parser.symbolUses(), diags);
  return module;
}

} // namespace silken::as
