// The statements a pass writes: instructions parsed from a pass's text,
// edits of an input instruction, and new labels. Each is kept alive by the
// module and marked edited, so the printer prints its text.
#include "asm/parser.h"

#include "asm/instruction_parser.h"
#include "asm/lexer.h"
#include "isa/mnemonics.h"

namespace silken::as {

ir::Stmt makeLabelStmt(ir::Module& module, std::string_view name,
                       uint32_t ordinal) {
  std::string_view text = module.intern(std::string(name) + ":");
  ir::Stmt s;
  s.kind = ir::StmtKind::Label;
  s.edited = true;
  s.ordinal = ordinal;
  s.id = module.newStmtId();
  s.name = text.substr(0, name.size());
  s.body = s.text = text;
  return s;
}

std::optional<ir::Stmt> reparseEdited(ir::Module& module, const ir::Stmt& old,
                                      std::string_view text) {
  DiagEngine scratch; // a text that does not parse is refused, not an error of the input
  std::optional<ir::Stmt> made = parseInstructionText(module, text, old.ordinal, scratch);
  if (!made || !made->inst || made->inst->opcode < 0)
    return std::nullopt;
  ir::Stmt out = old;
  out.inst = made->inst;
  out.name = made->name;
  out.text = made->text;
  out.edited = true;
  return out;
}

std::optional<ir::Stmt> parseInstructionText(ir::Module& module,
                                             std::string_view text,
                                             uint32_t ordinal,
                                             DiagEngine& diags) {
  const SourceFile& snippet = module.addSnippet(std::string(text));
  // Problems are a bug in the pass, reported as one error without a location
  // in the user's file.
  DiagEngine local(&snippet);
  auto fail = [&]() -> std::optional<ir::Stmt> {
    std::string why = local.diagnostics().empty()
                          ? "not a gfx1250 instruction"
                          : local.diagnostics().front().message;
    diags.error({}, 0, "internal error: pass-made instruction '" +
                           std::string(text) + "' does not parse: " + why);
    return std::nullopt;
  };
  Lexer lexer(snippet, local);
  Statement st;
  if (!lexer.next(st) || st.tokens.empty() ||
      st.tokens[0].kind != TokenKind::Identifier)
    return fail();
  ir::Stmt s;
  s.kind = ir::StmtKind::Instr;
  s.edited = true;
  s.ordinal = ordinal;
  s.id = module.newStmtId();
  s.body = s.text = snippet.text().substr(
      st.tokens[0].begin, st.tokens.back().end - st.tokens[0].begin);
  ir::Inst* inst = module.newInst();
  inst->mnemonic = lexer.text(st.tokens[0]);
  inst->opcode = isa::lookupMnemonic(inst->mnemonic);
  s.name = inst->mnemonic;
  OperandScratch scratch;
  InstructionParser p(lexer, st.tokens, module.symbols, ordinal, local, snippet,
                      scratch);
  if (inst->opcode == isa::kUnknownMnemonic || !p.parseRest(1, *inst, module) ||
      local.errorCount() != 0)
    return fail();
  s.inst = inst;
  return s;
}

} // namespace silken::as
