// What every command does with one file: read and parse it, write what it
// made. Shared by run.cpp, check_run.cpp and batch.cpp; not for the driver.
#pragma once

#include "ir/module.h"
#include "support/diag.h"
#include "tool/files.h"
#include "tool/run.h"

#include <memory>
#include <ostream>
#include <string>

namespace silken::tool {

/// The path as diagnostics, remarks and reports name it: "-" is <stdin>, a
/// relative path stays as given, an absolute one is made relative to the
/// current directory, so no output carries an absolute path.
std::string displayName(const std::string& path);

/// Whether two paths name the same file (the same inode when both exist).
bool sameFile(const std::string& a, const std::string& b);

struct Loaded {
  std::unique_ptr<SourceFile> file;
  std::unique_ptr<DiagEngine> diags;
  std::unique_ptr<ir::Module> module;
};

/// Reads and parses `o.input`. False (with the error printed) when the file
/// cannot be read; parse errors are left in `l.diags`.
bool load(const CommonOptions& o, Loaded& l, std::ostream& err);

/// Errors, or warnings under --Werror.
bool failed(const CommonOptions& o, const DiagEngine& d);

/// Opens `path`, lets `body(OutputFile&, std::string& error)` write to it,
/// and commits; on any failure prints the error and leaves no file behind.
template <typename Body>
bool emit(const std::string& path, std::ostream& out, std::ostream& err, Body body) {
  OutputFile file(path, out);
  std::string error;
  if (!file.open(error) || !body(file, error) || !file.commit(error)) {
    err << "silken: error: " << error << "\n";
    return false;
  }
  return true;
}

bool emitText(const std::string& path, std::string_view content, std::ostream& out,
              std::ostream& err);

} // namespace silken::tool
