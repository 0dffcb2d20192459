// What the hazard rules ask of each instruction of a sequence, computed
// once (internal to the hazard model: hazards.cpp, hazard_instances.cpp,
// hazard_expert.cpp).
#pragma once

#include "analysis/hazards.h"
#include "semantics/valu_pipes.h"
#include "isa/instr_info.h"
#include "support/arena.h"
#include "support/pointer_map.h"

#include <algorithm>
#include <vector>

namespace silken::analysis::hazard_detail {

/// The register values an instruction reads and writes (EXEC and the MSB
/// state left out), kept apart from Facts: 560 bytes that many orders of
/// the same instructions share instead of copying.
struct FactRegs {
  isa::RegUnits reads, writes;
  /// The same reads and writes within the VGPR units, as def/use runs in
  /// unit order (isa::UnitRuns' packing), for the rules that walk VGPR
  /// units one by one (hazard_expert.cpp): a scan of the 2,199-bit sets for
  /// the next unit cost more than the rules. Unset (`vgprRunsKnown` false)
  /// when they do not fit: then the sets are walked.
  static constexpr unsigned kVgprRuns = 6;
  uint32_t vgprRuns[kVgprRuns] = {};
  uint8_t vgprRunCount = 0;
  bool vgprRunsKnown = false;

  /// f(u) for every VGPR unit in `sets` (isa::UnitRuns::kReads or
  /// kWrites), in ascending order.
  template <class F>
  void forEachVgpr(uint32_t sets, F&& f) const {
    if (!vgprRunsKnown) {
      const isa::RegUnits& u = sets == isa::UnitRuns::kReads ? reads : writes;
      for (size_t k = u._Find_first(); k < isa::kNumVgprUnits; k = u._Find_next(k))
        f(uint32_t(k));
      return;
    }
    for (unsigned r = 0; r < vgprRunCount; ++r)
      if (isa::UnitRuns::sets(vgprRuns[r]) & sets)
        for (uint32_t k = isa::UnitRuns::first(vgprRuns[r]),
                      e = std::min(isa::UnitRuns::end(vgprRuns[r]), isa::kNumVgprUnits);
             k < e; ++k)
          f(k);
  }
  /// Some VGPR unit is in `sets`.
  bool anyVgpr(uint32_t sets) const {
    if (!vgprRunsKnown)
      return (sets == isa::UnitRuns::kReads ? reads : writes)._Find_first() < isa::kNumVgprUnits;
    for (unsigned r = 0; r < vgprRunCount; ++r)
      if ((isa::UnitRuns::sets(vgprRuns[r]) & sets) &&
          isa::UnitRuns::first(vgprRuns[r]) < isa::kNumVgprUnits)
        return true;
    return false;
  }
};

struct Facts {
  uint32_t index = 0;             ///< position in the sequence
  const ir::Inst* inst = nullptr; ///< null for an unknown instruction (a fence)
  isa::InstrClass cls = isa::InstrClass::Unknown;
  isa::ValuPipe pipe = isa::ValuPipe::None;
  bool vnop = false;
  bool xdl = false;
  isa::MsbState msb;   ///< the window state before the instruction
  bool expert = false; ///< expert scheduling mode is on before it
  bool writesExec = false;
  const FactRegs* regs = &kNoRegs; ///< owned by the FactsMemo the facts came from

  const isa::RegUnits& reads() const { return regs->reads; }
  const isa::RegUnits& writes() const { return regs->writes; }

  static const FactRegs kNoRegs; // a fence's: none known (nothing to pair with)
};

/// Where the facts of a sequence keep their registers, and the facts of
/// instructions already seen, for callers that ask about many orders of
/// the same instructions (the schedule pass's checks): an instruction's
/// facts depend only on it (immutable, owned by its module) and the MSB
/// state before it. Keyed by instruction, not statement: a statement slot
/// may be swapped for another instruction between calls. Facts collected
/// through a memo are valid as long as it lives.
struct FactsMemo {
  /// False: only a store for one sequence's registers (nothing reused).
  bool reuse = true;
  PointerMap<const ir::Inst*, Facts> byInst;
  Arena<FactRegs, 8, 1024> regs; ///< reuse: what byInst points into
  std::vector<FactRegs> once;    ///< no reuse: one per instruction, reserved up front

  /// Starts afresh once it holds more than `n` instructions (a caller that
  /// keeps one memo for many sequences bounds its memory so; no facts of
  /// earlier calls may be held then).
  void keepAtMost(size_t n) {
    if (byInst.size() > n)
      *this = {};
  }
};

/// The instructions of `seq` (other statements skipped), with the MSB
/// state and expert mode before each; `memo` keeps their registers (and
/// reuses facts when asked to).
std::vector<Facts> collectFacts(std::span<const ir::Stmt* const> seq, const HazardContext& ctx,
                                FactsMemo& memo);

/// findHazards with the facts through `memo`.
std::vector<HazardRequirement> findHazards(std::span<const ir::Stmt* const> seq,
                                           const HazardContext& ctx, FactsMemo& memo);

/// findHazards restricted to the expert-mode rules H12/H13 (their
/// requirements in no particular order), facts through `memo`.
std::vector<HazardRequirement> findExpertHazards(std::span<const ir::Stmt* const> seq,
                                                 const HazardContext& ctx, FactsMemo& memo);

/// The register units a VGPR or SGPR operand names under `msb`: `field` 'd'
/// for a destination, '0'..'2' for a source slot (an unknown window: all
/// four).
isa::RegUnits operandUnits(const ir::Operand& op, isa::MsbState msb, char field);

/// A memory instruction that reads VGPRs as address or data (VMEM, FLAT,
/// scratch, DS, async, prefetch): what expert mode leaves unprotected.
bool isVectorMemory(isa::InstrClass cls);

void addDistanceHazards(const std::vector<Facts>& facts, std::vector<HazardRequirement>& out);
void addInstanceHazards(const std::vector<Facts>& facts, std::vector<HazardRequirement>& out);
void addExpertHazards(const std::vector<Facts>& facts, std::vector<HazardRequirement>& out);

} // namespace silken::analysis::hazard_detail
