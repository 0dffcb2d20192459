// A chunked arena: objects that live as long as their owner, allocated in
// large blocks so a 200,000-line file costs a few hundred allocations, not
// a million. Addresses are stable (chunks never move or grow).
#pragma once

#include <algorithm>
#include <cstddef>
#include <memory>
#include <span>
#include <vector>

namespace silken {

template <class T, size_t kChunk = 4096> class Arena {
public:
  /// One new default-constructed object.
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
  std::span<T> reserve(size_t n) {
    if (n > kChunk) { // a run larger than a chunk gets a block of its own
      large_.push_back(std::make_unique<T[]>(n));
      return {large_.back().get(), n};
    }
    if (chunks_.empty() || n > kChunk - used_) {
      chunks_.push_back(std::make_unique<T[]>(kChunk));
      used_ = 0;
    }
    T* p = chunks_.back().get() + used_;
    used_ += n;
    return {p, n};
  }

  std::vector<std::unique_ptr<T[]>> chunks_;
  std::vector<std::unique_ptr<T[]>> large_;
  size_t used_ = 0;
};

} // namespace silken
