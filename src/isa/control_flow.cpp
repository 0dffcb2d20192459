#include "isa/control_flow.h"

#include "isa/mnemonic_ids.h"

#include <array>
#include <iterator>

namespace silken::isa {

// Old spellings (s_setpc_b64, s_swappc_b64, s_getpc_b64, s_rfe_b64) are
// aliases: lookupMnemonic gives their canonical ids, named here.
namespace {

constexpr FlowKind classify(std::string_view n) {
  // Scalar names only past this test (two char compares), the literals'
  // lengths counted once: clang's constant evaluator allows 1,048,576
  // steps for the whole table, and this takes 100,000-200,000.
  using namespace std::string_view_literals;
  if (n.size() < 2 || n[0] != 's' || n[1] != '_')
    return FlowKind::None;
  if (n == "s_branch"sv)
    return FlowKind::Branch;
  if (n.starts_with("s_cbranch_"sv))
    return FlowKind::CondBranch;
  if (n.starts_with("s_endpgm"sv))
    return FlowKind::EndProgram;
  if (n == "s_set_pc_i64"sv || n == "s_add_pc_i64"sv || n == "s_rfe_i64"sv)
    return FlowKind::IndirectJump;
  if (n == "s_swap_pc_i64"sv || n.starts_with("s_call_"sv))
    return FlowKind::Call;
  return FlowKind::None;
}

// Asked several times per instruction (CFG, block splitting, symbol checks):
// one table of every mnemonic, made by the compiler (nothing to build at
// start-up, which was 1.3% of parse + print on the largest corpus kernel).
constexpr auto kFlowKinds = [] {
  std::array<FlowKind, std::size(table::kNames)> t{};
  for (size_t i = 0; i < t.size(); ++i)
    t[i] = classify(table::kNames[i]);
  return t;
}();

// The names classify spells are canonical mnemonics (a typo would leave a
// kind unused without a word): checked here at compile time.
static_assert(mnemonicId("s_branch") >= 0 && mnemonicId("s_set_pc_i64") >= 0 &&
              mnemonicId("s_add_pc_i64") >= 0 && mnemonicId("s_rfe_i64") >= 0 &&
              mnemonicId("s_swap_pc_i64") >= 0);
static_assert(kFlowKinds[size_t(mnemonicId("s_cbranch_scc0"))] == FlowKind::CondBranch &&
              kFlowKinds[size_t(mnemonicId("s_endpgm"))] == FlowKind::EndProgram &&
              kFlowKinds[size_t(mnemonicId("s_call_i64"))] == FlowKind::Call);

} // namespace

namespace detail {
constinit const std::span<const FlowKind> kFlowKindOf = kFlowKinds;
} // namespace detail

bool isGetPc(MnemonicId id) { return Opcode(id) == "s_get_pc_i64"; }

} // namespace silken::isa
