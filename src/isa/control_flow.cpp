#include "isa/control_flow.h"

#include "isa/mnemonic_ids.h"

#include <iterator>
#include <vector>

namespace silken::isa {

// Old spellings (s_setpc_b64, s_swappc_b64, s_getpc_b64, s_rfe_b64) are
// aliases: lookupMnemonic gives their canonical ids, named here.
namespace {

FlowKind classify(MnemonicId id) {
  Opcode op(id);
  std::string_view n = op.text();
  if (n.empty())
    return FlowKind::None;
  if (op == "s_branch")
    return FlowKind::Branch;
  if (n.starts_with("s_cbranch_"))
    return FlowKind::CondBranch;
  if (n.starts_with("s_endpgm"))
    return FlowKind::EndProgram;
  if (op == "s_set_pc_i64" || op == "s_add_pc_i64" || op == "s_rfe_i64")
    return FlowKind::IndirectJump;
  if (op == "s_swap_pc_i64" || n.starts_with("s_call_"))
    return FlowKind::Call;
  return FlowKind::None;
}

} // namespace

// Asked several times per instruction (CFG, block splitting, symbol checks):
// one table of every mnemonic, built before main from the constant tables
// (no guard to test per question).
namespace {
const std::vector<FlowKind> kFlowKinds = [] {
  std::vector<FlowKind> t(std::size(table::kNames));
  for (size_t i = 0; i < t.size(); ++i)
    t[i] = classify(MnemonicId(i));
  return t;
}();
} // namespace

namespace detail {
const std::vector<FlowKind>& kFlowKindOf = kFlowKinds;
} // namespace detail

bool isGetPc(MnemonicId id) { return Opcode(id) == "s_get_pc_i64"; }

} // namespace silken::isa
