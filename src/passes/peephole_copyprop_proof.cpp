// peephole's copy propagation: what it proves beyond the moved reads
// (peephole_copyprop.cpp has the rewrite and its invariant): that every
// definition of vW reaching the move is a WMMA's; how many VALU slots any
// path into or out of a block has (the distance a hazard across the block's
// edge keeps); and, in expert scheduling mode 2, which s_wait_alu
// depctr_va_vdst(N) after the move count it and become N-1.
//
//   s_wait_alu depctr_va_vdst(1)   ->   s_wait_alu depctr_va_vdst(0)
//   (one VALU write fewer between its producers and it: never looser)
#include "analysis/hazards.h"
#include "isa/instr_info.h"
#include "isa/mnemonic_ids.h"
#include "passes/peephole_impl.h"
#include "semantics/hw_operands.h"
#include "semantics/inst_facts.h"
#include "semantics/valu_pipes.h"

#include <algorithm>

namespace silken::passes::peephole {
namespace {

constexpr uint32_t kMaxWaits = 16;       // s_wait_alu rewritten for one move
constexpr uint32_t kMaxReachBack = 1024; // statements searched for vW's definitions in other blocks

// s_wait_alu depctr_va_vdst(N) and nothing else, or nullopt.
std::optional<uint8_t> onlyVaVdst(const ir::Inst& inst) {
  std::optional<isa::DepctrWait> w = isa::decodeDepctr(inst);
  if (!w)
    return std::nullopt;
  isa::DepctrWait rest = *w;
  rest.vaVdst = isa::DepctrWait{}.vaVdst;
  isa::DepctrWait none;
  if (rest.vaSdst != none.vaSdst || rest.vaSsrc != none.vaSsrc || rest.holdCnt != none.holdCnt ||
      rest.vmVsrc != none.vmVsrc || rest.vaVcc != none.vaVcc || rest.saSdst != none.saSdst)
    return std::nullopt;
  return w->vaVdst;
}

} // namespace

const isa::RegUnits& vgprUnits() {
  static const isa::RegUnits mask = [] {
    isa::RegUnits m;
    for (uint32_t u = 0; u < isa::kNumVgprUnits; ++u)
      m.set(isa::kVgprUnitBase + u);
    return m;
  }();
  return mask;
}

const Pattern& copyPropagation() {
  static const Pattern p = [] {
    Pattern q;
    q.name = "CopyPropagateWmmaResult";
    return q;
  }();
  return p;
}

// Fewest VALU slots on any path into / out of each block: shortest paths
// with non-negative weights, relaxed from the cap down. The function's
// first block, a block nobody branches to and an exit to unknown code or a
// caller count 0 (anything may be right there); s_endpgm counts as far.
void Peephole::edgeDistances() {
  if (!distIn_.empty())
    return;
  const std::vector<ir::Block>& blocks = fn_.blocks;
  size_t n = blocks.size();
  std::vector<unsigned> slots(n, 0);
  expertIn_.assign(n, false);
  bool mode = false;
  for (size_t b = 0; b < n; ++b) {
    expertIn_[b] = mode;
    for (const ir::Stmt& s : blocks[b].stmts) {
      slots[b] += distanceSlot(s);
      if (s.isInstr() && !s.isFence())
        mode = analysis::expertModeAfter(*s.inst, mode);
    }
  }
  distIn_.assign(n, kLongestHazard);
  distOut_.assign(n, kLongestHazard);
  for (size_t b = 0; b < n; ++b) {
    const ir::Block& k = blocks[b];
    if (b == 0 || k.preds.empty())
      distIn_[b] = 0;
    if (k.exitsToUnknown || k.returns || k.tailCalls || (k.succs.empty() && !k.endsProgram))
      distOut_[b] = 0;
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t b = 0; b < n; ++b) {
      for (uint32_t p : blocks[b].preds) {
        unsigned d = std::min(kLongestHazard, slots[p] + distIn_[p]);
        changed |= d < distIn_[b];
        distIn_[b] = std::min(distIn_[b], d);
      }
      for (uint32_t s : blocks[b].succs) {
        unsigned d = std::min(kLongestHazard, slots[s] + distOut_[s]);
        changed |= d < distOut_[b];
        distOut_[b] = std::min(distOut_[b], d);
      }
    }
  }
}

// Takes statements [scan.upTo, m) of block b into `scan`.
void Peephole::advanceCopyScan(uint32_t b, uint32_t m, CopyScan& scan) {
  const std::vector<ir::Stmt>& stmts = fn_.blocks[b].stmts;
  if (scan.lastWrite.empty()) {
    scan.lastWrite.assign(isa::kNumVgprUnits, -1);
    edgeDistances();
    scan.expert = expertIn_[b];
  }
  for (; scan.upTo < m; ++scan.upTo) {
    const ir::Stmt& s = stmts[scan.upTo];
    if (s.kind == ir::StmtKind::Opaque || (s.isInstr() && s.isFence()))
      scan.lastFence = int32_t(scan.upTo);
    if (!s.isInstr() || s.isFence())
      continue;
    scan.expert = analysis::expertModeAfter(*s.inst, scan.expert);
    runs(b, scan.upTo).forEachUnit(isa::UnitRuns::kWrites, [&](uint32_t u) {
      if (u >= isa::kVgprUnitBase && u < isa::kSgprUnitBase) // a VGPR
        scan.lastWrite[u - isa::kVgprUnitBase] = int32_t(scan.upTo);
    });
  }
}

// Whether every write of `w` reaching statement m of block b is one WMMA
// writing all of it: the block's last writer (`scan`), else the
// predecessors'.
bool Peephole::wmmaReaches(uint32_t b, uint32_t m, const isa::RegUnits& w, CopyScan& scan) {
  advanceCopyScan(b, m, scan);
  int32_t writer = -2; // none seen yet
  for (size_t u = w._Find_first(); u < w.size(); u = w._Find_next(u)) {
    int32_t at = scan.lastWrite[u - isa::kVgprUnitBase];
    if (writer != -2 && at != writer)
      return false; // parts written by different instructions
    writer = at;
  }
  if (writer < scan.lastFence)
    return false; // a fence after the last write (or before the block's first)
  if (writer >= 0) {
    const ir::Stmt& s = fn_.blocks[b].stmts[uint32_t(writer)];
    return isa::instrInfo(s.inst->opcode).cls == isa::InstrClass::Wmma &&
           (du(b, uint32_t(writer)).writes & w) == w;
  }
  return wmmaReachesEntry(b, w);
}

// Whether every write of `w` reaching block b's start is one WMMA writing
// all of it (searched back through predecessors, bounded).
bool Peephole::wmmaReachesEntry(uint32_t b, const isa::RegUnits& w) {
  auto key = std::make_pair(b, uint32_t(w._Find_first()));
  if (auto it = reachMemo_.find(key); it != reachMemo_.end())
    return it->second;
  bool& answer = reachMemo_[key];
  answer = false;
  if (b == 0 || fn_.blocks[b].preds.empty())
    return false; // reaches the function's entry
  std::vector<uint32_t> work = fn_.blocks[b].preds;
  std::vector<bool> seen(fn_.blocks.size(), false);
  for (uint32_t p : work)
    seen[p] = true;
  uint32_t budget = kMaxReachBack;
  while (!work.empty()) {
    uint32_t k = work.back();
    work.pop_back();
    bool found = false;
    for (uint32_t j = uint32_t(fn_.blocks[k].stmts.size()); j-- > 0;) {
      if (!budget--)
        return false;
      const ir::Stmt& s = fn_.blocks[k].stmts[j];
      if (s.kind == ir::StmtKind::Opaque || (s.isInstr() && s.isFence()))
        return false;
      if (!s.isInstr())
        continue;
      isa::UnitRuns r = runs(k, j);
      if (!r.intersects(w, isa::UnitRuns::kWrites))
        continue;
      isa::DefUse d;
      r.addTo(d);
      if (isa::instrInfo(s.inst->opcode).cls != isa::InstrClass::Wmma || (d.writes & w) != w)
        return false;
      found = true;
      break;
    }
    if (found)
      continue;
    const ir::Block& blk = fn_.blocks[k];
    if (k == 0 || blk.preds.empty())
      return false;
    for (uint32_t p : blk.preds)
      if (!seen[p]) {
        seen[p] = true;
        work.push_back(p);
      }
  }
  return answer = true;
}

// ESM2: for each statement, the first at or after it where expertWaits
// has something to decide (a fence, a drain, an s_wait_alu counting VALU
// writes, a vector memory instruction reading a VGPR no earlier statement
// of the block writes), or the block's size. One pass per block.
const std::vector<uint32_t>& Peephole::expertStops(uint32_t b, CopyScan& scan) {
  if (!scan.stops.empty())
    return scan.stops;
  const std::vector<ir::Stmt>& stmts = fn_.blocks[b].stmts;
  std::vector<bool> stop(stmts.size(), false);
  isa::RegUnits written;
  for (uint32_t i = 0; i < stmts.size(); ++i) {
    const ir::Stmt& s = stmts[i];
    if (!s.isInstr())
      continue;
    if (s.isFence()) {
      stop[i] = true;
      continue;
    }
    isa::Opcode op(s.inst->opcode);
    if (op == "s_wait_idle") {
      stop[i] = true;
    } else if (op == "s_wait_alu") {
      std::optional<isa::DepctrWait> w = isa::decodeDepctr(*s.inst);
      stop[i] = !w || w->vaVdst < isa::DepctrWait{}.vaVdst;
    } else if (isa::instrInfo(s.inst->opcode).isVector()) {
      // A VGPR it reads that the scan has not seen written, then its VGPR writes.
      isa::UnitRuns d = runs(b, i);
      bool unseen = false;
      d.forEachUnit(isa::UnitRuns::kReads, [&](uint32_t u) {
        unseen |= u < isa::kSgprUnitBase && !written.test(u);
      });
      stop[i] = isa::isMemoryInstr(s) && unseen;
      d.forEachUnit(isa::UnitRuns::kWrites, [&](uint32_t u) {
        if (u < isa::kSgprUnitBase)
          written.set(u);
      });
    }
  }
  scan.stops.assign(stmts.size() + 1, uint32_t(stmts.size()));
  for (uint32_t i = uint32_t(stmts.size()); i-- > 0;)
    scan.stops[i] = stop[i] ? i : scan.stops[i + 1];
  return scan.stops;
}

// ESM2: the va_vdst waits after move m, each N > 0 one less, up to a full
// drain in the block; "" or why not. A vector memory instruction before the
// drain that reads a VGPR from an earlier block refuses: its producer may
// need no wait only because the move was among 15 younger writes. Those
// from the block are the hazard walk's (H12).
std::string Peephole::expertWaits(uint32_t b, uint32_t m, CopyScan& scan, Found& f) {
  const std::vector<ir::Stmt>& stmts = fn_.blocks[b].stmts;
  const std::vector<uint32_t>& stops = expertStops(b, scan);
  for (uint32_t i = stops[m + 1], rewritten = 0; i < stmts.size(); i = stops[i + 1]) {
    const ir::Stmt& s = stmts[i];
    if (s.isFence())
      return "expert scheduling mode: an unknown instruction comes before a drain of the "
             "va_vdst counter";
    isa::Opcode op(s.inst->opcode);
    if (op == "s_wait_idle")
      return "";
    if (op != "s_wait_alu")
      return "expert scheduling mode: '" + stmtText(s) + "' reads a VGPR from an earlier "
             "block before the next s_wait_alu depctr_va_vdst(0)";
    std::optional<isa::DepctrWait> w = isa::decodeDepctr(*s.inst);
    if (!w)
      return "expert scheduling mode: '" + stmtText(s) + "' cannot be read";
    if (w->vaVdst == 0)
      return "";
    std::optional<uint8_t> n = onlyVaVdst(*s.inst);
    if (!n || fa().ordering().held(b, i) || ++rewritten > kMaxWaits)
      return "expert scheduling mode: '" + stmtText(s) + "' counts the move and is not a "
             "form this pass rewrites";
    std::string text = "s_wait_alu depctr_va_vdst(" + std::to_string(*n - 1) + ")";
    std::optional<ir::Stmt> made = reparse(s, text);
    if (!made)
      return "'" + text + "' does not parse";
    f.at.push_back(i);
    f.replaced.emplace_back(i, std::move(*made));
  }
  return "expert scheduling mode: no s_wait_alu depctr_va_vdst(0) after it in its block (a "
         "wait in a later block may count it)";
}

} // namespace silken::passes::peephole
