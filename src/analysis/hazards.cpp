// The hazard model's driver and its distance rules (H1, H2, H4, H4b, H4c,
// H5): producers stay open while fewer VALU slots than they need (plus the
// one that makes a pair no longer tight) have issued after them; each
// consumer is checked against the open producers. Linear: a producer closes
// after at most 10 slots, so few are open at a time.
#include "analysis/hazard_facts.h"

#include "semantics/hw_operands.h"
#include "analysis/msb_state.h"
#include "isa/mnemonic_ids.h"

#include <algorithm>
#include <tuple>

namespace silken::analysis {
namespace hazard_detail {
namespace {

using isa::InstrClass;

// A, B and the SWMMAC index of an XDL matrix op.
isa::RegUnits matrixSources(const Facts& f) {
  isa::WmmaTiming t = isa::wmmaTiming(*f.inst);
  isa::RegUnits u;
  const auto& ops = f.inst->operands;
  if (t.srcA >= 0 && size_t(t.srcA) < ops.size())
    addOperandUnits(u, ops[size_t(t.srcA)], f.msb, '0');
  if (t.srcB >= 0 && size_t(t.srcB) < ops.size())
    addOperandUnits(u, ops[size_t(t.srcB)], f.msb, '1');
  if (t.srcIndex >= 0 && size_t(t.srcIndex) < ops.size())
    addOperandUnits(u, ops[size_t(t.srcIndex)], f.msb, '2');
  return u;
}

constexpr uint32_t kReads = isa::UnitRuns::kReads, kWrites = isa::UnitRuns::kWrites;

// An open producer. Its registers are referenced, not copied: the results
// and, but for an XDL op, the sources are its facts'; an XDL op's A/B/index
// sources sit in the walk's `matrix` store.
struct Open {
  HazardKind kind;
  uint32_t producer;
  const FactRegs* regs; // the producer's reads and writes
  int32_t matrix;       // index of its sources in the store (-1: its reads)
  uint8_t required;
  uint8_t slots = 0, real = 0; // VALU slots since; those that are not v_nop
  uint32_t lastFiller = kNoIndex;
  uint8_t counted() const { return kind == HazardKind::CmpxToPermlane ? real : slots; }
};

// Consumer `c` writes what open producer `o` reads (its sources).
bool writesSourceOf(const Facts& c, const Open& o, const std::vector<isa::RegUnits>& matrix) {
  return o.matrix >= 0 ? c.regs->intersects(kWrites, matrix[size_t(o.matrix)])
                       : c.regs->intersects(kWrites, *o.regs, kReads);
}

bool isPermlane(const ir::Inst& inst) {
  return isa::mnemonicName(inst.opcode).starts_with("v_permlane");
}

// Whether consumer `c` is in the relation the open producer's rule covers.
bool related(const Open& o, const Facts& c, const isa::RegUnits& cSources,
             const std::vector<isa::RegUnits>& matrix) {
  bool valuConsumer = c.pipe != isa::ValuPipe::None && !c.vnop && !c.xdl;
  switch (o.kind) {
  case HazardKind::WmmaToValu:
    return valuConsumer && (c.regs->intersects(kReads, *o.regs, kWrites) ||
                            c.regs->intersects(kWrites, *o.regs, kWrites) ||
                            writesSourceOf(c, o, matrix));
  case HazardKind::WmmaToWmma:
    return c.xdl && o.regs->intersects(kWrites, cSources);
  case HazardKind::TransToValu:
    return valuConsumer && c.pipe != isa::ValuPipe::Trans &&
           (c.regs->intersects(kReads, *o.regs, kWrites) || writesSourceOf(c, o, matrix));
  case HazardKind::TransToWmma:
  case HazardKind::DpToWmma:
    return c.xdl && (c.regs->intersects(kReads, *o.regs, kWrites) ||
                     c.regs->intersects(kWrites, *o.regs, kWrites) ||
                     writesSourceOf(c, o, matrix));
  case HazardKind::CmpxToPermlane:
    return c.inst && isPermlane(*c.inst);
  default:
    return false;
  }
}

void openProducers(const Facts& f, std::vector<Open>& open, std::vector<isa::RegUnits>& matrix) {
  if (!f.inst)
    return;
  const FactRegs* regs = f.regs;
  if (f.xdl) {
    isa::WmmaTiming t = isa::wmmaTiming(*f.inst);
    if (matrix.size() >= 32) { // keep only what open producers still name
      std::vector<isa::RegUnits> kept;
      std::vector<int32_t> to(matrix.size(), -1);
      for (Open& o : open)
        if (o.matrix >= 0) {
          int32_t& k = to[size_t(o.matrix)];
          if (k < 0) {
            k = int32_t(kept.size());
            kept.push_back(matrix[size_t(o.matrix)]);
          }
          o.matrix = k;
        }
      matrix.swap(kept);
    }
    int32_t m = int32_t(matrix.size());
    matrix.push_back(matrixSources(f));
    open.push_back({HazardKind::WmmaToValu, f.index, regs, m, t.valuSlots});
    open.push_back({HazardKind::WmmaToWmma, f.index, regs, m, t.wmmaSlots});
  } else if (f.pipe == isa::ValuPipe::Trans) {
    open.push_back({HazardKind::TransToValu, f.index, regs, -1, 1});
    open.push_back({HazardKind::TransToWmma, f.index, regs, -1, 1});
  } else if (f.pipe == isa::ValuPipe::Dp || (f.cls == InstrClass::Wmma && !f.xdl)) {
    open.push_back({HazardKind::DpToWmma, f.index, regs, -1, 1});
  }
  if (isa::mnemonicName(f.inst->opcode).starts_with("v_cmpx")) // no registers: any permlane
    open.push_back({HazardKind::CmpxToPermlane, f.index, &Facts::kNoRegs, -1, 1});
}

} // namespace

void addOperandUnits(isa::RegUnits& u, const ir::Operand& op, isa::MsbState msb, char field) {
  if (op.kind != ir::OperandKind::Reg)
    return;
  const ir::RegRef& r = op.reg;
  if (r.file == ir::RegFile::S) {
    uint32_t end = std::min<uint32_t>(r.first + r.count, isa::kNumSgprUnits);
    if (r.first < end)
      isa::setRange(u, isa::kSgprUnitBase + r.first, isa::kSgprUnitBase + end);
    return;
  }
  if (r.file != ir::RegFile::V)
    return;
  int shift = field == 'd' ? 6 : 2 * (field - '0');
  for (uint32_t w = 0; w < 4; ++w) {
    if (msb.known && uint32_t((msb.bits >> shift) & 3) != w)
      continue;
    uint32_t first = w * 256 + r.first;
    uint32_t end = std::min<uint32_t>(first + r.count, isa::kNumVgprs);
    if (first >= end)
      continue;
    if (r.half == ir::RegHalf::Full) { // both halves of each: one run of units
      isa::setRange(u, isa::kVgprUnitBase + 2 * first, isa::kVgprUnitBase + 2 * end);
      continue;
    }
    for (uint32_t phys = first; phys < end; ++phys)
      u.set(isa::kVgprUnitBase + 2 * phys + (r.half == ir::RegHalf::Hi ? 1 : 0));
  }
}

isa::RegUnits operandUnits(const ir::Operand& op, isa::MsbState msb, char field) {
  isa::RegUnits u;
  addOperandUnits(u, op, msb, field);
  return u;
}

bool isVectorMemory(InstrClass cls) {
  switch (cls) {
  case InstrClass::VmemLoad:
  case InstrClass::VmemStore:
  case InstrClass::VmemAtomic:
  case InstrClass::Flat:
  case InstrClass::Scratch:
  case InstrClass::Prefetch:
  case InstrClass::DsLoad:
  case InstrClass::DsStore:
  case InstrClass::DsAtomic:
  case InstrClass::AsyncLds:
    return true;
  default:
    return false;
  }
}

const FactRegs Facts::kNoRegs{}; // no runs

bool FactRegs::add(uint32_t run) {
  const uint32_t sets = isa::UnitRuns::sets(run) & (kReads | kWrites);
  if (!sets)
    return true;
  // The units left out: EXEC's two halves, and the MSB unit, the last of all.
  static_assert(isa::kExecHiUnit == isa::kExecLoUnit + 1 && isa::kMsbUnit + 1 == isa::kNumUnits);
  uint32_t first = isa::UnitRuns::first(run), end = std::min(isa::UnitRuns::end(run), isa::kMsbUnit);
  auto piece = [&](uint32_t from, uint32_t to) {
    if (from >= to)
      return true;
    if (runCount == kRuns)
      return false;
    runs[runCount++] = isa::UnitRuns::pack(from, to, sets);
    return true;
  };
  if (first <= isa::kExecHiUnit && isa::kExecLoUnit < end) // around EXEC
    return piece(first, isa::kExecLoUnit) && piece(isa::kExecHiUnit + 1, end);
  return piece(first, end);
}

FactRegs::Sets FactRegs::setsOf(const isa::UnitRuns& du) {
  Sets out;
  for (uint32_t run : du) {
    uint32_t first = isa::UnitRuns::first(run), end = isa::UnitRuns::end(run);
    if (isa::UnitRuns::sets(run) & kReads)
      isa::setRange(out.reads, first, end);
    if (isa::UnitRuns::sets(run) & kWrites)
      isa::setRange(out.writes, first, end);
  }
  for (uint32_t u : {isa::kExecLoUnit, isa::kExecHiUnit, isa::kMsbUnit}) {
    out.reads.reset(u);
    out.writes.reset(u);
  }
  return out;
}

std::vector<Facts> collectFacts(std::span<const ir::Stmt* const> seq, const HazardContext& ctx,
                                FactsMemo& memo) {
  std::vector<Facts> out;
  out.reserve(seq.size());
  if (!memo.reuse) { // never grows past this: the facts point into it
    memo.once.clear();
    memo.once.reserve(seq.size());
  }
  isa::MsbState msb = ctx.msb;
  bool expert = ctx.expertMode;
  for (uint32_t i = 0; i < seq.size(); ++i) {
    const ir::Stmt& s = *seq[i];
    if (s.kind == ir::StmtKind::Instr || s.isFence()) {
      const Facts* known = nullptr;
      if (memo.reuse && s.inst && !s.isFence())
        if (const Facts* it = memo.byInst.find(s.inst); it && it->msb == msb)
          known = it;
      Facts& f = known ? out.emplace_back(*known) : out.emplace_back();
      f.index = i;
      f.msb = msb;
      f.expert = expert;
      if (!s.isFence() && s.inst) {
        const ir::Inst& inst = *s.inst;
        if (!known) {
          f.inst = &inst;
          f.cls = isa::instrInfo(inst.opcode).cls;
          f.pipe = isa::valuPipe(inst);
          f.vnop = isa::Opcode(inst.opcode) == "v_nop";
          f.xdl = isa::isXdlMatrix(inst);
          f.vopdIndependent = vopdHalvesIndependent(inst, msb);
          f.mayChangeMode = expertModeAfter(inst, false) || !expertModeAfter(inst, true);
          // Register values only: EXEC and the MSB state left out.
          FactRegs& regs = memo.reuse ? *memo.regs.make() : memo.once.emplace_back();
          isa::UnitRuns du = isa::callOperandsRuns(s, msb);
          f.writesExec = du.writesExec();
          bool fits = true;
          for (uint32_t run : du)
            fits = fits && regs.add(run);
          if (!fits) { // register values only, as sets
            regs.runCount = 0;
            regs.dense = &memo.dense.emplace_back(FactRegs::setsOf(du));
          }
          f.regs = &regs;
          if (memo.reuse)
            memo.byInst.assign(&inst, f);
        }
        if (f.mayChangeMode) // (asked of every instruction, it was a measurable cost)
          expert = expertModeAfter(inst, expert);
      }
    }
    msb = isa::msbAfter(s, msb);
  }
  return out;
}

namespace {

std::vector<HazardRequirement> allRules(const std::vector<Facts>& facts) {
  std::vector<HazardRequirement> out;
  addDistanceHazards(facts, out);
  addInstanceHazards(facts, out);
  addExpertHazards(facts, out);
  std::sort(out.begin(), out.end(), [](const HazardRequirement& a, const HazardRequirement& b) {
    return std::tie(a.consumer, a.producer, a.kind) < std::tie(b.consumer, b.producer, b.kind);
  });
  return out;
}

} // namespace

std::vector<HazardRequirement> findHazards(std::span<const ir::Stmt* const> seq,
                                           const HazardContext& ctx, FactsMemo& memo) {
  return allRules(collectFacts(seq, ctx, memo));
}

std::vector<HazardRequirement> findExpertHazards(std::span<const ir::Stmt* const> seq,
                                                 const HazardContext& ctx, FactsMemo& memo) {
  std::vector<HazardRequirement> out;
  addExpertHazards(collectFacts(seq, ctx, memo), out);
  return out;
}

void addDistanceHazards(const std::vector<Facts>& facts, std::vector<HazardRequirement>& out) {
  std::vector<Open> open;
  std::vector<isa::RegUnits> matrix; // XDL producers' sources (Open::matrix)
  static const isa::RegUnits kNoSources;
  isa::RegUnits xdlSources; // an XDL consumer's, made only for one (2,199 bits)
  for (const Facts& c : facts) {
    const isa::RegUnits* sources = &kNoSources;
    if (c.xdl && !open.empty()) {
      xdlSources = matrixSources(c);
      sources = &xdlSources;
    }
    const isa::RegUnits& cSources = *sources;
    for (const Open& o : open) {
      if (!related(o, c, cSources, matrix))
        continue;
      HazardRequirement r{o.kind, o.producer, c.index, o.required, o.counted()};
      if (r.provided < r.required)
        r.means = Means::Unsatisfied;
      else if (o.lastFiller != kNoIndex && o.kind != HazardKind::CmpxToPermlane)
        r.means = Means::Fillers, r.by = o.lastFiller;
      else
        r.means = Means::Distance;
      out.push_back(r);
    }
    if (c.pipe != isa::ValuPipe::None) {
      for (Open& o : open) {
        ++o.slots;
        if (c.vnop)
          o.lastFiller = c.index;
        else
          ++o.real;
      }
      // Past required + 1 no pair with this producer can be tight.
      std::erase_if(open, [](const Open& o) { return o.counted() > o.required; });
    }
    openProducers(c, open, matrix);
  }
}

} // namespace hazard_detail

bool expertModeAfterSetreg(const ir::Inst& inst, bool before) {
  std::optional<isa::HwRegField> f = isa::decodeHwreg(inst);
  if (!f || f->id != isa::kHwRegSchedMode)
    return before;
  if (f->offset > 1) // bits [1:0] are the mode; other fields leave it
    return before;
  std::optional<int64_t> v = isa::setregImmediate(inst);
  if (!v)
    return true; // written from an SGPR: assume the mode that needs waits
  // The bits of [1:0] the field covers take the value; the others stay.
  uint64_t field = f->size >= 32 ? ~uint64_t(0) : ((uint64_t(1) << f->size) - 1) << f->offset;
  uint64_t mask = field & 3;
  uint64_t mode = ((before ? 2u : 0u) & ~mask) | ((uint64_t(*v) << f->offset) & mask);
  return mode == 2;
}

std::vector<HazardRequirement> findHazards(std::span<const ir::Stmt* const> seq,
                                           const HazardContext& context) {
  hazard_detail::FactsMemo regs;
  regs.reuse = false;
  return hazard_detail::allRules(hazard_detail::collectFacts(seq, context, regs));
}

std::vector<std::vector<HazardRequirement>> findBlockHazards(const ir::Function& fn) {
  MsbStates msb = computeMsbStates(fn);
  std::vector<std::vector<HazardRequirement>> out;
  std::vector<const ir::Stmt*> seq;
  bool expert = false;
  for (size_t b = 0; b < fn.blocks.size(); ++b) {
    seq.clear();
    for (const ir::Stmt& s : fn.blocks[b].stmts)
      seq.push_back(&s);
    out.push_back(findHazards(seq, {msb.blockEntry[b], expert}));
    for (const ir::Stmt& s : fn.blocks[b].stmts)
      if (s.kind == ir::StmtKind::Instr && s.inst)
        expert = expertModeAfter(*s.inst, expert);
  }
  return out;
}

} // namespace silken::analysis
