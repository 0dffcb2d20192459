// The hazard rules about single instructions and their neighbours: H6
// (v_nops before a MODE write), H7 (idle wait before some s_getreg), H8
// (vm_vsrc waits around the async barrier arrive), H9 (scratch-base
// forwarding), H10 (SMEM soft clauses), H15 (MSB restore after a MODE
// write), H16 (VOPD halves independent), H18 (s_clause bodies).
#include "analysis/hazard_facts.h"

#include "semantics/hw_operands.h"
#include "isa/mnemonic_ids.h"

#include <algorithm>
#include <cctype>

namespace silken::analysis::hazard_detail {
namespace {

using isa::InstrClass;

bool is(const Facts& f, isa::KnownMnemonic m) {
  return f.inst && f.inst->opcode == m.id;
}

std::optional<isa::DepctrWait> depctr(const Facts& f) {
  return f.inst ? isa::decodeDepctr(*f.inst) : std::nullopt;
}

HazardRequirement instance(HazardKind kind, uint32_t at, uint8_t required, uint8_t provided,
                           Means ok, uint32_t by = kNoIndex) {
  HazardRequirement r{kind, at, at, required, provided};
  r.means = provided >= required ? ok : Means::Unsatisfied;
  r.by = r.satisfied() ? by : kNoIndex;
  return r;
}

// H6: LLVM 22 puts the two v_nops only before a write of MODE bit 0.
void setregModeNops(const std::vector<Facts>& fs, size_t i, std::vector<HazardRequirement>& out) {
  std::optional<isa::HwRegField> f = isa::decodeHwreg(*fs[i].inst);
  if (!f || f->id != isa::kHwRegMode || f->offset != 0 || f->size != 1 || is(fs[i], "s_getreg_b32"))
    return;
  uint8_t nops = 0;
  while (nops < 2 && i > nops && is(fs[i - 1 - nops], "v_nop"))
    ++nops;
  out.push_back(instance(HazardKind::SetregModeNops, fs[i].index, 2, nops, Means::Fillers,
                         nops ? fs[i - 1].index : kNoIndex));
}

// H15: a MODE write that covers bits [19:12] replaces the VGPR MSBs.
void setregModeMsb(const std::vector<Facts>& fs, size_t i, std::vector<HazardRequirement>& out) {
  std::optional<isa::HwRegField> f = isa::decodeHwreg(*fs[i].inst);
  if (!f || f->id != isa::kHwRegMode || is(fs[i], "s_getreg_b32"))
    return;
  if (f->offset > 19 || f->offset + f->size <= 12)
    return;
  bool restored = i + 1 < fs.size() && is(fs[i + 1], "s_set_vgpr_msb");
  out.push_back(instance(HazardKind::SetregModeMsb, fs[i].index, 1, restored, Means::Order));
}

// H7: reads of these registers must see every ALU result.
void getregWaitIdle(const std::vector<Facts>& fs, size_t i, std::vector<HazardRequirement>& out) {
  std::optional<isa::HwRegField> f = isa::decodeHwreg(*fs[i].inst);
  if (!f || !is(fs[i], "s_getreg_b32"))
    return;
  if (f->id != isa::kHwRegStatus && f->id != isa::kHwRegStatePriv && f->id != isa::kHwRegExcpFlagPriv &&
      f->id != isa::kHwRegExcpFlagUser)
    return;
  std::optional<isa::DepctrWait> w = i > 0 ? depctr(fs[i - 1]) : std::nullopt;
  bool idle = w && w->allZero();
  out.push_back(instance(HazardKind::GetregWaitIdle, fs[i].index, 1, idle, Means::Wait,
                         idle ? fs[i - 1].index : kNoIndex));
}

// H8: vm_vsrc(0) right before and right after the arrive.
void asyncBarrierArrive(const std::vector<Facts>& fs, size_t i,
                        std::vector<HazardRequirement>& out) {
  if (!is(fs[i], "ds_atomic_async_barrier_arrive_b64"))
    return;
  auto vsrcZero = [&](size_t j) {
    std::optional<isa::DepctrWait> w = depctr(fs[j]);
    return w && w->vmVsrc == 0;
  };
  bool before = i > 0 && vsrcZero(i - 1);
  bool after = i + 1 < fs.size() && vsrcZero(i + 1);
  out.push_back(instance(HazardKind::AsyncBarrierArrive, fs[i].index, 2,
                         uint8_t(before + after), Means::Wait,
                         after ? fs[i + 1].index : kNoIndex));
}

// LLVM 22 guards reads of src_flat_scratch_base_lo/hi; an s_getreg of
// SCRATCH_BASE_LO/HI after an s102 write gets no wait (llc-22, hazards.md).
bool readsScratchBase(const Facts& f) {
  for (const ir::Operand& op : f.inst->operands) {
    if (op.kind != ir::OperandKind::Reg || op.reg.file != ir::RegFile::Special)
      continue;
    std::string t(op.text);
    std::transform(t.begin(), t.end(), t.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    if (t.find("flat_scratch_base") != std::string::npos)
      return true;
  }
  return false;
}

// H9: the hazard expires after 10 SALU or 8 VALU SGPR writes.
void scratchBaseForwarding(const std::vector<Facts>& fs, std::vector<HazardRequirement>& out) {
  uint32_t producer = kNoIndex, wait = kNoIndex;
  unsigned saluWrites = 0, valuWrites = 0;
  for (const Facts& f : fs) {
    if (!f.inst)
      continue;
    if (producer != kNoIndex && readsScratchBase(f))
      out.push_back(instance(HazardKind::ScratchBaseForwarding, f.index, 1, wait != kNoIndex,
                             Means::Wait, wait));
    if (std::optional<isa::DepctrWait> w = depctr(f); w && w->saSdst == 0 && w->vaSdst == 0)
      wait = f.index;
    constexpr uint32_t kWrites = isa::UnitRuns::kWrites;
    bool sgprWrite =
        f.regs->anyIn(kWrites, isa::kSgprUnitBase, isa::kSgprUnitBase + isa::kNumSgprUnits);
    if (f.regs->anyIn(kWrites, isa::kSgprUnitBase + 102, isa::kSgprUnitBase + 104)) {
      producer = f.index, wait = kNoIndex, saluWrites = valuWrites = 0;
      continue;
    }
    if (sgprWrite && f.cls == InstrClass::Salu && ++saluWrites >= 10)
      producer = kNoIndex;
    if (sgprWrite && f.pipe != isa::ValuPipe::None && ++valuWrites >= 8)
      producer = kNoIndex;
  }
}

// H10: a run of SMEM (XNACK on) may not write what any member reads.
void smemSoftClauses(const std::vector<Facts>& fs, std::vector<HazardRequirement>& out) {
  isa::RegUnits defs, uses;
  bool empty = true; // defs and uses are clear (clearing them is 560 bytes)
  auto clear = [&] {
    if (!empty)
      defs.reset(), uses.reset();
    empty = true;
  };
  size_t runStart = 0;
  bool inRun = false;           // the previous instruction was SMEM
  uint32_t nopsSince = kNoIndex; // only s_nop since the run: the filler
  for (size_t i = 0; i < fs.size(); ++i) {
    const Facts& f = fs[i];
    if (f.cls != InstrClass::Smem) {
      if (is(f, "s_nop") && (inRun || nopsSince != kNoIndex)) {
        nopsSince = f.index;
      } else {
        nopsSince = kNoIndex;
        clear();
      }
      inRun = false;
      continue;
    }
    bool adjacent = inRun;
    if (!inRun && nopsSince == kNoIndex)
      runStart = i;
    bool conflict = false;
    if (adjacent || nopsSince != kNoIndex) {
      isa::RegUnits d = defs, u = uses;
      f.regs->addTo(isa::UnitRuns::kWrites, d);
      f.regs->addTo(isa::UnitRuns::kReads, u);
      conflict = isa::intersects(d, u);
    }
    if (conflict) {
      HazardRequirement r{HazardKind::SmemSoftClause, fs[runStart].index, f.index, 1,
                          uint8_t(adjacent ? 0 : 1)};
      r.means = adjacent ? Means::Unsatisfied : Means::Fillers;
      r.by = adjacent ? kNoIndex : nopsSince;
      out.push_back(r);
    }
    if (conflict || (!adjacent && nopsSince != kNoIndex)) {
      // The run is broken here (by the filler, or by the break it needs).
      clear();
      runStart = i;
    }
    f.regs->addTo(isa::UnitRuns::kWrites, defs);
    f.regs->addTo(isa::UnitRuns::kReads, uses);
    empty = false;
    inRun = true;
    nopsSince = kNoIndex;
  }
}

// H16: the halves of a VOPD issue together; neither may see the other.
void vopdHalves(const std::vector<Facts>& fs, size_t i, std::vector<HazardRequirement>& out) {
  if (isVopdPair(*fs[i].inst))
    out.push_back(
        instance(HazardKind::VopdHalves, fs[i].index, 1, fs[i].vopdIndependent, Means::Order));
}

// The clause kind of a memory instruction, 0 for anything else.
int clauseKind(InstrClass cls) {
  switch (cls) {
  case InstrClass::Smem: return 1;
  case InstrClass::DsLoad:
  case InstrClass::DsStore:
  case InstrClass::DsAtomic: return 2;
  default: return isVectorMemory(cls) || cls == InstrClass::Tensor ? 3 : 0;
  }
}

// H18: s_clause N groups the next N+1 instructions: memory of one kind.
void clauseBody(const std::vector<Facts>& fs, size_t i, std::vector<HazardRequirement>& out) {
  if (!is(fs[i], "s_clause") || fs[i].inst->operands.empty() ||
      !fs[i].inst->operands[0].hasValue)
    return;
  unsigned want = unsigned(fs[i].inst->operands[0].value & 0x3f) + 1;
  unsigned have = 0;
  int kind = 0;
  size_t j = i + 1;
  for (; j < fs.size() && have < want; ++j) {
    // LLVM 22 counts an s_set_vgpr_msb (never the first) among the N+1:
    // samples/llvm/wide/high_vgpr's `s_clause 0x3c` spans 60 loads and one.
    // The s_nop that breaks an SMEM soft clause (H10) sits between members
    // and is not counted (scalar_args: `s_clause 0x2` over three loads and
    // two s_nop; docs/waitcnt.md reads it the same way).
    if (is(fs[j], "s_set_vgpr_msb") && have > 0) {
      ++have;
      continue;
    }
    if (is(fs[j], "s_nop") && have > 0)
      continue;
    int k = fs[j].inst ? clauseKind(fs[j].cls) : 0;
    if (k == 0 || (kind && k != kind))
      break;
    kind = k;
    ++have;
  }
  // A clause that runs past the end of the sequence cannot be judged here.
  if (have < want && j >= fs.size())
    return;
  HazardRequirement r{HazardKind::ClauseBody, fs[i].index,
                      have < want ? fs[j].index : fs[j - 1].index, uint8_t(std::min(want, 64u)),
                      uint8_t(std::min(have, 64u))};
  r.means = have >= want ? Means::Order : Means::Unsatisfied;
  out.push_back(r);
}

} // namespace

bool isVopdPair(const ir::Inst& inst) {
  return inst.isDual() && inst.dualFirstOperand != 0 &&
         inst.dualFirstOperand < inst.operands.size();
}

bool vopdHalvesIndependent(const ir::Inst& inst, isa::MsbState msb) {
  if (!isVopdPair(inst))
    return false;
  // Each half's first operand is its destination. Both halves read the
  // old values, so a half may read what the other writes (LLVM 22 pairs
  // such WARs): only the destinations are compared; writing the same
  // register is not defined. A scheduler that splits a pair must keep the
  // old-value reads: Y before X when X writes what Y reads (docs/hazards.md).
  return !isa::intersects(operandUnits(inst.operands[0], msb, 'd'),
                          operandUnits(inst.operands[inst.dualFirstOperand], msb, 'd'));
}

void addInstanceHazards(const std::vector<Facts>& fs, std::vector<HazardRequirement>& out) {
  for (size_t i = 0; i < fs.size(); ++i) {
    if (!fs[i].inst)
      continue;
    setregModeNops(fs, i, out);
    setregModeMsb(fs, i, out);
    getregWaitIdle(fs, i, out);
    asyncBarrierArrive(fs, i, out);
    vopdHalves(fs, i, out);
    clauseBody(fs, i, out);
  }
  scratchBaseForwarding(fs, out);
  smemSoftClauses(fs, out);
}

} // namespace silken::analysis::hazard_detail
