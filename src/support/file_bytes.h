// The bytes of one input, owned as a string or mapped read-only from a
// regular file. Mapping skips what reading costs: a buffer of fresh pages
// (each first touch a fault, ~10 us on a VM) and the copy into it; the
// file's page-cache pages are mapped as they are. On the largest corpus
// kernel reading was a fifth of parse + print.
//
//   FileBytes bytes;
//   if (FileBytes::mappable(st)) bytes = FileBytes::map(fd, st.st_size);
//   std::string_view text = bytes.view();
//
// Like a std::string, the byte just past the end reads as '\0': a file is
// mapped only when its size is not a multiple of the page size (the rest
// of its last page is zeros).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <sys/stat.h>

namespace silken {

class FileBytes {
public:
  FileBytes() = default;
  explicit FileBytes(std::string text) : owned_(std::move(text)) {}
  FileBytes(FileBytes&& other) noexcept { *this = std::move(other); }
  FileBytes& operator=(FileBytes&& other) noexcept;
  FileBytes(const FileBytes&) = delete;
  FileBytes& operator=(const FileBytes&) = delete;
  ~FileBytes() { unmap(); }

  /// A file `map` may take: regular, not empty, and with a zero byte after
  /// its last one in the same page.
  static bool mappable(const struct stat& st);
  /// The first `size` bytes of `fd` mapped (the descriptor may be closed
  /// after); empty where mmap fails, for the caller to read instead.
  static FileBytes map(int fd, size_t size);

  std::string_view view() const { return map_ ? std::string_view(map_, size_) : owned_; }
  bool mapped() const { return map_ != nullptr; }

private:
  void unmap();

  std::string owned_;
  const char* map_ = nullptr;
  size_t size_ = 0;
};

} // namespace silken
