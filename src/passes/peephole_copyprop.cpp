// peephole: copy propagation of a WMMA result move (docs/peephole.md).
//
// `v_mov_b32 vT, vW` where every definition of vW that reaches the move is
// a WMMA's: every read of vT after it, up to vT's next full write or its
// death, reads vW instead, and the move is deleted. Planned here; the edit
// then goes through Peephole::accept like any match (EditSafety: the
// block's hazard walk before and after, under the block's expert mode).
//
// Invariant: every reader sees the same bits, and every hazard distance
// and s_wait_alu count the hardware needs still holds:
//   - same bits: the reads are VALU instructions of the move's block, under
//     the move's MSB state and EXEC (no EXEC, MSB or SCHED_MODE write, no
//     fence, opaque region or directive between), that read vT only as a
//     whole operand and no other lane (no DPP, permlane, readlane); vW is
//     not written before the last of them; vT is dead after them (a full
//     VALU write of vT under the same EXEC, or liveness); the rewritten
//     instruction parses and reads exactly vW's units where it read vT's;
//   - hazards inside the block: EditSafety's before/after walk (the new
//     WMMA -> reader pairs included);
//   - hazards across the block's edges: every path into the block has at
//     least kLongestHazard non-v_nop VALU slots before the move, and every path out
//     of it at least kLongestHazard after it, so a pair across an edge is still at
//     least kLongestHazard apart once the move is gone. kLongestHazard = 9 is the longest
//     distance of the hazard table (H2 after an iu8/FP8 WMMA; H1 is 8);
//     v_nop is not counted, so H5 (which does not count v_nop) is covered;
//   - expert scheduling mode 2: one VALU write fewer moves the N of the
//     `s_wait_alu depctr_va_vdst(N)` after it. Each such wait with N > 0 up
//     to the next full drain (va_vdst(0), s_wait_idle) becomes N-1 (never
//     looser); the drain must be in the block (a wait in a later block may
//     count the move), in a form the pass can rewrite, with no vector
//     memory instruction between (a producer from an earlier block may rely
//     on the move being counted). Outside ESM2 the hardware interlocks VALU
//     results, so the counts carry no correctness (as EditSafety assumes).
// A candidate that fails any of these is a `missed` PatternRefused remark.
//
//   before                                    after
//   v_mov_b32 v24, v0     (v0: WMMA result)   (deleted)
//   v_mov_b32 v16, 0xffff0000                 v_mov_b32 v16, 0xffff0000
//   v_cvt_pk_bf16_f32 v24, v24, v25           v_cvt_pk_bf16_f32 v24, v0, v25
#include "analysis/hazards.h"
#include "isa/instr_info.h"
#include "isa/mnemonic_ids.h"
#include "passes/peephole_impl.h"
#include "semantics/inst_facts.h"

#include <algorithm>

namespace silken::passes::peephole {
namespace {

constexpr uint32_t kMaxScan = 256; // instructions followed after a move

isa::RegUnits execUnits() {
  isa::RegUnits u;
  u.set(isa::kExecLoUnit);
  u.set(isa::kExecHiUnit);
  return u;
}


// Reads lanes other than its own (or lanes EXEC leaves out).
bool crossesLanes(const ir::Inst& inst) {
  std::string_view n = isa::mnemonicName(inst.opcode);
  return n.starts_with("v_readlane") || n.starts_with("v_readfirstlane") ||
         n.starts_with("v_writelane") || n.starts_with("v_permlane");
}

} // namespace

bool singleVgpr(const ir::Operand& op) {
  return op.kind == ir::OperandKind::Reg && op.reg.file == ir::RegFile::V &&
         op.reg.count == 1 && op.reg.half == ir::RegHalf::Full && !op.neg && !op.abs;
}

// Statement i with each read operand naming the move's vT spelled as its
// vW, parsed again; "" or why not.
std::string Peephole::rewriteRead(uint32_t b, uint32_t i, uint32_t m, const isa::DefUse& move,
                                  ir::Stmt& out) {
  const ir::Stmt& s = fn_.blocks[b].stmts[i];
  const ir::Stmt& mv = fn_.blocks[b].stmts[m];
  const ir::Operand& dst = mv.inst->operands[0];
  const ir::Operand& src = mv.inst->operands[1];
  isa::InstrClass c = isa::instrInfo(s.inst->opcode).cls;
  if (c != isa::InstrClass::Valu && c != isa::InstrClass::Trans)
    return "'" + stmtText(s) + "' reads it and is not a VALU instruction";
  if (!touchable(b, i) || crossesLanes(*s.inst))
    return "'" + stmtText(s) + "' reads it with modifiers, across lanes or in a pinned range";
  isa::MsbState msb = fa().msbBefore(b, i);
  if (!(msb == fa().msbBefore(b, m)))
    return "the MSB state at '" + stmtText(s) + "' is not the move's";
  std::string_view body = s.edited ? s.text : s.body;
  std::string text;
  size_t at = 0;
  unsigned defs = isa::defsOf(*s.inst);
  for (size_t k = defs; k < s.inst->operands.size(); ++k) {
    const ir::Operand& op = s.inst->operands[k];
    if (!singleVgpr(op) || !sameOperand(op, dst))
      continue;
    std::string_view own = s.ownText(op.text); // the Inst may be another statement's
    size_t off = size_t(own.data() - body.data());
    if (own.empty() || off < at)
      return "an operand of '" + stmtText(s) + "' cannot be located in its text";
    text.append(body.substr(at, off - at)).append(src.text);
    at = off + op.text.size();
  }
  if (text.empty())
    return "'" + stmtText(s) + "' reads it other than as a whole source operand";
  text.append(body.substr(at));
  std::optional<ir::Stmt> made = reparse(s, text);
  if (!made || made->inst->opcode != s.inst->opcode)
    return "'" + text + "' does not parse as '" + stmtText(s) + "' does";
  out = std::move(*made);
  isa::RegUnits vT = move.writes & vgprUnits(), vW = move.reads & vgprUnits();
  isa::DefUse was = isa::defUse(s, msb), now = isa::defUse(out, msb);
  if ((was.reads & vT) != vT || now.writes != was.writes ||
      now.reads != ((was.reads & ~vT) | vW))
    return "'" + text + "' would not read exactly vW where '" + stmtText(s) + "' reads vT";
  return "";
}

// Plans the propagation of the move at statement m; "" or why not.
// `candidate` is false for a move that is not of a WMMA result (no remark).
// `slots`: non-v_nop VALU slots before each statement of the block.
std::string Peephole::planCopy(uint32_t b, uint32_t m, CopyScan& scan, Found& f,
                               bool& candidate) {
  const std::vector<ir::Stmt>& stmts = fn_.blocks[b].stmts;
  const ir::Inst& mv = *stmts[m].inst;
  candidate = false;
  if (isa::Opcode(mv.opcode) != "v_mov_b32" || mv.operands.size() != 2 ||
      !singleVgpr(mv.operands[0]) || !singleVgpr(mv.operands[1]) || !fa().msbBefore(b, m).known)
    return "";
  isa::DefUse move = du(b, m);
  isa::RegUnits vT = move.writes & vgprUnits(), vW = move.reads & vgprUnits();
  if (vT.none() || vW.none() || (vT & vW).any() || !wmmaReaches(b, m, vW, scan))
    return "";
  candidate = true;
  f.pattern = &copyPropagation();
  f.at = {m};
  if (!touchable(b, m))
    return "it has modifiers or is in a clause window or a pinned range";
  edgeDistances();
  const std::vector<unsigned>& slots = scan.slots;
  unsigned before = distIn_[b] + slots[m];
  unsigned after = distOut_[b] + slots.back() - slots[m] - 1;
  if (before < kLongestHazard)
    return "too close to its block's start: a path into it has " + std::to_string(before) +
           " VALU slots before it, fewer than the longest hazard distance (" +
           std::to_string(kLongestHazard) + "); a hazard from an earlier block may need it";
  if (after < kLongestHazard)
    return "too close to its block's end: a path out of it has " + std::to_string(after) +
           " VALU slots after it, fewer than the longest hazard distance (" +
           std::to_string(kLongestHazard) + "); a hazard into a later block may need it";
  bool expert = scan.expert;
  bool vWWritten = false, dead = false;
  uint32_t seen = 0, i = m + 1;
  for (; i < stmts.size() && !dead; ++i) {
    const ir::Stmt& s = stmts[i];
    if (i - m > 4 * kMaxScan)
      return "vT is not dead within " + std::to_string(4 * kMaxScan) + " statements";
    if (s.kind == ir::StmtKind::Trivia)
      continue;
    if (!s.isInstr() || s.isFence())
      return "'" + stmtText(s) + "' (a fence) comes before vT dies";
    if (++seen > kMaxScan)
      return "vT is not dead within " + std::to_string(kMaxScan) + " instructions";
    isa::DefUse d = du(b, i);
    if (d.fence || isa::instrInfo(s.inst->opcode).has(isa::kCall))
      return "'" + stmtText(s) + "' comes before vT dies";
    bool reads = (d.reads & vT).any();
    if (reads) {
      if (vWWritten)
        return "vW is written again before '" + stmtText(s) + "' reads vT";
      ir::Stmt repl;
      if (std::string why = rewriteRead(b, i, m, move, repl); !why.empty())
        return why;
      f.at.push_back(i);
      f.replaced.emplace_back(i, std::move(repl));
    }
    if ((d.writes & vT).any()) {
      if ((d.writes & vT) != vT || !onValuPipe(*s.inst) || !plain(*s.inst) ||
          crossesLanes(*s.inst))
        return "'" + stmtText(s) + "' writes part of vT";
      dead = true; // a full write under the move's EXEC: the copy's lanes are gone
      break;
    }
    if (reads && (liveBefore(b, i + 1) & vT).none()) {
      dead = true;
      break;
    }
    vWWritten |= (d.writes & vW).any();
    if ((d.writes & execUnits()).any())
      return "'" + stmtText(s) + "' writes EXEC before vT dies";
    if (d.writes.test(isa::kMsbUnit))
      return "'" + stmtText(s) + "' changes the MSB state before vT dies";
    if (analysis::expertModeAfter(*s.inst, expert) != expert)
      return "'" + stmtText(s) + "' changes the scheduling mode before vT dies";
  }
  if (!dead && (liveBefore(b, uint32_t(stmts.size())) & vT).any())
    return "vT is read after its block (in another block or a later iteration)";
  if (f.replaced.empty()) {
    candidate = false; // never read: dce's business
    return "";
  }
  if (expert)
    if (std::string why = expertWaits(b, m, scan, f); !why.empty())
      return why;
  std::sort(f.at.begin(), f.at.end());
  f.deleted = {m};
  return "";
}

// Every WMMA result move of block b that can go this sweep, after the
// patterns' matches (`used`: their statements). Each edit is planned on
// the block as it is; candidates touching a planned statement wait for the
// next sweep, and the edge distances hold with all the sweep's deletions.
void Peephole::planCopies(uint32_t b, const std::vector<uint32_t>& ins, std::vector<bool>& used,
                          std::vector<Found>& out) {
  const std::vector<ir::Stmt>& stmts = fn_.blocks[b].stmts;
  CopyScan scan;
  scan.slots.assign(stmts.size() + 1, 0);
  for (size_t i = 0; i < stmts.size(); ++i)
    scan.slots[i + 1] = scan.slots[i] + distanceSlot(stmts[i]);
  const std::vector<unsigned>& slots = scan.slots;
  std::vector<Found> planned;
  for (uint32_t i : ins) {
    if (used[i] || isa::Opcode(stmts[i].inst->opcode) != "v_mov_b32")
      continue;
    Found f;
    bool candidate = false;
    std::string why = planCopy(b, i, scan, f, candidate);
    if (!candidate)
      continue;
    if (!why.empty()) {
      refused(b, f, why);
      continue;
    }
    bool clash = false;
    for (uint32_t k : f.at)
      clash |= used[k];
    if (clash)
      continue;
    for (uint32_t k : f.at)
      used[k] = true;
    f.proven = true;
    planned.push_back(std::move(f));
  }
  // Each move's edge distances without the sweep's other deleted moves;
  // one that falls short waits (next sweep it is refused or fits).
  edgeDistances();
  for (size_t k = 0; k < planned.size(); ++k) {
    uint32_t m = planned[k].at[0];
    unsigned before = distIn_[b] + slots[m] - unsigned(k);
    unsigned after = distOut_[b] + slots.back() - slots[m] - 1 - unsigned(planned.size() - 1 - k);
    if (before >= kLongestHazard && after >= kLongestHazard)
      out.push_back(std::move(planned[k]));
  }
}

} // namespace silken::passes::peephole
