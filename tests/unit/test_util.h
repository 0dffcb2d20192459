// Shared helpers for unit tests: parse in-memory text named "input.s".
#pragma once

#include "asm/parser.h"
#include "asm/printer.h"
#include "ir/module.h"
#include "support/diag.h"

#include <memory>
#include <string>
#include <vector>

namespace silken::test {

struct Parsed {
  explicit Parsed(std::string text)
      : file(std::make_unique<SourceFile>("input.s", std::move(text))),
        diags(std::make_unique<DiagEngine>(file.get())),
        module(as::parseModule(*file, *diags)) {}

  std::string errors() const { return diags->format(); }
  std::string print() const { return as::printModule(*module); }

  /// Every instruction statement, in file order.
  std::vector<const ir::Stmt*> instrs() const {
    std::vector<const ir::Stmt*> out;
    for (const auto& f : module->functions)
      for (const auto& b : f.blocks)
        for (const auto& s : b.stmts)
          if (s.kind == ir::StmtKind::Instr)
            out.push_back(&s);
    return out;
  }
  const ir::Inst& inst(size_t i) const { return *instrs().at(i)->inst; }

  std::unique_ptr<SourceFile> file;
  std::unique_ptr<DiagEngine> diags;
  std::unique_ptr<ir::Module> module;
};

} // namespace silken::test
