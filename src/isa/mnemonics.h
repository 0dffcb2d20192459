// The gfx1250 mnemonic table: which instruction names exist, and aliases.
//
// Data lives in isa/gfx1250-mnemonics.def and isa/gfx1250-aliases.def
// (generated from llvm-mc-22, see isa/DATA.md); this file only looks it up.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace silken::isa {

/// Identifies a canonical mnemonic: an index into the sorted table.
using MnemonicId = int32_t;
constexpr MnemonicId kUnknownMnemonic = -1;

/// Looks up a mnemonic as written: compared case-insensitively, aliases
/// resolved (s_add_u32 -> s_add_co_u32, ds_read_b128 -> ds_load_b128), and
/// an encoding suffix (_e32, _e64, _dpp, _sdwa) dropped when needed.
MnemonicId lookupMnemonic(std::string_view written);

/// The canonical lowercase name of an id.
std::string_view mnemonicName(MnemonicId id);

/// Every canonical mnemonic, sorted (for suggestions and tests).
const std::vector<std::string_view>& allMnemonics();

/// Every alias and the canonical name it stands for, sorted by alias.
struct Alias {
  std::string_view alias;
  std::string_view canonical;
};
const std::vector<Alias>& allAliases();

/// Self-check for tests: the suffix rows are sorted (they are searched).
bool suffixTableSorted();

} // namespace silken::isa
