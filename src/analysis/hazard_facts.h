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
#include <deque>
#include <vector>

namespace silken::analysis::hazard_detail {

/// The register values an instruction reads and writes (EXEC and the MSB
/// state left out), kept apart from Facts, which many orders of the same
/// instructions copy. As the instruction's def/use runs (isa::UnitRuns'
/// packing, in its order, with the EXEC and MSB units cut out and only the
/// read and write sets kept): a handful of words where two 2,199-bit sets
/// were 560 bytes, which a walk of a whole block of a million instructions
/// allocated, zeroed and read back from memory (590 MB a walk). An
/// instruction with more runs than fit keeps the two sets instead
/// (`dense`, owned by the FactsMemo).
struct FactRegs {
  struct Sets {
    isa::RegUnits reads, writes;
  };
  static constexpr unsigned kRuns = 12;
  uint32_t runs[kRuns] = {};
  uint8_t runCount = 0;
  const Sets* dense = nullptr; ///< when the runs did not fit: the sets

  /// Adds the units of `run` in its read and write sets, EXEC and the MSB
  /// unit cut out; false when they do not fit.
  bool add(uint32_t run);
  /// The sets of all runs (for an instruction whose runs do not fit).
  static Sets setsOf(const isa::UnitRuns& du);

  /// Some unit in `set` (isa::UnitRuns::kReads or kWrites) is in `units`.
  bool intersects(uint32_t set, const isa::RegUnits& units) const {
    if (dense)
      return isa::intersects(set == isa::UnitRuns::kReads ? dense->reads : dense->writes, units);
    for (unsigned r = 0; r < runCount; ++r)
      if ((isa::UnitRuns::sets(runs[r]) & set) &&
          isa::anyInRange(units, isa::UnitRuns::first(runs[r]), isa::UnitRuns::end(runs[r])))
        return true;
    return false;
  }
  /// Some unit in `set` here is in `otherSet` of `other`.
  bool intersects(uint32_t set, const FactRegs& other, uint32_t otherSet) const {
    if (dense)
      return other.intersects(otherSet, set == isa::UnitRuns::kReads ? dense->reads : dense->writes);
    if (other.dense)
      return intersects(set, otherSet == isa::UnitRuns::kReads ? other.dense->reads
                                                                : other.dense->writes);
    for (unsigned r = 0; r < runCount; ++r) {
      if (!(isa::UnitRuns::sets(runs[r]) & set))
        continue;
      uint32_t first = isa::UnitRuns::first(runs[r]), end = isa::UnitRuns::end(runs[r]);
      for (unsigned o = 0; o < other.runCount; ++o)
        if ((isa::UnitRuns::sets(other.runs[o]) & otherSet) &&
            isa::UnitRuns::first(other.runs[o]) < end && first < isa::UnitRuns::end(other.runs[o]))
          return true;
    }
    return false;
  }
  /// Some unit of [first, end) is in `set`.
  bool anyIn(uint32_t set, uint32_t first, uint32_t end) const {
    if (dense)
      return isa::anyInRange(set == isa::UnitRuns::kReads ? dense->reads : dense->writes, first,
                             end);
    for (unsigned r = 0; r < runCount; ++r)
      if ((isa::UnitRuns::sets(runs[r]) & set) && isa::UnitRuns::first(runs[r]) < end &&
          first < isa::UnitRuns::end(runs[r]))
        return true;
    return false;
  }
  /// ORs the units in `set` into `units`.
  void addTo(uint32_t set, isa::RegUnits& units) const {
    if (dense) {
      units |= set == isa::UnitRuns::kReads ? dense->reads : dense->writes;
      return;
    }
    for (unsigned r = 0; r < runCount; ++r)
      if (isa::UnitRuns::sets(runs[r]) & set)
        isa::setRange(units, isa::UnitRuns::first(runs[r]), isa::UnitRuns::end(runs[r]));
  }

  /// f(u) for every VGPR unit in `set`, in run order (a unit in two runs
  /// is met twice: every caller's f gives the same result then).
  template <class F>
  void forEachVgpr(uint32_t set, F&& f) const {
    if (dense) {
      const isa::RegUnits& u = set == isa::UnitRuns::kReads ? dense->reads : dense->writes;
      for (size_t k = u._Find_first(); k < isa::kNumVgprUnits; k = u._Find_next(k))
        f(uint32_t(k));
      return;
    }
    for (unsigned r = 0; r < runCount; ++r)
      if (isa::UnitRuns::sets(runs[r]) & set)
        for (uint32_t k = isa::UnitRuns::first(runs[r]),
                      e = std::min(isa::UnitRuns::end(runs[r]), isa::kNumVgprUnits);
             k < e; ++k)
          f(k);
  }
  /// Some VGPR unit is in `set`.
  bool anyVgpr(uint32_t set) const { return anyIn(set, 0, isa::kNumVgprUnits); }
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
  /// A VOPD whose halves write different registers (H16; made with the
  /// facts, which many orders of one instruction share).
  bool vopdIndependent = false;
  /// It may change expert scheduling mode (a setreg of SCHED_MODE; else
  /// the mode after it is the mode before it).
  bool mayChangeMode = false;
  const FactRegs* regs = &kNoRegs; ///< owned by the FactsMemo the facts came from

  static const FactRegs kNoRegs; // a fence's: none known (nothing to pair with)
};

/// A VOPD with both halves' operands (H16 applies to it).
bool isVopdPair(const ir::Inst& inst);
/// H16's question, asked once per instruction and MSB state: the halves
/// of VOPD `inst` write different registers.
bool vopdHalvesIndependent(const ir::Inst& inst, isa::MsbState msb);

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
  std::deque<FactRegs::Sets> dense; ///< the sets of instructions whose runs did not fit

  /// The bound its keepers use: a few large blocks' worth of instructions.
  static constexpr size_t kKept = 8192;
  /// Starts afresh once it holds more than `n` instructions (a caller that
  /// keeps one memo for many sequences bounds its memory so; no facts of
  /// earlier calls may be held then).
  void keepAtMost(size_t n = kKept) {
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
/// operandUnits' units added to `u` (no set of its own to clear and merge).
void addOperandUnits(isa::RegUnits& u, const ir::Operand& op, isa::MsbState msb, char field);

/// A memory instruction that reads VGPRs as address or data (VMEM, FLAT,
/// scratch, DS, async, prefetch): what expert mode leaves unprotected.
bool isVectorMemory(isa::InstrClass cls);

void addDistanceHazards(const std::vector<Facts>& facts, std::vector<HazardRequirement>& out);
void addInstanceHazards(const std::vector<Facts>& facts, std::vector<HazardRequirement>& out);
void addExpertHazards(const std::vector<Facts>& facts, std::vector<HazardRequirement>& out);

} // namespace silken::analysis::hazard_detail
