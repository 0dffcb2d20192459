// A chunked arena: objects that live as long as their owner, allocated in
// blocks that double in size (up to kMaxChunk objects), so a 200,000-line
// file costs a few dozen allocations, not a million, and a ten-line file
// stays small. Addresses are stable: chunks never move or grow.
#pragma once

#include "support/huge_pages.h"

#include <algorithm>
#include <cstddef>
#include <memory>
#include <new>
#include <span>
#include <type_traits>
#include <vector>

namespace silken {

template <class T, size_t kFirstChunk = 256, size_t kMaxChunk = 65536>
class Arena {
  static_assert(std::is_trivially_destructible_v<T>,
                "chunks are freed without running destructors");

public:
  /// One new value-initialized object.
  T* make() { return reserve(1).data(); }

  /// A contiguous copy of `items`; empty input takes no space.
  std::span<T> copy(std::span<const T> items) {
    if (items.empty())
      return {};
    std::span<T> out = reserve(items.size());
    std::copy(items.begin(), items.end(), out.begin());
    return out;
  }

private:
  struct Free {
    void operator()(T* p) const { ::operator delete(p, std::align_val_t(alignof(T))); }
  };
  using Chunk = std::unique_ptr<T, Free>;

  std::span<T> reserve(size_t n) {
    if (n > capacity_ - used_) {
      capacity_ = std::max(next_, n);
      next_ = std::min(next_ * 2, kMaxChunk);
      void* raw = ::operator new(capacity_ * sizeof(T), std::align_val_t(alignof(T)));
      adviseHugePages(raw, capacity_ * sizeof(T)); // before the first write
      chunks_.emplace_back(static_cast<T*>(raw));
      used_ = 0;
    }
    // Constructed as handed out: pages of a chunk nobody uses stay untouched.
    T* p = chunks_.back().get() + used_;
    std::uninitialized_value_construct_n(p, n);
    used_ += n;
    return {p, n};
  }

  std::vector<Chunk> chunks_;
  size_t capacity_ = 0; // of the last chunk
  size_t used_ = 0;
  size_t next_ = kFirstChunk;
};

} // namespace silken
