// A flat hash map from string_view keys to small values, for the label
// tables of large files (hundreds of thousands of labels).
//
// One array of slots, open addressing with linear probing, at most half
// full: no node per key, so an insert allocates nothing (but a doubling) and
// a lookup reads one slot (key length and 32 bits of its hash) and, when
// they match, the key's bytes. std::unordered_map cost a node allocation per
// key and a bucket plus a node per lookup, which grew with the file as the
// table outgrew the caches. Keys are not copied: they must outlive the map
// (they point into the input or into text the module interns). There is no
// iteration, so the slot order never shows in any output.
//
//   StringMap<uint32_t> where;
//   where.emplace(".L1", 4);           // {&4, true}; again: {&4, false}
//   if (const uint32_t* b = where.find(".L1")) ...
#pragma once

#include "support/text_hash.h"

#include <cstdint>
#include <cstring>
#include <functional>
#include <string_view>
#include <utility>
#include <vector>

namespace silken {

template <class V> class StringMap {
public:
  /// Room for `n` keys without growing.
  void reserve(size_t n) {
    size_t want = 16;
    while (want < 2 * n)
      want *= 2;
    if (want > slots_.size())
      rehash(want);
  }

  const V* find(std::string_view key) const {
    if (slots_.empty())
      return nullptr;
    uint32_t h = hashOf(key);
    for (size_t i = h & mask(); slots_[i].hash; i = (i + 1) & mask())
      if (matches(slots_[i], key, h))
        return &slots_[i].value;
    return nullptr;
  }
  V* find(std::string_view key) {
    return const_cast<V*>(std::as_const(*this).find(key));
  }
  bool contains(std::string_view key) const { return find(key) != nullptr; }

  /// Adds key -> value unless the key is there: its value, and whether it
  /// is new.
  std::pair<V*, bool> emplace(std::string_view key, V value) {
    if (2 * (size_ + 1) > slots_.size())
      rehash(slots_.empty() ? 16 : 2 * slots_.size());
    uint32_t h = hashOf(key);
    size_t i = h & mask();
    for (; slots_[i].hash; i = (i + 1) & mask())
      if (matches(slots_[i], key, h))
        return {&slots_[i].value, false};
    slots_[i] = Slot{key.data(), uint32_t(key.size()), h, std::move(value)};
    ++size_;
    return {&slots_[i].value, true};
  }

  size_t size() const { return size_; }
  void clear() {
    slots_.clear();
    size_ = 0;
  }

private:
  struct Slot {
    const char* data = nullptr;
    uint32_t size = 0; // keys are slices of inputs under 4 GiB
    uint32_t hash = 0; // 0: empty
    V value{};
  };

  static uint32_t hashOf(std::string_view key) {
    uint32_t folded = uint32_t(hashText(key));
    return folded ? folded : 1;
  }
  static bool matches(const Slot& s, std::string_view key, uint32_t h) {
    return s.hash == h && s.size == key.size() &&
           (key.empty() || std::memcmp(s.data, key.data(), key.size()) == 0);
  }
  size_t mask() const { return slots_.size() - 1; }

  void rehash(size_t capacity) {
    std::vector<Slot> old(capacity);
    old.swap(slots_);
    for (Slot& s : old) {
      if (!s.hash)
        continue;
      size_t i = s.hash & mask();
      while (slots_[i].hash)
        i = (i + 1) & mask();
      slots_[i] = std::move(s);
    }
  }

  std::vector<Slot> slots_; // a power of two in size, or empty
  size_t size_ = 0;
};

} // namespace silken
