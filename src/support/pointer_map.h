// A map from pointers to small values in one open-addressed array: for
// short-lived tables that get a lookup per statement (the hazard model's
// facts of a region's instructions), where std::unordered_map made a heap
// node per entry and freed them all again at the end of each region.
//
//   PointerMap<const ir::Inst*, Facts> m;
//   m.assign(inst, facts);   // insert or overwrite
//   if (Facts* f = m.find(inst)) ...
//
// A returned pointer is valid until the next assign. No erase.
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>
#include <vector>

namespace silken {

template <class Key, class Value>
class PointerMap {
  static_assert(std::is_pointer_v<Key>);

public:
  Value* find(Key k) {
    if (slots_.empty())
      return nullptr;
    for (size_t i = home(k);; i = (i + 1) & mask()) {
      Slot& s = slots_[i];
      if (s.key == k)
        return &s.value;
      if (s.key == nullptr)
        return nullptr;
    }
  }

  void assign(Key k, const Value& v) {
    if (2 * (size_ + 1) > slots_.size())
      grow();
    for (size_t i = home(k);; i = (i + 1) & mask()) {
      Slot& s = slots_[i];
      if (s.key == k) {
        s.value = v;
        return;
      }
      if (s.key == nullptr) {
        s = {k, v};
        ++size_;
        return;
      }
    }
  }

  size_t size() const { return size_; }

private:
  struct Slot {
    Key key = nullptr;
    Value value{};
  };

  size_t mask() const { return slots_.size() - 1; }
  size_t home(Key k) const {
    uint64_t h = uint64_t(reinterpret_cast<uintptr_t>(k)) * 0x9e3779b97f4a7c15ull;
    return size_t(h >> 32) & mask();
  }

  void grow() {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(old.empty() ? 64 : 2 * old.size(), Slot{});
    size_ = 0;
    for (const Slot& s : old)
      if (s.key != nullptr)
        assign(s.key, s.value);
  }

  std::vector<Slot> slots_; // a power of two, at most half full
  size_t size_ = 0;
};

} // namespace silken
