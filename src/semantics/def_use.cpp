// Def/use computed from an instruction's operands, implicit registers and
// the s_set_vgpr_msb window (semantics/def_use.h says the rules); the
// runs and the per-instruction memo built on it are def_use_memo.cpp.
#include "semantics/def_use.h"

#include "isa/instr_info.h"
#include "isa/mnemonics.h"
#include "isa/msb_fields.h"
#include "semantics/def_use_compute.h"
#include "semantics/inst_facts.h"

#include <algorithm>
#include <array>
#include <cstring>

namespace silken::isa {
namespace {

// The measured field string of an instruction, or null (default rule).
const char* measuredFields(const ir::Inst& inst) {
  if (inst.opcode < 0)
    return nullptr;
  const MsbFields& f = msbFields(inst.opcode);
  return f.returning && returnsData(inst) ? f.returning : f.plain;
}

// Which s_set_vgpr_msb field applies to an operand: the measured one when
// the table has it ('d' dst, '0'..'2' src), else dst for written operands
// and src0..src2 by position among the read operands. -1 = none fits.
int msbWindow(MsbState msb, bool isDef, unsigned srcSlot, char measured) {
  if (measured == 'd')
    return (msb.bits >> 6) & 3;
  if (measured >= '0' && measured <= '2')
    return (msb.bits >> (2 * (measured - '0'))) & 3;
  if (isDef)
    return (msb.bits >> 6) & 3;
  if (srcSlot > 2)
    return -1;
  return (msb.bits >> (2 * srcSlot)) & 3;
}

// Every function below reports unit ranges [first, end) and the sets
// (UnitRuns::kReads, kWrites, kKills) they belong to, to a sink: the bit
// sets of a DefUse (SetsSink) or the runs an instruction keeps (a
// RunCollector in computeRuns). One computation, two shapes of answer.
constexpr uint32_t kR = UnitRuns::kReads, kW = UnitRuns::kWrites, kK = UnitRuns::kKills;

struct SetsSink {
  DefUse& du;
  void add(uint32_t first, uint32_t end, uint32_t sets) {
    if (sets & kR)
      setRange(du.reads, first, end);
    if (sets & kW)
      setRange(du.writes, first, end);
    if (sets & kK)
      setRange(du.kills, first, end);
  }
};

template <class Sink>
void addVgprs(const ir::RegRef& r, int window, uint32_t sets, Sink& out) {
  // The registers of one window, [base, base + count) clipped at the last
  // VGPR: a tuple may run past its window's 256 (v[254:257]).
  auto addWindow = [&](uint32_t base) {
    uint32_t end = std::min(base + r.count, kNumVgprs);
    if (base >= end)
      return;
    if (r.half == ir::RegHalf::Full) {
      out.add(kVgprUnitBase + 2 * base, kVgprUnitBase + 2 * end, sets);
      return;
    }
    uint32_t half = r.half == ir::RegHalf::Hi ? 1 : 0;
    for (uint32_t phys = base; phys < end; ++phys)
      out.add(kVgprUnitBase + 2 * phys + half, kVgprUnitBase + 2 * phys + half + 1, sets);
  };
  if (window >= 0) {
    addWindow(uint32_t(window) * 256 + r.first);
  } else {
    for (uint32_t w = 0; w < 4; ++w)
      addWindow(w * 256 + r.first);
  }
}

// The window a VGPR operand names, -1 for any of the four; `certain` is
// cleared when the window is not known, so the write is no kill.
int vgprWindow(MsbState msb, bool isDef, unsigned srcSlot, char measured, bool forceUnknown,
               bool& certain) {
  int window = msb.known && !forceUnknown ? msbWindow(msb, isDef, srcSlot, measured) : -1;
  if (window < 0 && (msb.bits != 0 || !msb.known || forceUnknown))
    certain = false;
  else if (window < 0)
    window = 0; // every field is 0: the slot does not matter
  return window;
}

// Units a non-VGPR register operand names.
template <class Sink>
void addScalar(const ir::RegRef& r, uint32_t sets, Sink& out) {
  auto add = [&](uint32_t base, uint32_t end) {
    if (r.count != 0 && base < end)
      out.add(base, end, sets);
  };
  switch (r.file) {
  case ir::RegFile::S:
    return add(kSgprUnitBase + r.first,
               kSgprUnitBase + std::min<uint32_t>(r.first + r.count, kNumSgprUnits));
  case ir::RegFile::TTMP:
    return add(kTtmpUnitBase + r.first,
               kTtmpUnitBase + std::min<uint32_t>(r.first + r.count, 16));
  case ir::RegFile::VCC:
    return add(kVccLoUnit + r.first, kVccLoUnit + r.first + r.count);
  case ir::RegFile::EXEC:
    return add(kExecLoUnit + r.first, kExecLoUnit + r.first + r.count);
  case ir::RegFile::M0:
    return out.add(kM0Unit, kM0Unit + 1, sets);
  case ir::RegFile::SCC:
    return out.add(kSccUnit, kSccUnit + 1, sets);
  default: // null, constants
    return;
  }
}

template <class Sink>
void addImplicit(uint8_t regs, uint32_t sets, Sink& out) {
  if (regs & kImplicitScc)
    out.add(kSccUnit, kSccUnit + 1, sets);
  // gfx1250 runs wave32 only: an implicit VCC is vcc_lo (LLVM 22's MIR for
  // gfx1250 says `implicit $vcc_lo`), while EXEC stays both halves there.
  if (regs & kImplicitVcc)
    out.add(kVccLoUnit, kVccLoUnit + 1, sets);
  if (regs & kImplicitExec)
    out.add(kExecLoUnit, kExecHiUnit + 1, sets);
  if (regs & kImplicitM0)
    out.add(kM0Unit, kM0Unit + 1, sets);
  if (regs & kImplicitMsb)
    out.add(kMsbUnit, kMsbUnit + 1, sets);
}

// One half of an instruction (the whole of a non-VOPD one): operands
// [begin, end) of which the first `defs` are written.
template <class Sink>
void addPart(const ir::Inst& inst, size_t begin, size_t end, unsigned defs,
             bool dstRead, bool vector, bool vopd, MsbState msb, Sink& out) {
  unsigned srcSlot = 0;
  // Only worth the lookup when a window other than 0 may be in force.
  const char* measured = !vopd && (msb.bits != 0 || !msb.known) ? measuredFields(inst) : nullptr;
  size_t measuredCount = measured ? std::strlen(measured) : 0;
  for (size_t i = begin; i < end; ++i) {
    const ir::Operand& op = inst.operands[i];
    bool isDef = i - begin < defs;
    unsigned slot = isDef ? 0 : srcSlot++; // constants take a source slot too
    if (op.kind != ir::OperandKind::Reg)
      continue;
    bool vgpr = op.reg.file == ir::RegFile::V;
    bool certain = true;
    int window = 0;
    if (vgpr) {
      char field = i - begin < measuredCount ? measured[i - begin] : '-';
      window = vgprWindow(msb, isDef, slot, field, vopd, certain);
      // Which VGPR an operand names depends on the window state, whatever
      // the class (a prefetch's address too).
      out.add(kMsbUnit, kMsbUnit + 1, kR);
    }
    uint32_t sets = !isDef || dstRead ? kR : 0;
    if (isDef) {
      sets |= kW;
      // Vector registers are lane-masked by EXEC; scalar writes are whole.
      if (certain && !(vector && vgpr))
        sets |= kK;
    }
    if (vgpr)
      addVgprs(op.reg, window, sets, out);
    else
      addScalar(op.reg, sets, out);
  }
}

// A DPP instance (a `_dpp` spelling or a DPP control): lanes whose source
// lane is invalid or masked off by row_mask/bank_mask keep the old value
// of the destination, so it is read (LLVM 22 ties an `old` operand to it).
bool isDpp(const ir::Inst& inst) {
  std::string_view m = inst.mnemonic;
  if (m.size() > 4) {
    // "_dpp" in any case, without the locale's tolower (a hot path).
    auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
    std::string_view tail = m.substr(m.size() - 4);
    if (tail[0] == '_' && lower(tail[1]) == 'd' && lower(tail[2]) == 'p' && lower(tail[3]) == 'p')
      return true;
  }
  for (const ir::Modifier& mod : inst.modifiers)
    if (mod.name == "quad_perm" || mod.name == "dpp8" || mod.name.starts_with("wave_") ||
        (mod.name.starts_with("row_") && mod.name != "row_mask"))
      return true;
  return false;
}

} // namespace

namespace {

// What the instruction's operands and implicit registers read and write.
template <class Sink>
void emitOperands(const ir::Inst& inst, const InstrInfo& info, MsbState msb, Sink& out) {
  bool vector = info.isVector();
  if (inst.isDual()) {
    const InstrInfo& y = instrInfo(inst.dualOpcode);
    size_t split = inst.dualFirstOperand;
    // VOPD halves read their own operand fields; with a non-zero MSB state
    // the window of each is not modelled, so all windows are assumed.
    bool unknownWindows = !msb.known || msb.bits != 0;
    addPart(inst, 0, split, info.defs, info.has(kDstRead), true, unknownWindows, msb, out);
    addPart(inst, split, inst.operands.size(), y.defs, y.has(kDstRead), true,
            unknownWindows, msb, out);
    addImplicit(info.implicitUses | y.implicitUses, kR, out);
  } else {
    addPart(inst, 0, inst.operands.size(), defsOf(inst), info.has(kDstRead) || isDpp(inst),
            vector, false, msb, out);
  }
  addImplicit(info.implicitUses, kR, out);
  addImplicit(info.implicitDefs, kW | kK, out);
  // EXEC masks a vector instruction's lanes, and its VGPR operands' meaning
  // depends on the window state.
  if (vector) {
    out.add(kExecLoUnit, kExecHiUnit + 1, kR);
    out.add(kMsbUnit, kMsbUnit + 1, kR);
  }
}

// The statement's answer is "fence" (reads and may write everything).
bool isFenceForDefUse(const ir::Stmt& stmt) {
  if (stmt.isFence())
    return true;
  if (stmt.kind != ir::StmtKind::Instr)
    return false;
  const ir::Inst& inst = *stmt.inst;
  const InstrInfo& info = instrInfo(inst.opcode);
  // A movrel's register is v[N + M0] or s[N + M0]: which one is unknown.
  return !info.known() || info.has(kCall) || info.has(kIndexed) ||
         (inst.isDual() && !instrInfo(inst.dualOpcode).known());
}

// Ranges gathered for computeRuns, then cut into runs of one set each.
class RunCollector {
public:
  void add(uint32_t first, uint32_t end, uint32_t sets) {
    if (first == kMsbUnit) { // once per VGPR operand: gathered, added last
      msbSets_ |= sets;
      return;
    }
    if (count_ == kMax) {
      overflow_ = true;
      return;
    }
    ranges_[count_++] = {first, end, sets};
  }

  // The runs encodeRuns makes of the same units: maximal, in unit order,
  // each of the units in exactly one combination of sets. False when more
  // than `cap` (or more ranges than kept).
  bool runs(uint32_t* out, uint32_t cap, uint32_t& count) {
    count = 0;
    if (overflow_ || (msbSets_ && count_ == kMax))
      return false;
    if (msbSets_) // the last unit: it stays last in the order below
      ranges_[count_++] = {kMsbUnit, kMsbUnit + 1, msbSets_};
    // A handful of ranges: insertion sort, the same ones merged.
    uint32_t n = 0;
    auto before = [](const Range& a, const Range& b) {
      return a.first < b.first || (a.first == b.first && a.end < b.end);
    };
    for (uint32_t i = 0; i < count_; ++i) {
      Range r = ranges_[i];
      uint32_t j = n;
      while (j > 0 && before(r, ranges_[j - 1]))
        --j;
      if (j > 0 && ranges_[j - 1].first == r.first && ranges_[j - 1].end == r.end) {
        ranges_[j - 1].sets |= r.sets; // the same units twice (v_add v1, v1, v1)
        continue;
      }
      std::copy_backward(ranges_.begin() + j, ranges_.begin() + n, ranges_.begin() + n + 1);
      ranges_[j] = r;
      ++n;
    }
    count_ = n;
    auto push = [&](uint32_t run) { return count < cap && (out[count++] = run, true); };
    detail::RunJoiner runs(push);
    for (uint32_t i = 1; i < n; ++i)
      if (ranges_[i].first < ranges_[i - 1].end)
        return cutOverlaps(runs);
    // Disjoint (nearly always): touching ranges of the same sets join.
    for (uint32_t i = 0; i < n; ++i)
      if (!runs.add(ranges_[i].first, ranges_[i].end, ranges_[i].sets))
        return false;
    return runs.finish();
  }

private:
  // Overlapping ranges (a destination inside a source tuple): each piece
  // between two range ends gets the sets of the ranges covering it.
  template <class Joiner>
  bool cutOverlaps(Joiner& runs) const {
    std::array<uint32_t, 2 * kMax> cuts;
    uint32_t n = 0;
    for (uint32_t i = 0; i < count_; ++i) {
      cuts[n++] = ranges_[i].first;
      cuts[n++] = ranges_[i].end;
    }
    std::sort(cuts.begin(), cuts.begin() + n);
    n = uint32_t(std::unique(cuts.begin(), cuts.begin() + n) - cuts.begin());
    for (uint32_t c = 0; c + 1 < n; ++c) {
      uint32_t in = 0;
      for (uint32_t i = 0; i < count_; ++i)
        if (ranges_[i].first <= cuts[c] && cuts[c] < ranges_[i].end)
          in |= ranges_[i].sets;
      if (!runs.add(cuts[c], cuts[c + 1], in))
        return false;
    }
    return runs.finish();
  }

  struct Range {
    uint32_t first, end, sets;
  };
  static constexpr uint32_t kMax = 64; // a VOPD's six operands in four windows each fit
  std::array<Range, kMax> ranges_;
  uint32_t count_ = 0;
  uint32_t msbSets_ = 0;
  bool overflow_ = false;
};

} // namespace

namespace detail {

void operandDefUse(const ir::Inst& inst, const InstrInfo& info, MsbState msb, DefUse& du) {
  SetsSink sink{du};
  emitOperands(inst, info, msb, sink);
}

static void setFence(DefUse& du) {
  du.fence = true;
  du.reads.set();
  du.writes.set();
}

// What defUse answers, computed from the operands, into an empty `du`.
void computeDefUse(const ir::Stmt& stmt, MsbState msb, DefUse& du) {
  if (isFenceForDefUse(stmt))
    return setFence(du);
  if (stmt.kind != ir::StmtKind::Instr)
    return;
  operandDefUse(*stmt.inst, instrInfo(stmt.inst->opcode), msb, du);
}

RunsAnswer computeRuns(const ir::Stmt& stmt, MsbState msb, uint32_t* out, uint32_t cap,
                       uint32_t& count) {
  count = 0;
  if (isFenceForDefUse(stmt))
    return RunsAnswer::Fence;
  if (stmt.kind != ir::StmtKind::Instr)
    return RunsAnswer::Runs;
  RunCollector ranges;
  emitOperands(*stmt.inst, instrInfo(stmt.inst->opcode), msb, ranges);
  return ranges.runs(out, cap, count) ? RunsAnswer::Runs : RunsAnswer::TooMany;
}

} // namespace detail

} // namespace silken::isa
