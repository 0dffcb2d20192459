#include "isa/control_flow.h"

namespace silken::isa {

FlowKind flowKind(MnemonicId id) {
  std::string_view n = mnemonicName(id);
  if (n.empty())
    return FlowKind::None;
  if (n == "s_branch")
    return FlowKind::Branch;
  if (n.starts_with("s_cbranch_"))
    return FlowKind::CondBranch;
  if (n.starts_with("s_endpgm"))
    return FlowKind::EndProgram;
  if (n == "s_set_pc_i64" || n == "s_setpc_b64" || n == "s_add_pc_i64" ||
      n == "s_rfe_i64" || n == "s_rfe_b64")
    return FlowKind::IndirectJump;
  if (n == "s_swap_pc_i64" || n == "s_swappc_b64" || n.starts_with("s_call_"))
    return FlowKind::Call;
  return FlowKind::None;
}

bool isGetPc(MnemonicId id) {
  std::string_view n = mnemonicName(id);
  return n == "s_get_pc_i64" || n == "s_getpc_b64";
}

} // namespace silken::isa
