#include "ir/module.h"

#include "support/lines.h"

#include <cctype>

namespace silken::ir {

const Modifier* Inst::modifier(std::string_view name) const {
  for (const Modifier& m : modifiers)
    if (m.name == name)
      return &m;
  return nullptr;
}

std::string_view Stmt::ownText(std::string_view part) const {
  if (!inst || part.empty())
    return {};
  std::string_view own = edited ? text : body; // both begin with the mnemonic
  const uintptr_t start = uintptr_t(inst->mnemonic.data()), at = uintptr_t(part.data());
  if (at < start || at - start + part.size() > own.size())
    return {};
  std::string_view found = own.substr(at - start, part.size());
  return found == part ? found : std::string_view{};
}

bool Stmt::isDataOrRegionFence() const {
  if (kind == StmtKind::Opaque)
    return name != ".amdgpu_metadata"; // metadata, not code
  if (kind == StmtKind::Directive)
    return name == ".long" || name == ".word" || name == ".short" ||
           name == ".byte" || name == ".quad" || name == ".inst";
  return false;
}

std::vector<std::string_view> Block::labels() const {
  std::vector<std::string_view> out;
  for (const Stmt& s : stmts) {
    if (s.kind == StmtKind::Label)
      out.push_back(s.name);
    else if (s.kind == StmtKind::Instr)
      break;
  }
  return out;
}

const Stmt* Block::terminator() const {
  for (auto it = stmts.rbegin(); it != stmts.rend(); ++it)
    if (it->kind == StmtKind::Instr)
      return &*it;
  return nullptr;
}

void Module::indexLabels() {
  labels_.clear();
  for (const Function& f : functions)
    for (const Block& b : f.blocks)
      for (const Stmt& s : b.stmts) {
        if (s.kind == StmtKind::Label) {
          labels_.emplace(s.name, 0);
        } else if (s.kind == StmtKind::Opaque && s.name != ".amdgpu_metadata") {
          // `name:` at the start of a line inside the region.
          std::string_view rest = s.raw;
          while (!rest.empty()) {
            size_t nl = findLineEnd(rest, 0);
            std::string_view line = rest.substr(0, nl);
            rest = rest.substr(nl + lineEndLength(rest, nl));
            size_t b = line.find_first_not_of(" \t");
            if (b == std::string_view::npos)
              continue;
            size_t e = b;
            while (e < line.size() && (std::isalnum((unsigned char)line[e]) ||
                                       line[e] == '_' || line[e] == '.' || line[e] == '$'))
              ++e;
            if (e > b && e < line.size() && line[e] == ':' &&
                (e + 1 >= line.size() || line[e + 1] != ':'))
              labels_.emplace(line.substr(b, e - b), 0);
          }
        }
      }
}

std::string_view Module::intern(std::string text) {
  strings_.push_back(std::move(text));
  return strings_.back();
}

const SourceFile& Module::addSnippet(std::string text) {
  snippets_.emplace_back("<silken>", std::move(text));
  return snippets_.back();
}

} // namespace silken::ir
