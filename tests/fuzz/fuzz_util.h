// Shared by the libFuzzer targets: parse bytes the way the tool does.
#pragma once

#include "asm/parser.h"
#include "asm/printer.h"
#include "support/diag.h"
#include "support/source.h"

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

namespace silken::fuzz {

struct Parsed {
  std::unique_ptr<SourceFile> file;
  std::unique_ptr<DiagEngine> diags;
  std::unique_ptr<ir::Module> module;
  bool ok() const { return diags->errorCount() == 0; }
};

inline Parsed parse(std::string text) {
  Parsed p;
  p.file = std::make_unique<SourceFile>("fuzz.s", std::move(text));
  p.diags = std::make_unique<DiagEngine>(p.file.get());
  p.diags->setErrorLimit(0);
  p.module = as::parseModule(*p.file, *p.diags);
  (void)p.diags->format(false); // diagnostics must format, whatever the bytes
  return p;
}

/// A broken promise: say which and stop, so libFuzzer keeps the input.
[[noreturn]] inline void broken(const char* what) {
  std::fprintf(stderr, "silken fuzz: %s\n", what);
  std::abort();
}

} // namespace silken::fuzz
