// The schedule pass: the s_delay_alu hints a sequence needs, computed from
// its order with LLVM's algorithm (AMDGPUInsertDelayAlu,
// gfx1250-scheduling.md §2); schedule_delay_alu.cpp decides where they go.
//
// Per register unit: the last writer's kind (VALU, TRANS — WMMA counts as
// TRANS, as LLVM 22 encodes it — or SALU), its remaining latency (the ISA
// table's) and how many VALU / TRANS issued since; a VALU is forgotten
// after 5 VALUs, a TRANS after 4 TRANS, any once its latency has passed;
// every instruction advances time by one cycle, s_nop N by N+1;
// DS/FLAT/VMEM, s_sendmsg_rtn and s_wait_alu depctr_va_vdst(0) clear the
// state; SALU/SMEM wait for VA_SDST themselves, so VALU -> SGPR delays do
// not reach them; a consumer that waited for a unit clears it. Only
// operands written out count (LLVM scans explicit operands): never SCC or
// the MSB state, VCC, EXEC and M0 only where the text names them (VCC
// not in _e32 forms, where LLVM has it implicit). A single-field hint
// takes a second consumer up to five instructions later (instskip), as
// LLVM does.
//
// Invariant: a function of the sequence alone (deterministic), so hints
// made for a settled order are made again on the output.
//
//   v_mul_f32 v1, v2, v3
//   s_delay_alu instid0(VALU_DEP_1)       made: v1 is the previous VALU's
//   v_add_f32 v6, v1, v1
#include "passes/schedule_impl.h"

#include "isa/mnemonic_ids.h"
#include "semantics/hw_operands.h"

#include <algorithm>
#include <map>
#include <optional>

namespace silken::passes::sched {
namespace {

enum class Kind : uint8_t { Valu, Trans, Salu, Other };

constexpr uint8_t kValuMax = 5, kTransMax = 4, kSaluMax = 4;

// What one register unit waits for (LLVM's DelayInfo, merged per field).
struct Info {
  uint8_t valuCycles = 0, valuNum = kValuMax;
  uint8_t transCycles = 0, transNum = kTransMax, transNumValu = kValuMax;
  uint8_t saluCycles = 0;

  void merge(const Info& o) {
    valuCycles = std::max(valuCycles, o.valuCycles);
    valuNum = std::min(valuNum, o.valuNum);
    transCycles = std::max(transCycles, o.transCycles);
    transNum = std::min(transNum, o.transNum);
    transNumValu = std::min(transNumValu, o.transNumValu);
    saluCycles = std::max(saluCycles, o.saluCycles);
  }
  // After an instruction of `kind` that takes `cycles`; false: nothing left.
  bool advance(Kind kind, unsigned cycles) {
    bool live = false;
    valuNum = uint8_t(valuNum + (kind == Kind::Valu));
    if (valuNum >= kValuMax || valuCycles <= cycles)
      valuNum = kValuMax, valuCycles = 0;
    else
      valuCycles = uint8_t(valuCycles - cycles), live = true;
    transNum = uint8_t(transNum + (kind == Kind::Trans));
    transNumValu = uint8_t(
        std::min<unsigned>(transNumValu + (kind == Kind::Valu), kValuMax));
    if (transNum >= kTransMax || transCycles <= cycles)
      transNum = kTransMax, transNumValu = kValuMax, transCycles = 0;
    else
      transCycles = uint8_t(transCycles - cycles), live = true;
    if (saluCycles <= cycles)
      saluCycles = 0;
    else
      saluCycles = uint8_t(saluCycles - cycles), live = true;
    return live;
  }
  // The simm16 of the hint this wait needs (0: none).
  unsigned encode() const {
    unsigned imm = 0;
    if (transNum < kTransMax) // counted from 1: the producer's own issue counts
      imm = 4u + transNum;
    if (valuNum < kValuMax && valuNum <= transNumValu)
      imm |= (imm & 0xf) ? unsigned(valuNum) << 7 : unsigned(valuNum);
    if (saluCycles && !(imm & 0x780))
      imm |= (imm & 0xf) ? unsigned(saluCycles + 8) << 7
                         : unsigned(saluCycles + 8);
    return imm;
  }
};

Kind kindOf(const isa::InstrInfo& info) {
  switch (info.cls) {
  case isa::InstrClass::Trans:
  case isa::InstrClass::Wmma:
    return Kind::Trans;
  case isa::InstrClass::Valu:
  case isa::InstrClass::Vopd:
    return Kind::Valu;
  case isa::InstrClass::Salu:
    return Kind::Salu;
  default:
    return Kind::Other;
  }
}

// It waits for VA_VDST = 0 before issuing: no VALU result is outstanding.
bool waitsForValu(const ir::Inst& inst, const isa::InstrInfo& info) {
  switch (info.cls) {
  case isa::InstrClass::VmemLoad:
  case isa::InstrClass::VmemStore:
  case isa::InstrClass::VmemAtomic:
  case isa::InstrClass::Flat:
  case isa::InstrClass::Scratch:
  case isa::InstrClass::DsLoad:
  case isa::InstrClass::DsStore:
  case isa::InstrClass::DsAtomic:
    return true;
  default:
    break;
  }
  isa::Opcode op(inst.opcode);
  if (op == "s_sendmsg_rtn_b32" || op == "s_sendmsg_rtn_b64")
    return true;
  if (op != "s_wait_alu")
    return false;
  std::optional<isa::DepctrWait> w = isa::decodeDepctr(inst);
  return w && w->vaVdst == 0;
}

// The register units a hint can name: the operands written out (LLVM
// scans explicit operands only), so SCC and the MSB state never, and VCC,
// EXEC or M0 only when the text names them.
isa::RegUnits explicitUnits(isa::RegUnits u, std::string_view body) {
  // An _e32 form's VCC is implicit in LLVM's view, whatever the text says.
  const bool e32 = body.substr(0, body.find(' ')).ends_with("_e32");
  const bool vcc = !e32 && body.find("vcc") != std::string_view::npos,
             exec = body.find("exec") != std::string_view::npos,
             m0 = body.find("m0") != std::string_view::npos;
  for (uint32_t i = isa::kVccLoUnit; i < isa::kNumUnits; ++i) {
    bool named = ((i == isa::kVccLoUnit || i == isa::kVccHiUnit) && vcc) ||
                 ((i == isa::kExecLoUnit || i == isa::kExecHiUnit) && exec) ||
                 (i == isa::kM0Unit && m0);
    if (!named)
      u.reset(i);
  }
  return u;
}

unsigned nopCycles(const ir::Stmt& s) {
  const ir::Inst& inst = *s.inst;
  if (isa::Opcode(inst.opcode) != "s_nop" || inst.operands.size() != 1 ||
      !inst.operands[0].hasValue)
    return 1;
  return unsigned(inst.operands[0].value & 0xf) + 1;
}

constexpr std::string_view kIdNames[] = {
    "NO_DEP",        "VALU_DEP_1",    "VALU_DEP_2",
    "VALU_DEP_3",    "VALU_DEP_4",    "TRANS32_DEP_1",
    "TRANS32_DEP_2", "TRANS32_DEP_3", "FMA_ACCUM_CYCLE_1",
    "SALU_CYCLE_1",  "SALU_CYCLE_2",  "SALU_CYCLE_3"};
constexpr std::string_view kSkipNames[] = {"SAME",   "NEXT",   "SKIP_1",
                                           "SKIP_2", "SKIP_3", "SKIP_4"};

} // namespace

std::string delayAluText(unsigned imm) {
  unsigned id0 = imm & 0xf, skip = (imm >> 4) & 7, id1 = (imm >> 7) & 0xf;
  if (id0 >= std::size(kIdNames) || id1 >= std::size(kIdNames) ||
      skip >= std::size(kSkipNames))
    return "s_delay_alu " + std::to_string(imm);
  std::string t = "s_delay_alu instid0(" + std::string(kIdNames[id0]) + ")";
  if (id1 == 0)
    return t;
  if (skip != 0)
    t += " | instskip(" + std::string(kSkipNames[skip]) + ")";
  return t + " | instid1(" + std::string(kIdNames[id1]) + ")";
}

std::vector<unsigned> delayHints(std::span<const ir::Stmt* const> seq,
                                 isa::MsbState msb, uint32_t from,
                                 uint32_t to) {
  std::vector<unsigned> out(seq.size(), 0);
  std::map<uint32_t, Info> state;
  int last = -1; // the single-field hint made last, a second one may join it
  unsigned since = 0; // instructions after it
  uint32_t covered =
      0; // positions before this are inside a written hint's window
  for (uint32_t p = 0; p < seq.size(); ++p) {
    const ir::Stmt& s = *seq[p];
    isa::MsbState before = msb;
    msb = isa::msbAfter(s, msb);
    if (!s.isInstr())
      continue;
    if (isDelayAlu(s)) { // one left as written: its window is its own
      ir::Block view;    // enough to reach its instskip consumer
      unsigned instrs = 0;
      for (uint32_t k = p; k < seq.size() && instrs < 8; ++k)
        view.stmts.push_back(*seq[k]), instrs += seq[k]->isInstr();
      covered = std::max(covered, p + 1 + delayExtent(view, 0).c1);
      last = -1;
      continue;
    }
    ++since;
    const isa::InstrInfo& info = isa::instrInfo(s.inst->opcode);
    const Kind kind = s.isFence() ? Kind::Other : kindOf(info);
    isa::DefUse du = isa::defUse(s, before);
    const std::string_view body = s.edited ? s.text : s.body;
    if (!s.isFence() && waitsForValu(*s.inst, info)) {
      state.clear();
    } else if (kind != Kind::Other) {
      if (kind == Kind::Salu || info.cls == isa::InstrClass::Smem)
        for (auto& [unit, i] : state) // they wait for VA_SDST themselves
          if (unit >= isa::kSgprUnitBase)
            i.valuNum = kValuMax, i.valuCycles = 0, i.transNum = kTransMax,
            i.transNumValu = kValuMax, i.transCycles = 0;
      Info need;
      isa::RegUnits reads = explicitUnits(du.reads, body);
      for (auto it = state.begin(); it != state.end();)
        if (reads.test(it->first))
          need.merge(it->second), it = state.erase(it);
        else
          ++it;
      unsigned imm = need.encode();
      if (imm != 0 && p >= from && p < to && p >= covered) {
        if (!(imm & 0x780) && last >= 0 &&
            since < 6) { // instskip: `since` after it
          out[uint32_t(last)] |= imm << 7 | since << 4;
          last = -1;
        } else {
          out[p] = imm;
          last = (imm & 0x780) ? -1 : int(p);
          since = 0;
        }
      }
    }
    if (kind != Kind::Other) {
      Info w;
      unsigned lat = info.latency;
      if (kind == Kind::Valu)
        w.valuCycles = uint8_t(std::min(lat, 255u)), w.valuNum = 0;
      else if (kind == Kind::Trans)
        w.transCycles = uint8_t(std::min(lat, 255u)), w.transNum = 0,
        w.transNumValu = 0;
      else
        w.saluCycles = uint8_t(std::min<unsigned>(lat, kSaluMax));
      isa::RegUnits writes = explicitUnits(du.writes, body);
      for (uint32_t u = 0; u < isa::kNumUnits; ++u)
        if (writes.test(u))
          state[u] = w;
    }
    const unsigned cycles = nopCycles(s);
    for (auto it = state.begin(); it != state.end();)
      it = it->second.advance(kind, cycles) ? std::next(it) : state.erase(it);
  }
  return out;
}

} // namespace silken::passes::sched
