// The gfx1250 hazard model: which pairs of instructions of a straight-line
// sequence must stay apart, by how much, and whether the sequence keeps
// them apart.
//
// Every row of ../shared/reference/gfx1250-scheduling.md §1.1 is a
// HazardRule (data: kind, id, what separates the pair, where the distance
// was confirmed); findHazards lists each requirement the sequence holds:
// the kind, producer and consumer indices, the distance required and the
// distance the text provides, and how it provides it (distance, v_nop /
// s_nop fillers, an s_wait_alu) or that it does not. A scheduler runs it on
// the input and on a candidate order and keeps every pair satisfied; a
// checker reports the unsatisfied ones. docs/hazards.md has the rules,
// their sources and what was measured with llc-22.
//
// Listed pairs: for the distance rules (H1, H2, H4*, H5) the pairs whose
// separation is at most the required one (tight or violated: removing any
// slot between them would break them); for the wait rules (H9, H12, H13)
// every consumer of a producer the rule covers; for the instance rules
// (H6-H8, H10, H15, H16, H18) every instruction the rule applies to.
#pragma once

#include "ir/module.h"
#include "isa/mnemonic_ids.h"
#include "semantics/def_use.h"

#include <cstdint>
#include <limits>
#include <span>
#include <string_view>
#include <vector>

namespace silken::analysis {

enum class HazardKind : uint8_t {
  WmmaToValu,            ///< H1
  WmmaToWmma,            ///< H2 (A/B read of an earlier D)
  WmmaAccumulate,        ///< H3 (C chain: interlocked, never listed)
  TransToValu,           ///< H4
  TransToWmma,           ///< H4b
  DpToWmma,              ///< H4c
  CmpxToPermlane,        ///< H5
  SetregModeNops,        ///< H6
  GetregWaitIdle,        ///< H7
  AsyncBarrierArrive,    ///< H8
  ScratchBaseForwarding, ///< H9
  SmemSoftClause,        ///< H10
  XnackReplay,           ///< H11 (checked by `silken check`'s xcnt rules)
  ExpertValuToMemory,    ///< H12 (expert scheduling mode only)
  ExpertMemoryToValu,    ///< H13 (expert scheduling mode only)
  MsbOrder,              ///< H14 (an ordering fence, never listed)
  SetregModeMsb,         ///< H15
  VopdHalves,            ///< H16
  KernelPrologue,        ///< H17 (an ordering fence, never listed)
  ClauseBody,            ///< H18
};
constexpr int kNumHazardKinds = int(HazardKind::ClauseBody) + 1;

/// What keeps a pair apart.
enum class Separation : uint8_t {
  None,          ///< the hardware interlocks, or an ordering rule only
  ValuSlots,     ///< VALU-pipe instructions between (v_nop counts, s_nop not)
  NonNopValu,    ///< VALU instructions other than v_nop between
  VnopsBefore,   ///< v_nop instructions immediately before the consumer
  WaitIdleBefore, ///< the all-zero s_wait_alu immediately before
  VmVsrcAround,  ///< s_wait_alu depctr_vm_vsrc(0) immediately before and after
  SdstWait,      ///< s_wait_alu depctr_sa_sdst(0) depctr_va_sdst(0) between
  NonSmem,       ///< an instruction that is not SMEM between
  VaVdstWait,    ///< s_wait_alu depctr_va_vdst(N) between, N small enough
  VmVsrcWait,    ///< s_wait_alu depctr_vm_vsrc(N) (or a counter wait) between
  XcntWait,      ///< s_wait_xcnt 0 between
  MsbRestore,    ///< s_set_vgpr_msb right after the consumer
  Independence,  ///< no register of one half of a VOPD in the other
  ClauseMembers, ///< the clause's next N+1 instructions: memory, one kind
};

/// One row of the hazard table.
struct HazardRule {
  HazardKind kind;
  std::string_view id;   ///< "H1" ... the reference's numbering
  std::string_view name; ///< stable UpperCamel name, for remarks
  Separation separation;
  /// "llc-22": the distance was reproduced with llc-22 (docs/hazards.md);
  /// "reference": from the reference only; "elsewhere": enforced by another
  /// part of silken (waitcnt's xcnt rules, the MSB fences).
  std::string_view confirmed;
  std::string_view summary;
};

/// Every rule, in the reference's order (one per HazardKind).
std::span<const HazardRule> hazardRules();
const HazardRule& hazardRule(HazardKind kind);

/// How the sequence satisfies a requirement.
enum class Means : uint8_t {
  Distance,    ///< enough independent instructions between
  Fillers,     ///< v_nop / s_nop fillers (with or without other instructions)
  Wait,        ///< an s_wait_alu (or another wait) between or around
  Order,       ///< the instructions are in the required order or shape
  Unsatisfied, ///< a violation
};
std::string_view meansName(Means m);

constexpr uint32_t kNoIndex = std::numeric_limits<uint32_t>::max();

struct HazardRequirement {
  HazardKind kind;
  uint32_t producer = 0; ///< index into the sequence (== consumer for instance rules)
  uint32_t consumer = 0;
  uint8_t required = 0;  ///< slots, instructions or waits the rule asks for
  uint8_t provided = 0;  ///< what the sequence has (capped at required + 1)
  Means means = Means::Unsatisfied;
  uint32_t by = kNoIndex; ///< the filler or wait that satisfies it, if one does
  bool satisfied() const { return means != Means::Unsatisfied; }
};

struct HazardContext {
  isa::MsbState msb;       ///< the s_set_vgpr_msb state before the sequence
  bool expertMode = false; ///< expert scheduling mode 2 is on before it
};

/// Every requirement `seq` holds, sorted by consumer, then producer, then
/// kind. An s_setreg of SCHED_MODE inside the sequence switches expert
/// mode on or off for what follows; an s_set_vgpr_msb changes the windows.
/// Pairs whose producer is before the sequence are not seen.
std::vector<HazardRequirement> findHazards(std::span<const ir::Stmt* const> seq,
                                           const HazardContext& context);

/// Expert scheduling mode after `inst` given the mode before it: an
/// s_setreg of HW_REG_WAVE_SCHED_MODE bits [1:0] sets it (2 = on); a value
/// that is not known turns it on (the conservative reading).
bool expertModeAfterSetreg(const ir::Inst& inst, bool before);
inline bool expertModeAfter(const ir::Inst& inst, bool before) {
  // Asked of every instruction (inline): only an s_setreg writes the mode.
  isa::Opcode op(inst.opcode);
  if (!(op == "s_setreg_b32" || op == "s_setreg_imm32_b32"))
    return before;
  return expertModeAfterSetreg(inst, before);
}

/// Per block of `fn`: the requirements of the block on its own (MSB states
/// from the function's dataflow; expert mode on from the first SCHED_MODE
/// write in layout order, which is where kernels put it: the prologue).
std::vector<std::vector<HazardRequirement>> findBlockHazards(const ir::Function& fn);

} // namespace silken::analysis
