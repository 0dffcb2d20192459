// Diagnostics: collected while working, printed at the end in clang style.
//
//   kernel.s:118:3: error: unknown instruction 'v_wmma_f32_16x16x32_f17'
//     v_wmma_f32_16x16x32_f17 v[0:7], v[8:15], v[16:23], v[0:7]
//     ^~~~~~~~~~~~~~~~~~~~~~~
//
// A warning may carry a category, printed clang style after its message
// (`... [-Wbarrier-unmodelled-path]`); a disabled category's warnings are
// not recorded (the `-Wno-<category>` flags).
#pragma once

#include "support/source.h"

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace silken {

enum class Severity : uint8_t { Note, Warning, Error };

struct Diagnostic {
  Severity severity;
  SourceLoc loc;       ///< may be invalid for file-level messages
  uint32_t length = 1; ///< bytes the caret run spans
  std::string message;
  std::string category; ///< warnings: "" or e.g. "barrier-unmodelled-path"
};

class DiagEngine {
public:
  explicit DiagEngine(const SourceFile* file = nullptr) : file_(file) {}

  void setFile(const SourceFile* file) { file_ = file; }
  /// Stop recording errors after this many (0 = no limit).
  void setErrorLimit(unsigned limit) { errorLimit_ = limit; }

  void error(SourceLoc loc, uint32_t length, std::string message);
  /// `category` (lower-case words joined by '-') names the kind of warning
  /// for `-W<category>` / `-Wno-<category>`; empty = uncategorized.
  void warning(SourceLoc loc, uint32_t length, std::string message,
               std::string_view category = {});
  /// A note attaches to the diagnostic reported just before it.
  void note(SourceLoc loc, uint32_t length, std::string message);

  /// `-Wno-<category>` (false) / `-W<category>` (true); all are enabled
  /// at first. Warnings of a disabled category are counted as suppressed
  /// and not recorded, nor their notes.
  void setWarningEnabled(std::string_view category, bool enabled);

  unsigned errorCount() const { return errors_; }
  unsigned warningCount() const { return warnings_; }
  unsigned suppressedCount() const { return suppressed_; }
  /// Recorded warnings per category ("" = uncategorized), sorted by name.
  const std::map<std::string, unsigned, std::less<>>& warningsByCategory() const {
    return byCategory_;
  }
  /// "2 errors, 3 warnings (barrier-unmodelled-path 2, other 1)", plus
  /// ", 1 suppressed" when some were; "no problems" when there is nothing.
  std::string summary() const;
  /// True once the error limit was reached; callers stop early.
  bool limitReached() const { return errorLimit_ && errors_ >= errorLimit_; }
  const std::vector<Diagnostic>& diagnostics() const { return diags_; }

  /// All diagnostics in the order they were reported, clang style.
  std::string format(bool color = false) const;
  std::string format(const Diagnostic& d, bool color = false) const;

private:
  void add(Severity s, SourceLoc loc, uint32_t length, std::string message,
           std::string_view category = {});

  const SourceFile* file_;
  std::vector<Diagnostic> diags_;
  unsigned errors_ = 0;
  unsigned warnings_ = 0;
  unsigned suppressed_ = 0;
  unsigned errorLimit_ = 0;
  std::set<std::string, std::less<>> disabled_;
  std::map<std::string, unsigned, std::less<>> byCategory_;
  bool dropNotes_ = false; ///< the diagnostic the next note belongs to was dropped
};

} // namespace silken
