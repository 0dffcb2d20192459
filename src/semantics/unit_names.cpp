// Register units as names and lists (semantics/def_use.h): for remarks,
// reports and the keys passes keep between runs.
#include "semantics/def_use.h"

#include <algorithm>
#include <string>
#include <vector>

namespace silken::isa {

std::string unitName(uint32_t unit) {
  if (unit < kSgprUnitBase)
    return "v" + std::to_string((unit - kVgprUnitBase) / 2) +
           ((unit & 1) ? ".h" : ".l");
  if (unit < kTtmpUnitBase)
    return "s" + std::to_string(unit - kSgprUnitBase);
  if (unit < kVccLoUnit)
    return "ttmp" + std::to_string(unit - kTtmpUnitBase);
  switch (unit) {
  case kVccLoUnit: return "vcc_lo";
  case kVccHiUnit: return "vcc_hi";
  case kExecLoUnit: return "exec_lo";
  case kExecHiUnit: return "exec_hi";
  case kM0Unit: return "m0";
  case kSccUnit: return "scc";
  case kMsbUnit: return "msb";
  default: return "?";
  }
}

std::vector<uint32_t> unitRunsKey(const RegUnits& units) {
  std::vector<uint32_t> out;
  unitRunsKey(units, out);
  return out;
}

void unitRunsKey(const RegUnits& units, std::vector<uint32_t>& out) {
  out.clear();
  const unsigned long* words = unitWords(units);
  // The first clear unit at or after `from` (the bits past kNumUnits are clear).
  auto nextClear = [&](uint32_t from) {
    for (uint32_t w = from / 64; w < kUnitWords; ++w) {
      unsigned long clear = ~words[w];
      if (w == from / 64)
        clear &= ~0ul << (from % 64);
      if (clear)
        return std::min<uint32_t>(kNumUnits, w * 64 + uint32_t(__builtin_ctzl(clear)));
    }
    return kNumUnits;
  };
  for (uint32_t u = uint32_t(units._Find_first()); u < kNumUnits;) {
    uint32_t end = nextClear(u);
    out.push_back(u | (end - u) << 12);
    u = end < kNumUnits ? uint32_t(units._Find_next(end)) : kNumUnits;
  }
}

std::string unitNames(const RegUnits& units) {
  std::string out;
  for (uint32_t u = uint32_t(units._Find_first()); u < kNumUnits;
       u = uint32_t(units._Find_next(u))) {
    std::string name;
    if (u < kSgprUnitBase && (u & 1) == 0 && units.test(u + 1)) {
      name = "v" + std::to_string(u / 2);
      ++u; // both halves: the whole register
    } else {
      name = unitName(u);
    }
    if (!out.empty())
      out += ' ';
    out += name;
  }
  return out;
}

} // namespace silken::isa
