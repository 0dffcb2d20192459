// The hazard table as data: one row per rule of
// ../shared/reference/gfx1250-scheduling.md §1.1, with what separates the
// pair and where the distance was confirmed (docs/hazards.md says how).
#include "analysis/hazards.h"

#include <array>

namespace silken::analysis {
namespace {

using enum HazardKind;
using enum Separation;

constexpr std::array<HazardRule, kNumHazardKinds> kRules = {{
    {WmmaToValu, "H1", "WmmaToValu", ValuSlots, "llc-22",
     "XDL WMMA/SWMMAC -> VALU reading or writing its D or writing its A/B/index: "
     "2-8 VALU slots by category"},
    {WmmaToWmma, "H2", "WmmaToWmma", ValuSlots, "llc-22",
     "XDL WMMA D -> WMMA reading it as A, B or index: 3-9 slots by category"},
    {WmmaAccumulate, "H3", "WmmaAccumulate", None, "llc-22",
     "WMMA D -> WMMA using it as C: the hardware stalls"},
    {TransToValu, "H4", "TransToValu", ValuSlots, "llc-22",
     "TRANS -> non-TRANS VALU reading its result or overwriting its source: 1 slot"},
    {TransToWmma, "H4b", "TransToWmma", ValuSlots, "llc-22",
     "TRANS -> XDL WMMA with a register in common: 1 slot"},
    {DpToWmma, "H4c", "DpToWmma", ValuSlots, "reference",
     "f64 VALU or v_wmma_f32_16x16x4_f32 -> XDL WMMA with a register in common: 1 slot "
     "(StinkyTofu's rule; LLVM has none)"},
    {CmpxToPermlane, "H5", "CmpxToPermlane", NonNopValu, "llc-22",
     "v_cmpx (writes EXEC) -> v_permlane*: one VALU that is not v_nop between"},
    {SetregModeNops, "H6", "SetregModeNops", VnopsBefore, "llc-22",
     "s_setreg of HW_REG_MODE (offset 0, size 1, as LLVM 22 checks): 2 v_nop right before"},
    {GetregWaitIdle, "H7", "GetregWaitIdle", WaitIdleBefore, "llc-22",
     "s_getreg of STATUS, STATE_PRIV, EXCP_FLAG_PRIV/USER: s_wait_alu 0 right before"},
    {AsyncBarrierArrive, "H8", "AsyncBarrierArrive", VmVsrcAround, "llc-22",
     "ds_atomic_async_barrier_arrive_b64: s_wait_alu depctr_vm_vsrc(0) right before and after"},
    {ScratchBaseForwarding, "H9", "ScratchBaseForwarding", SdstWait, "llc-22",
     "write of s102/s103 -> read of src_flat_scratch_base_lo/hi within 10 SALU / 8 VALU SGPR "
     "writes: s_wait_alu depctr_sa_sdst(0) depctr_va_sdst(0) between"},
    {SmemSoftClause, "H10", "SmemSoftClause", NonSmem, "llc-22",
     "back-to-back SMEM where one writes a register an SMEM of the run reads: a non-SMEM "
     "instruction between"},
    {XnackReplay, "H11", "XnackReplay", XcntWait, "elsewhere",
     "XNACK replay groups: s_wait_xcnt 0 before overwriting a group's source (the waitcnt "
     "pass and silken check's xcnt rules)"},
    {ExpertValuToMemory, "H12", "ExpertValuToMemory", VaVdstWait, "llc-22",
     "expert mode: VALU writes a VGPR -> VMEM/DS/FLAT reads it: s_wait_alu depctr_va_vdst(N), "
     "N at most the younger VALU writes of the producer's pipe"},
    {ExpertMemoryToValu, "H13", "ExpertMemoryToValu", VmVsrcWait, "llc-22",
     "expert mode: VMEM/DS/FLAT reads a VGPR -> VALU overwrites it: s_wait_alu "
     "depctr_vm_vsrc(N), N at most the younger reads of the producer's queue"},
    {MsbOrder, "H14", "MsbOrder", None, "elsewhere",
     "s_set_vgpr_msb renames every later VGPR operand: an ordering fence"},
    {SetregModeMsb, "H15", "SetregModeMsb", MsbRestore, "reference",
     "s_setreg of HW_REG_MODE bits [19:12] (the VGPR MSBs): s_set_vgpr_msb right after"},
    {VopdHalves, "H16", "VopdHalves", Independence, "reference",
     "VOPD X and Y halves write different registers (each reads the old value of what the "
     "other writes: a split must keep that)"},
    {KernelPrologue, "H17", "KernelPrologue", None, "elsewhere",
     "kernel-entry prefetch / v_nop / SCHED_MODE prologue stays first: an ordering fence"},
    {ClauseBody, "H18", "ClauseBody", ClauseMembers, "reference",
     "s_clause N: the next N+1 instructions are memory instructions of one kind, the first "
     "is not s_set_vgpr_msb"},
}};

constexpr bool rulesInKindOrder() {
  for (size_t i = 0; i < kRules.size(); ++i)
    if (size_t(kRules[i].kind) != i)
      return false;
  return true;
}
static_assert(rulesInKindOrder(), "one row per HazardKind, in enum order");

} // namespace

std::span<const HazardRule> hazardRules() { return kRules; }

const HazardRule& hazardRule(HazardKind kind) { return kRules[size_t(kind)]; }

std::string_view meansName(Means m) {
  switch (m) {
  case Means::Distance: return "distance";
  case Means::Fillers: return "fillers";
  case Means::Wait: return "wait";
  case Means::Order: return "order";
  case Means::Unsatisfied: return "unsatisfied";
  }
  return "?";
}

} // namespace silken::analysis
