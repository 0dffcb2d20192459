#include "isa/control_flow.h"
#include "isa/mnemonics.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <string>

using namespace silken::isa;

TEST_CASE("mnemonics: the table is sorted and unique") {
  const auto& names = allMnemonics();
  CHECK(names.size() > 1000);
  CHECK(std::is_sorted(names.begin(), names.end()));
  CHECK(std::adjacent_find(names.begin(), names.end()) == names.end());
  const auto& aliases = allAliases();
  CHECK(std::is_sorted(aliases.begin(), aliases.end(),
                       [](const Alias& a, const Alias& b) { return a.alias < b.alias; }));
}

TEST_CASE("mnemonics: lookup is case-insensitive, knows aliases and suffixes") {
  CHECK(lookupMnemonic("s_setreg_IMM32_b32") == lookupMnemonic("s_setreg_imm32_b32"));
  CHECK(lookupMnemonic("s_setreg_imm32_b32") != kUnknownMnemonic);
  CHECK(lookupMnemonic("v_add_f32_e32") == lookupMnemonic("v_add_f32"));
  CHECK(lookupMnemonic("v_add_f32_e64") == lookupMnemonic("v_add_f32"));
  CHECK(lookupMnemonic("tensor_load_to_lds") != kUnknownMnemonic);
  CHECK(lookupMnemonic("v_dual_mov_b32") != kUnknownMnemonic);
  CHECK(lookupMnemonic("s_waitcnt") == kUnknownMnemonic); // rejected on gfx12+
  CHECK(lookupMnemonic("s_barrier") == kUnknownMnemonic);
  CHECK(lookupMnemonic("v_fooo_f32") == kUnknownMnemonic);
  CHECK(lookupMnemonic("s_mov_b32_e32") == kUnknownMnemonic); // no such encoding
}

TEST_CASE("mnemonics: the hash table finds every name and alias as the sorted tables say") {
  const auto& names = allMnemonics();
  for (size_t i = 0; i < names.size(); ++i) {
    // A name that is also an alias spelling takes its canonical id.
    auto alias = std::lower_bound(allAliases().begin(), allAliases().end(), names[i],
                                  [](const Alias& a, std::string_view n) { return a.alias < n; });
    if (alias != allAliases().end() && alias->alias == names[i])
      continue;
    CHECK(lookupMnemonic(names[i]) == MnemonicId(i));
  }
  for (const Alias& a : allAliases()) {
    auto canonical = std::lower_bound(names.begin(), names.end(), a.canonical);
    if (canonical != names.end() && *canonical == a.canonical)
      CHECK(lookupMnemonic(a.alias) == MnemonicId(canonical - names.begin()));
  }
  CHECK(lookupMnemonic("") == kUnknownMnemonic);
  CHECK(lookupMnemonic("v_add_f3") == kUnknownMnemonic);  // a prefix of a name
  CHECK(lookupMnemonic("v_add_f322") == kUnknownMnemonic); // a name and more
  // A capital anywhere (the test for one goes eight bytes at a time), and
  // bytes past 0x7f, which are no capitals and no name.
  for (std::string_view name : names) {
    std::string upper(name);
    for (size_t i = 0; i < upper.size(); ++i) {
      if (upper[i] < 'a' || upper[i] > 'z')
        continue;
      std::string one = upper;
      one[i] = char(one[i] - 'a' + 'A');
      CHECK(lookupMnemonic(one) == lookupMnemonic(name));
    }
  }
  CHECK(lookupMnemonic("V_ADD_F32_E64") == lookupMnemonic("v_add_f32"));
  CHECK(lookupMnemonic("s_setreg_imm32_b3\xb2") == kUnknownMnemonic);
  CHECK(lookupMnemonic("\xc1_mov_b32") == kUnknownMnemonic);
}

TEST_CASE("control flow kinds") {
  CHECK(flowKind(lookupMnemonic("s_branch")) == FlowKind::Branch);
  CHECK(flowKind(lookupMnemonic("s_cbranch_scc1")) == FlowKind::CondBranch);
  CHECK(flowKind(lookupMnemonic("s_cbranch_execz")) == FlowKind::CondBranch);
  CHECK(flowKind(lookupMnemonic("s_endpgm")) == FlowKind::EndProgram);
  CHECK(flowKind(lookupMnemonic("s_setpc_b64")) == FlowKind::IndirectJump);
  CHECK(flowKind(lookupMnemonic("s_set_pc_i64")) == FlowKind::IndirectJump);
  CHECK(flowKind(lookupMnemonic("s_swappc_b64")) == FlowKind::Call);
  CHECK(flowKind(lookupMnemonic("s_nop")) == FlowKind::None);
  CHECK(isGetPc(lookupMnemonic("s_getpc_b64")));
  CHECK(isGetPc(lookupMnemonic("s_get_pc_i64")));
  CHECK(signExtend16(0xfffd) == -3);
  CHECK(signExtend16(-3) == -3);
}

#include "isa/mnemonic_ids.h"

TEST_CASE("mnemonic ids: compile-time ids are the ids lookup gives") {
  static_assert(silken::isa::mnemonicId("global_inv") >= 0);
  for (std::string_view n : {"global_inv", "s_barrier_signal", "s_set_pc_i64", "v_add_f32",
                             "tensor_store_from_lds"})
    CHECK(silken::isa::lookupMnemonic(n) >= 0);
  CHECK(silken::isa::mnemonicId("s_set_pc_i64") == silken::isa::lookupMnemonic("s_setpc_b64"));
  CHECK(silken::isa::mnemonicId("ds_load_b32") == silken::isa::lookupMnemonic("ds_read_b32"));
  silken::isa::Opcode op(silken::isa::lookupMnemonic("S_BARRIER_WAIT"));
  CHECK((op == "s_barrier_wait"));
  CHECK((op != "s_barrier_signal"));
  // mnemonicId("s_setpc_b64") or ("v_add_f17") would not compile.
}

namespace {
struct SuffixRow {
  std::string_view name, suffix;
};
#define SILKEN_MNEMONIC(name)
#define SILKEN_MNEMONIC_SUFFIX(name, suffix) {name, suffix},
#define SILKEN_VOPD(name, asX, asY)
const SuffixRow kSuffixRows[] = {
#include "../../isa/gfx1250-mnemonics.def"
};
#undef SILKEN_MNEMONIC
#undef SILKEN_MNEMONIC_SUFFIX
#undef SILKEN_VOPD
} // namespace

TEST_CASE("mnemonics: a suffixed spelling is known exactly where the table lists it") {
  std::set<std::pair<std::string_view, std::string_view>> listed;
  for (const SuffixRow& r : kSuffixRows)
    listed.insert({r.name, r.suffix});
  size_t accepted = 0, ownSpellings = 0;
  for (std::string_view name : allMnemonics())
    for (std::string_view suffix : {"e32", "e64", "dpp", "sdwa", "e64_dpp"}) {
      std::string spelled = std::string(name) + "_" + std::string(suffix);
      MnemonicId id = lookupMnemonic(spelled);
      bool isName = std::find(allMnemonics().begin(), allMnemonics().end(), spelled) !=
                    allMnemonics().end();
      bool isAlias = std::any_of(allAliases().begin(), allAliases().end(),
                                 [&](const Alias& a) { return a.alias == spelled; });
      if (isName || isAlias) {
        ownSpellings += listed.count({name, suffix});
        continue; // a spelling of its own
      }
      if (listed.count({name, suffix})) {
        CHECK(id == lookupMnemonic(name));
        ++accepted;
      } else {
        CHECK(id == kUnknownMnemonic);
      }
    }
  CHECK(accepted + ownSpellings == listed.size());
  CHECK(accepted > 2000);
  CHECK(lookupMnemonic("V_ADD_F32_E32") == lookupMnemonic("v_add_f32"));
}
