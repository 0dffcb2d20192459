// Reading the input and writing outputs. Outputs are never half-written:
// a regular file is written to a temporary next to it, synced, and renamed
// into place only when complete, so `-o` may name the input and a failure
// (an error, a full disk, SIGTERM/SIGINT/SIGHUP/SIGPIPE, `ulimit -f`) leaves
// the old file as it was and no temporary behind.
#pragma once

#include "support/text_buffer.h"

#include <cstdint>
#include <ostream>
#include <string>
#include <string_view>

namespace silken::tool {

/// `--max-input-size` default: 256 MiB, 50 times the largest real kernel.
/// Memory grows linearly with the input, 8 bytes per input byte for parse +
/// print and about 25 for the default chain on realistic kernels (up to 90
/// on 200-deep loop nests; the README's scale table), so 1 GiB would need
/// 8-90 GiB: refused up front rather than killed by the OOM killer.
constexpr uint64_t kDefaultMaxInputSize = uint64_t(256) << 20;
/// Source offsets are 32-bit, so no input may reach 4 GiB.
constexpr uint64_t kInputSizeLimit = UINT32_MAX - 1;

/// Reads a file ("-" = stdin) whole, refusing one larger than `maxSize`
/// before reading it (a pipe: as soon as it passes the limit). On failure
/// returns false with `error`.
bool readInput(const std::string& path, TextBuffer& text, std::string& error,
               uint64_t maxSize = kDefaultMaxInputSize);

/// One output, written in pieces. "-" is `stdout`; a symlink is followed
/// (the file it names is replaced, the link kept); a device or fifo
/// (`-o /dev/null`) is written directly, never replaced. A new file gets
/// 0666 minus the umask; a replaced one keeps its mode (and, where allowed,
/// owner and group); an existing file we may not write is an error, as for
/// `>`. A hard-linked target is replaced by a new file: its other names keep
/// the old contents (the price of never being half-written). Destroying an
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
  /// Flushes, syncs and closes: the bytes are safe, not yet in place.
  bool finish(std::string& error);
  /// finish(), then renames into place.
  bool commit(std::string& error);

private:
  bool fail(std::string& error, const std::string& what = "");
  bool toStdout() const { return path_ == "-"; }
  void discardTemp();

  std::string path_;   // as the user wrote it (for messages)
  std::string target_; // the file that ends up with the bytes
  std::string temp_;   // empty when writing directly
  std::ostream& stdout_;
  int fd_ = -1;
  bool finished_ = false;
};

/// Writes `content` through an OutputFile in one piece.
bool writeFileAtomically(const std::string& path, std::string_view content,
                         std::string& error);

} // namespace silken::tool
