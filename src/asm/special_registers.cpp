// The named registers of gfx1250 assembly (vcc, exec_lo, m0, null, src_*).
#include "asm/instruction_parser.h"

#include <algorithm>
#include <array>

namespace silken::as {
namespace {

struct SpecialRegister {
  std::string_view name;
  ir::RegFile file;
  uint16_t first;
  uint16_t count;
};

// Sorted by name for binary search.
constexpr std::array<SpecialRegister, 31> kSpecialRegisters = {{
    {"exec", ir::RegFile::EXEC, 0, 2},
    {"exec_hi", ir::RegFile::EXEC, 1, 1},
    {"exec_lo", ir::RegFile::EXEC, 0, 1},
    {"flat_scratch", ir::RegFile::Special, 0, 2},
    {"flat_scratch_hi", ir::RegFile::Special, 1, 1},
    {"flat_scratch_lo", ir::RegFile::Special, 0, 1},
    {"lds_direct", ir::RegFile::Special, 2, 1},
    {"m0", ir::RegFile::M0, 0, 1},
    {"null", ir::RegFile::Null, 0, 1},
    {"pc", ir::RegFile::Special, 3, 2},
    {"scc", ir::RegFile::SCC, 0, 1},
    {"shared_base", ir::RegFile::Special, 5, 1},
    {"shared_limit", ir::RegFile::Special, 6, 1},
    {"src_execz", ir::RegFile::Special, 7, 1},
    {"src_flat_scratch_base_hi", ir::RegFile::Special, 8, 1},
    {"src_flat_scratch_base_lo", ir::RegFile::Special, 9, 1},
    {"src_lds_direct", ir::RegFile::Special, 2, 1},
    {"src_pops_exiting_wave_id", ir::RegFile::Special, 10, 1},
    {"src_private_base", ir::RegFile::Special, 11, 1},
    {"src_private_limit", ir::RegFile::Special, 12, 1},
    {"src_scc", ir::RegFile::Special, 13, 1},
    {"src_shared_base", ir::RegFile::Special, 5, 1},
    {"src_shared_limit", ir::RegFile::Special, 6, 1},
    {"src_vccz", ir::RegFile::Special, 14, 1},
    {"tba", ir::RegFile::Special, 15, 2},
    {"tma", ir::RegFile::Special, 17, 2},
    {"vcc", ir::RegFile::VCC, 0, 2},
    {"vcc_hi", ir::RegFile::VCC, 1, 1},
    {"vcc_lo", ir::RegFile::VCC, 0, 1},
    {"vccz", ir::RegFile::Special, 14, 1},
    {"xnack_mask", ir::RegFile::Special, 19, 2},
}};

} // namespace

bool lookupSpecialRegister(std::string_view name, ir::RegRef& out) {
  auto it = std::lower_bound(
      kSpecialRegisters.begin(), kSpecialRegisters.end(), name,
      [](const SpecialRegister& r, std::string_view n) { return r.name < n; });
  if (it == kSpecialRegisters.end() || it->name != name)
    return false;
  out = ir::RegRef{it->file, ir::RegHalf::Full, false, it->first, it->count};
  return true;
}

} // namespace silken::as
