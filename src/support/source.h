// One input file held in memory, with the byte offsets of its lines.
#pragma once

#include "support/text_buffer.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace silken {

/// A 1-based line and byte column. Line 0 means "no location".
struct SourceLoc {
  uint32_t line = 0;
  uint32_t col = 0;
  bool valid() const { return line != 0; }
  friend bool operator==(const SourceLoc&, const SourceLoc&) = default;
};

/// Owns the bytes of one input. Everything the parser produces points into
/// `text()` by string_view, so a SourceFile must outlive its Module.
class SourceFile {
public:
  SourceFile(std::string name, TextBuffer text);
  /// A copy of `text` (tests, built-in texts).
  SourceFile(std::string name, std::string_view text)
      : SourceFile(std::move(name), TextBuffer(text)) {}

  const std::string& name() const { return name_; }
  std::string_view text() const { return text_.view(); }
  uint32_t lineCount() const { return uint32_t(lineStarts_.size()); }

  /// Location of a byte offset (offset == size() maps past the last byte).
  /// Parsing asks in file order, nearly always on the line asked last or
  /// the next: those two inline, the rest by locateFar.
  SourceLoc locate(uint32_t offset) const {
    const uint32_t n = uint32_t(lineStarts_.size());
    for (uint32_t l = lastLine_, e = lastLine_ + 2 < n ? lastLine_ + 2 : n; l < e; ++l) {
      if (offset < lineStarts_[l])
        break;
      if (l + 1 == n || offset < lineStarts_[l + 1]) {
        lastLine_ = l;
        return {l + 1, offset - lineStarts_[l] + 1};
      }
    }
    return locateFar(offset);
  }
  /// Byte offset of the first byte of a 1-based line.
  uint32_t lineStart(uint32_t line) const { return lineStarts_[line - 1]; }
  /// Byte offset just past a 1-based line's terminator (the next line's
  /// start, or the size at the last line).
  uint32_t lineEnd(uint32_t line) const {
    return line < lineStarts_.size() ? lineStarts_[line] : uint32_t(text_.size());
  }
  /// Text of a 1-based line without its terminator (\n or \r\n).
  std::string_view lineText(uint32_t line) const;
  /// The text holds a '\r' (a line may end in "\r\n" or a lone '\r').
  bool hasCarriageReturn() const { return hasCarriageReturn_; }

private:
  SourceLoc locateFar(uint32_t offset) const;

  std::string name_;
  TextBuffer text_;
  std::vector<uint32_t> lineStarts_;
  bool hasCarriageReturn_ = false;
  mutable uint32_t lastLine_ = 0; ///< locate() cache (0-based line index)
};

} // namespace silken
