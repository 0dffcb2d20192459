#include "asm/printer.h"

namespace silken::as {
namespace {

// The whitespace a statement's raw text starts with.
std::string_view indentOf(const ir::Stmt& s) {
  size_t n = 0;
  while (n < s.raw.size() && (s.raw[n] == ' ' || s.raw[n] == '\t'))
    ++n;
  return s.raw.substr(0, n);
}

// A pass-made statement copies the indentation of the nearest instruction
// from the input, looking backwards first.
std::string_view styleIndent(const std::vector<ir::Stmt>& stmts, size_t i) {
  for (size_t j = i; j-- > 0;)
    if (stmts[j].kind == ir::StmtKind::Instr && !stmts[j].raw.empty() &&
        stmts[j].startsLine)
      return indentOf(stmts[j]);
  for (size_t j = i + 1; j < stmts.size(); ++j)
    if (stmts[j].kind == ir::StmtKind::Instr && !stmts[j].raw.empty() &&
        stmts[j].startsLine)
      return indentOf(stmts[j]);
  return {};
}

} // namespace

std::string printModule(const ir::Module& module) {
  std::string out;
  out.reserve(module.file().text().size() + 4096);
  for (const ir::Function& f : module.functions) {
    for (const ir::Block& b : f.blocks) {
      for (size_t i = 0; i < b.stmts.size(); ++i) {
        const ir::Stmt& s = b.stmts[i];
        // A statement that began its own line must not be glued to a
        // shortened previous line (e.g. a deleted instruction after a label).
        if (s.startsLine && !out.empty() && out.back() != '\n')
          out += module.newline;
        if (!s.edited) {
          out += s.raw;
          continue;
        }
        if (s.raw.empty()) { // made by a pass
          out += styleIndent(b.stmts, i);
          out += s.text;
          out += module.newline;
          continue;
        }
        // Edited in place: keep its own indentation and trailing comment.
        size_t bodyAt = size_t(s.body.data() - s.raw.data());
        out += s.raw.substr(0, bodyAt);
        out += s.text;
        out += s.raw.substr(bodyAt + s.body.size());
      }
    }
  }
  return out;
}

} // namespace silken::as
