// A fast hash of text, eight bytes at a time (a multiply and a shift
// each): the parser hashes every instruction's mnemonic and text, and
// libstdc++'s std::hash<string_view> (murmur, with its own call) was a
// sixteenth of parse + print's instructions. Not for anything an attacker
// picks the keys of: tables using it probe linearly and stay half empty.
#pragma once

#include <cstdint>
#include <cstring>
#include <string_view>

namespace silken {

inline uint64_t hashTextMix(uint64_t h) {
  h *= 0xff51afd7ed558ccdull;
  return h ^ (h >> 29);
}

inline uint64_t hashText(std::string_view s) {
  uint64_t h = 0x9e3779b97f4a7c15ull ^ s.size();
  size_t i = 0;
  for (; i + 8 <= s.size(); i += 8) {
    uint64_t w;
    std::memcpy(&w, s.data() + i, 8);
    h = hashTextMix(h ^ w);
  }
  // The last 1-7 bytes in at most two loads, not a byte at a time (whole
  // lines are hashed: their tails were a third of the hash's work). The
  // length is in h already, so an overlap cannot make two texts collide.
  if (size_t rest = s.size() - i) {
    const char* p = s.data() + i;
    uint64_t w;
    if (rest >= 4) {
      uint32_t lo, hi;
      std::memcpy(&lo, p, 4);
      std::memcpy(&hi, p + rest - 4, 4);
      w = lo | uint64_t(hi) << 32;
    } else {
      w = uint64_t(uint8_t(p[0])) | uint64_t(uint8_t(p[rest / 2])) << 8 |
          uint64_t(uint8_t(p[rest - 1])) << 16;
    }
    h = hashTextMix(h ^ w);
  }
  return h ^ (h >> 32);
}

} // namespace silken
