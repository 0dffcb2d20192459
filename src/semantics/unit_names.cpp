// Register units as names and lists (semantics/def_use.h): for remarks,
// reports and the keys passes keep between runs.
#include "semantics/def_use.h"

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

std::vector<uint16_t> unitList(const RegUnits& units) {
  std::vector<uint16_t> out;
  for (size_t u = units._Find_first(); u < units.size(); u = units._Find_next(u))
    out.push_back(uint16_t(u));
  return out;
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
