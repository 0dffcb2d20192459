// The bytes of one input, read straight into memory that was never
// written before. A std::string must be resized (every byte zeroed) before
// a read may fill it: on a 10 MB kernel that is a second pass over the
// input and several percent of parse + print. Grows like a vector for
// inputs whose size is not known up front (a pipe). Like a std::string it
// keeps a NUL after the last byte.
//
//   TextBuffer t;
//   t.resize(n);                     // n bytes, contents undefined
//   t.resize(std::fread(t.data(), 1, n, f));
//   std::string_view all = t.view();
#pragma once

#include <cstddef>
#include <cstring>
#include <memory>
#include <string_view>
#include <utility>

namespace silken {

class TextBuffer {
public:
  /// Empty, with its NUL: data() is never null (a null pointer with size 0
  /// is still undefined for memchr, memcmp and memcpy).
  TextBuffer() : bytes_(std::make_unique<char[]>(1)) {}
  /// A copy of `text`.
  explicit TextBuffer(std::string_view text) : TextBuffer() {
    resize(text.size());
    if (!text.empty())
      std::memcpy(bytes_.get(), text.data(), text.size());
  }

  /// A moved-from buffer is empty (and allocates again when it grows).
  TextBuffer(TextBuffer&& o) noexcept
      : bytes_(std::move(o.bytes_)), size_(std::exchange(o.size_, 0)),
        capacity_(std::exchange(o.capacity_, 0)) {}
  TextBuffer& operator=(TextBuffer&& o) noexcept {
    bytes_ = std::move(o.bytes_);
    size_ = std::exchange(o.size_, 0);
    capacity_ = std::exchange(o.capacity_, 0);
    return *this;
  }

  /// Room for at least `n` bytes: the first size() kept, nothing written.
  void reserve(size_t n) {
    if (n <= capacity_ && bytes_)
      return;
    std::unique_ptr<char[]> grown = std::make_unique_for_overwrite<char[]>(n + 1);
    if (size_)
      std::memcpy(grown.get(), bytes_.get(), size_);
    grown[size_] = '\0';
    bytes_ = std::move(grown);
    capacity_ = n;
  }
  /// `n` bytes: the first min(n, size()) kept, any new ones undefined.
  void resize(size_t n) {
    if (n > capacity_ || !bytes_)
      reserve(n > 2 * capacity_ ? n : 2 * capacity_);
    size_ = n;
    bytes_[n] = '\0';
  }
  void append(const char* p, size_t n) {
    size_t at = size_;
    resize(size_ + n);
    std::memcpy(bytes_.get() + at, p, n);
  }
  void clear() { resize(0); }

  char* data() { return bytes_.get(); }
  const char* data() const { return bytes_ ? bytes_.get() : ""; }
  size_t size() const { return size_; }
  size_t capacity() const { return capacity_; }
  bool empty() const { return size_ == 0; }
  std::string_view view() const { return {data(), size_}; }

private:
  std::unique_ptr<char[]> bytes_;
  size_t size_ = 0, capacity_ = 0;
};

} // namespace silken
