// How an instruction moves control: the ISA facts the CFG builder needs.
#pragma once

#include "isa/mnemonics.h"

#include <span>
#include <string_view>

namespace silken::isa {

enum class FlowKind {
  None,         ///< falls through to the next instruction
  Branch,       ///< s_branch LABEL
  CondBranch,   ///< s_cbranch_* LABEL: taken or falls through
  EndProgram,   ///< s_endpgm*: no successor
  IndirectJump, ///< s_setpc_b64 / s_set_pc_i64 / s_add_pc_i64 / s_rfe
  Call,         ///< s_swappc_b64 / s_call: returns, so falls through
};

namespace detail {
/// Per mnemonic, a constant table (control_flow.cpp): read inline, since
/// the CFG builder, block splitting, symbol checks and the ordering ask it
/// of every instruction.
extern const std::span<const FlowKind> kFlowKindOf;
} // namespace detail

inline FlowKind flowKind(MnemonicId id) {
  return id >= 0 && size_t(id) < detail::kFlowKindOf.size() ? detail::kFlowKindOf[size_t(id)]
                                                           : FlowKind::None;
}

/// s_getpc_b64 / s_get_pc_i64, the start of the long-branch idiom.
bool isGetPc(MnemonicId id);

/// The barrier-wait operand spellings: -3 and 0xfffd name the same id.
/// Returns the signed 16-bit reading of a simm16 value.
inline int64_t signExtend16(int64_t v) {
  return (v >= 0x8000 && v <= 0xffff) ? v - 0x10000 : v;
}

} // namespace silken::isa
