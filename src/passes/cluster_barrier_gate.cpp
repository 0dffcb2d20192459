// cluster-barrier gates: how a cluster signal runs in one wave per workgroup.
//
//   WaveIdx    s_cmp_eq_u32 s[sgprWaveIdx], 0 / s_cbranch_scc0 skip
//   Isfirst    (after s_barrier_signal_isfirst -1 / s_barrier_wait -1)
//              s_wait_kmcnt 0x0 / s_cbranch_scc0 skip  -- isfirst is a KMcnt
//              event and its SCC may be read only once kmcnt drained
//   Recompute  v_readfirstlane_b32 sK, v[vgprSerial] / s_lshr_b32 sK, sK, 5 /
//              s_cmp_eq_u32 sK, 0 / s_cbranch_scc0 skip
//
// The recomputed gate is used only where the serial VGPR (below v256) holds
// the thread serial on every path (written through its symbol, never
// overwritten since), the s_set_vgpr_msb state is known to be 0 (so the
// operand means that VGPR), and an SGPR the kernel already uses is dead
// (liveness). Every lane of a wave holds serial = wave * size + lane, so
// any lane readfirstlane picks gives the wave index: EXEC does not matter.
#include "analysis/kernel_metadata.h"
#include "analysis/msb_state.h"
#include "passes/cluster_barrier_impl.h"

namespace silken::passes::cb {

std::vector<Line> ClusterBarrier::gatedSignal(const std::string& inner, Gate gate) const {
  std::vector<Line> lines;
  std::string branchComment = "// Execute cluster barrier signal for waveID 0";
  if (gate.kind == Gate::WaveIdx) {
    lines.push_back({"s_cmp_eq_u32 s[" + o_.waveIdxSymbol + "], 0", "// Check for waveID 0"});
  } else if (gate.kind == Gate::Isfirst) {
    lines.push_back({"s_wait_kmcnt 0x0", "// s_barrier_signal_isfirst's SCC is ready"});
    branchComment = "// only the first wave of the workgroup signals";
  } else {
    std::string s = "s" + std::to_string(gate.sgpr);
    lines.push_back({"v_readfirstlane_b32 " + s + ", v[" + o_.serialSymbol + "]",
                     "// recompute the wave index: a lane's thread serial"});
    lines.push_back({"s_lshr_b32 " + s + ", " + s + ", " + std::to_string(gate.shift),
                     "// / wave size (" + s + " is dead here)"});
    lines.push_back({"s_cmp_eq_u32 " + s + ", 0", "// Check for waveID 0"});
  }
  lines.push_back({"s_cbranch_scc0 " + inner, branchComment});
  lines.push_back({"s_barrier_signal -3", "// cluster_barrier signal"});
  lines.push_back({inner + ":", ""});
  return lines;
}

std::string ClusterBarrier::gateNote(const Gate& gate) const {
  if (gate.kind != Gate::Recompute)
    return "";
  return "; the wave-index symbol is not usable, so the gate recomputes the wave index from '" +
         o_.serialSymbol + "' into s" + std::to_string(gate.sgpr) + ", which is dead there";
}

std::optional<Gate> ClusterBarrier::fallbackGate(Pos site, std::string& why) const {
  if (o_.waveIndex == WaveIndexPolicy::Isfirst)
    return Gate{Gate::Isfirst};
  if (o_.waveIndex == WaveIndexPolicy::Recompute)
    return recomputeGate(site, why);
  return std::nullopt;
}

std::optional<Gate> ClusterBarrier::recomputeGate(Pos site, std::string& why) const {
  auto fail = [&](std::string reason) {
    why += "; and the wave index cannot be recomputed here: " + reason;
    return std::nullopt;
  };
  if (auto serial = analysis::WaveIndexCheck(m_, fn_, o_.serialSymbol, ir::RegFile::V)
                        .problemAt(site.block, site.index))
    return fail(*serial);
  isa::MsbState msb = analyses().msbBefore(site.block, site.index);
  if (!msb.known || (msb.bits & 3) != 0)
    return fail("the s_set_vgpr_msb state is not known to be 0");
  // The highest SGPR the kernel already uses that is dead here.
  std::vector<char> used(106, 0);
  for (const ir::Block& blk : fn_.blocks)
    for (const ir::Stmt& s : blk.stmts)
      if (s.kind == ir::StmtKind::Instr && s.inst)
        for (const ir::Operand& op : s.inst->operands)
          if (op.kind == ir::OperandKind::Reg && op.reg.file == ir::RegFile::S)
            for (uint32_t r = op.reg.first; r < op.reg.first + op.reg.count && r < 106; ++r)
              used[r] = 1;
  isa::RegUnits live = analyses().liveBefore(site.block, site.index);
  std::optional<analysis::WorkgroupShape> shape = analysis::workgroupShape(m_, fn_.name);
  unsigned size = shape ? shape->waveSize : 32, shift = 0;
  while ((1u << shift) < size)
    ++shift;
  if ((1u << shift) != size)
    return fail("the wave size " + std::to_string(size) + " is not a power of two");
  for (uint16_t r = 106; r-- > 0;)
    if (used[r] && !live.test(isa::kSgprUnitBase + r))
      return Gate{Gate::Recompute, r, shift};
  return fail("no SGPR the kernel uses is dead here");
}

} // namespace silken::passes::cb
