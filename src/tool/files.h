// Reading the input and writing outputs. Outputs are never half-written:
// a regular file is written to a temporary next to it and renamed into
// place only when complete, so `-o` may name the input and a failure
// leaves the old file as it was.
#pragma once

#include <ostream>
#include <string>
#include <string_view>

namespace silken::tool {

/// Reads a file ("-" = stdin) whole. On failure returns false with `error`.
bool readInput(const std::string& path, std::string& text, std::string& error);

/// One output, written in pieces. "-" is `stdout`; a symlink is followed
/// (the file it names is replaced, the link kept); a device or fifo
/// (`-o /dev/null`) is written directly, never replaced. Destroying an
/// OutputFile that was not committed removes its temporary.
class OutputFile {
public:
  OutputFile(std::string path, std::ostream& stdoutStream)
      : path_(std::move(path)), stdout_(stdoutStream) {}
  ~OutputFile();
  OutputFile(const OutputFile&) = delete;
  OutputFile& operator=(const OutputFile&) = delete;

  bool open(std::string& error);
  bool write(std::string_view bytes, std::string& error);
  /// Flushes, closes and renames into place.
  bool commit(std::string& error);

private:
  bool fail(std::string& error);
  bool toStdout() const { return path_ == "-"; }

  std::string path_;   // as the user wrote it (for messages)
  std::string target_; // the file that ends up with the bytes
  std::string temp_;   // empty when writing directly
  std::ostream& stdout_;
  int fd_ = -1;
};

/// Writes `content` through an OutputFile in one piece.
bool writeFileAtomically(const std::string& path, std::string_view content,
                         std::string& error);

} // namespace silken::tool
