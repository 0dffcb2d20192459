// A fast hash of text, eight bytes at a time (a multiply and a shift
// each): the parser hashes every instruction's mnemonic and text, and
// libstdc++'s std::hash<string_view> (murmur, with its own call) was a
// sixteenth of parse + print's instructions. Not for anything an attacker
// picks the keys of: tables using it probe linearly and stay half empty.
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <type_traits>

namespace silken {

namespace text_hash_detail {
// `N` bytes at `p` as the machine loads them (memcpy), also in a constant
// expression: tables hashed by the compiler (isa/mnemonics.cpp) must
// agree with the same hash at run time.
template <size_t N> constexpr uint64_t load(const char* p) {
  if (std::is_constant_evaluated()) {
    uint64_t w = 0;
    for (size_t k = 0; k < N; ++k) {
      size_t shift = std::endian::native == std::endian::little ? k : N - 1 - k;
      w |= uint64_t(uint8_t(p[k])) << (8 * shift);
    }
    return w;
  }
  if constexpr (N == 8) {
    uint64_t w;
    std::memcpy(&w, p, 8);
    return w;
  } else {
    uint32_t w;
    std::memcpy(&w, p, 4);
    return w;
  }
}
} // namespace text_hash_detail

constexpr uint64_t hashTextMix(uint64_t h) {
  h *= 0xff51afd7ed558ccdull;
  return h ^ (h >> 29);
}

constexpr uint64_t hashText(std::string_view s) {
  using text_hash_detail::load;
  uint64_t h = 0x9e3779b97f4a7c15ull ^ s.size();
  size_t i = 0;
  for (; i + 8 <= s.size(); i += 8)
    h = hashTextMix(h ^ load<8>(s.data() + i));
  // The last 1-7 bytes in at most two loads, not a byte at a time (whole
  // lines are hashed: their tails were a third of the hash's work). The
  // length is in h already, so an overlap cannot make two texts collide.
  if (size_t rest = s.size() - i) {
    const char* p = s.data() + i;
    uint64_t w = 0;
    if (rest >= 4) {
      w = load<4>(p) | load<4>(p + rest - 4) << 32;
    } else {
      w = uint64_t(uint8_t(p[0])) | uint64_t(uint8_t(p[rest / 2])) << 8 |
          uint64_t(uint8_t(p[rest - 1])) << 16;
    }
    h = hashTextMix(h ^ w);
  }
  return h ^ (h >> 32);
}

} // namespace silken
