// Def/use computed from an instruction's operands, implicit registers and
// the s_set_vgpr_msb window (semantics/def_use.h says the rules); the
// runs and the per-instruction memo built on it are def_use_memo.cpp.
#include "semantics/def_use.h"

#include "isa/instr_info.h"
#include "isa/mnemonics.h"
#include "isa/msb_fields.h"
#include "semantics/def_use_compute.h"
#include "semantics/inst_facts.h"

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

// The sets one operand's units go to: reads, or writes (plus reads for a
// destination that is also read, plus kills for a certain full write).
// Setting the bits in place, not in a temporary set OR-ed in afterwards,
// keeps defUse from clearing and merging 35-word sets per operand.
struct UnitSinks {
  RegUnits* sinks[3];
  unsigned count = 0;
  void add(RegUnits& s) { sinks[count++] = &s; }
  void set(uint32_t unit) const {
    for (unsigned i = 0; i < count; ++i)
      sinks[i]->set(unit);
  }
};

void addVgprs(const ir::RegRef& r, int window, const UnitSinks& out) {
  auto addOne = [&](uint32_t phys) {
    if (phys >= kNumVgprs)
      return;
    if (r.half != ir::RegHalf::Hi)
      out.set(kVgprUnitBase + 2 * phys);
    if (r.half != ir::RegHalf::Lo)
      out.set(kVgprUnitBase + 2 * phys + 1);
  };
  for (uint32_t i = 0; i < r.count; ++i) {
    if (window >= 0) {
      addOne(uint32_t(window) * 256 + r.first + i);
    } else {
      for (uint32_t w = 0; w < 4; ++w)
        addOne(w * 256 + r.first + i);
    }
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
void addScalar(const ir::RegRef& r, const UnitSinks& out) {
  switch (r.file) {
  case ir::RegFile::S:
    for (uint32_t i = 0; i < r.count && r.first + i < kNumSgprUnits; ++i)
      out.set(kSgprUnitBase + r.first + i);
    return;
  case ir::RegFile::TTMP:
    for (uint32_t i = 0; i < r.count && r.first + i < 16; ++i)
      out.set(kTtmpUnitBase + r.first + i);
    return;
  case ir::RegFile::VCC:
    for (uint32_t i = 0; i < r.count; ++i)
      out.set(kVccLoUnit + r.first + i);
    return;
  case ir::RegFile::EXEC:
    for (uint32_t i = 0; i < r.count; ++i)
      out.set(kExecLoUnit + r.first + i);
    return;
  case ir::RegFile::M0:
    out.set(kM0Unit);
    return;
  case ir::RegFile::SCC:
    out.set(kSccUnit);
    return;
  default: // null, constants
    return;
  }
}

void addImplicit(uint8_t regs, RegUnits& out) {
  if (regs & kImplicitScc)
    out.set(kSccUnit);
  // gfx1250 runs wave32 only: an implicit VCC is vcc_lo (LLVM 22's MIR for
  // gfx1250 says `implicit $vcc_lo`), while EXEC stays both halves there.
  if (regs & kImplicitVcc)
    out.set(kVccLoUnit);
  if (regs & kImplicitExec) {
    out.set(kExecLoUnit);
    out.set(kExecHiUnit);
  }
  if (regs & kImplicitM0)
    out.set(kM0Unit);
  if (regs & kImplicitMsb)
    out.set(kMsbUnit);
}

// One half of an instruction (the whole of a non-VOPD one): operands
// [begin, end) of which the first `defs` are written.
void addPart(const ir::Inst& inst, size_t begin, size_t end, unsigned defs,
             bool dstRead, bool vector, bool vopd, MsbState msb, DefUse& du) {
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
      du.reads.set(kMsbUnit);
    }
    UnitSinks sinks;
    if (!isDef || dstRead)
      sinks.add(du.reads);
    if (isDef) {
      sinks.add(du.writes);
      // Vector registers are lane-masked by EXEC; scalar writes are whole.
      if (certain && !(vector && vgpr))
        sinks.add(du.kills);
    }
    if (vgpr)
      addVgprs(op.reg, window, sinks);
    else
      addScalar(op.reg, sinks);
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

namespace detail {

// What the instruction's operands and implicit registers read and write.
// (Every function here fills the caller's DefUse: at 840 bytes, a copy of
// one is most of what a memo hit costs.)
void operandDefUse(const ir::Inst& inst, const InstrInfo& info, MsbState msb, DefUse& du) {
  bool vector = info.isVector();
  if (inst.isDual()) {
    const InstrInfo& y = instrInfo(inst.dualOpcode);
    size_t split = inst.dualFirstOperand;
    // VOPD halves read their own operand fields; with a non-zero MSB state
    // the window of each is not modelled, so all windows are assumed.
    bool unknownWindows = !msb.known || msb.bits != 0;
    addPart(inst, 0, split, info.defs, info.has(kDstRead), true, unknownWindows, msb, du);
    addPart(inst, split, inst.operands.size(), y.defs, y.has(kDstRead), true,
            unknownWindows, msb, du);
    addImplicit(info.implicitUses | y.implicitUses, du.reads);
  } else {
    addPart(inst, 0, inst.operands.size(), defsOf(inst), info.has(kDstRead) || isDpp(inst),
            vector, false, msb, du);
  }
  addImplicit(info.implicitUses, du.reads);
  addImplicit(info.implicitDefs, du.writes);
  addImplicit(info.implicitDefs, du.kills);
  if (vector) {
    du.reads.set(kExecLoUnit);
    du.reads.set(kExecHiUnit);
  }
  // A VGPR operand's meaning depends on the window state.
  if (vector)
    du.reads.set(kMsbUnit);
}

static void setFence(DefUse& du) {
  du.fence = true;
  du.reads.set();
  du.writes.set();
}

// What defUse answers, computed from the operands, into an empty `du`.
void computeDefUse(const ir::Stmt& stmt, MsbState msb, DefUse& du) {
  if (stmt.isFence())
    return setFence(du);
  if (stmt.kind != ir::StmtKind::Instr)
    return;
  const ir::Inst& inst = *stmt.inst;
  const InstrInfo& info = instrInfo(inst.opcode);
  // A movrel's register is v[N + M0] or s[N + M0]: which one is unknown.
  if (!info.known() || info.has(kCall) || info.has(kIndexed) ||
      (inst.isDual() && !instrInfo(inst.dualOpcode).known()))
    return setFence(du);
  operandDefUse(inst, info, msb, du);
}

} // namespace detail

} // namespace silken::isa
