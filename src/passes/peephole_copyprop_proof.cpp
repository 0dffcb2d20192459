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

constexpr uint32_t kMaxScan = 256;       // instructions searched for a drain after a move
constexpr uint32_t kMaxReachBack = 1024; // statements searched for vW's definitions
constexpr uint32_t kMaxPrefix = 65536;   // ESM2: statements before a move whose writes are gathered

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
    for (uint32_t u = 0; u < 2 * isa::kNumVgprs; ++u)
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

// Whether every write of `w` reaching statement i of block b is one WMMA
// writing all of it (searched back through predecessors, bounded).
bool Peephole::wmmaReaches(uint32_t b, uint32_t i, const isa::RegUnits& w) {
  std::vector<std::pair<uint32_t, uint32_t>> work{{b, i}};
  std::vector<bool> seen(fn_.blocks.size(), false);
  uint32_t budget = kMaxReachBack;
  while (!work.empty()) {
    auto [k, end] = work.back();
    work.pop_back();
    bool found = false;
    for (uint32_t j = end; j-- > 0;) {
      if (!budget--)
        return false;
      const ir::Stmt& s = fn_.blocks[k].stmts[j];
      if (s.kind == ir::StmtKind::Opaque || (s.isInstr() && s.isFence()))
        return false;
      if (!s.isInstr())
        continue;
      isa::DefUse d = du(k, j);
      if ((d.writes & w).none())
        continue;
      if (isa::instrInfo(s.inst->opcode).cls != isa::InstrClass::Wmma || (d.writes & w) != w)
        return false;
      found = true;
      break;
    }
    if (found)
      continue;
    const ir::Block& blk = fn_.blocks[k];
    if (k == 0 || blk.preds.empty())
      return false; // reaches the function's entry
    for (uint32_t p : blk.preds)
      if (!seen[p]) {
        seen[p] = true;
        work.push_back({p, uint32_t(fn_.blocks[p].stmts.size())});
      }
  }
  return true;
}

// ESM2: the va_vdst waits after move m, each N > 0 one less, up to a full
// drain in the block; "" or why not.
std::string Peephole::expertWaits(uint32_t b, uint32_t m, Found& f) {
  const std::vector<ir::Stmt>& stmts = fn_.blocks[b].stmts;
  if (m > kMaxPrefix)
    return "expert scheduling mode: more than " + std::to_string(kMaxPrefix) +
           " statements before it in its block";
  isa::RegUnits written; // VGPRs written in the block so far
  for (uint32_t i = 0; i < m; ++i)
    if (stmts[i].isInstr())
      written |= du(b, i).writes & vgprUnits();
  for (uint32_t i = m + 1, seen = 0; i < stmts.size() && seen < kMaxScan; ++i) {
    const ir::Stmt& s = stmts[i];
    if (!s.isInstr())
      continue;
    ++seen;
    if (s.isFence())
      return "expert scheduling mode: an unknown instruction comes before a drain of the "
             "va_vdst counter";
    isa::Opcode op(s.inst->opcode);
    if (op == "s_wait_idle")
      return "";
    const isa::InstrInfo& info = isa::instrInfo(s.inst->opcode);
    isa::DefUse d = du(b, i);
    // Its producers in the block are the hazard walk's; one from an earlier
    // block may need no wait only because the move counted (15 younger).
    if (info.isVector() && isa::isMemoryInstr(s) && (d.reads & vgprUnits() & ~written).any())
      return "expert scheduling mode: '" + stmtText(s) + "' reads a VGPR from an earlier "
             "block before the next s_wait_alu depctr_va_vdst(0)";
    written |= d.writes & vgprUnits();
    if (op != "s_wait_alu")
      continue;
    std::optional<isa::DepctrWait> w = isa::decodeDepctr(*s.inst);
    if (!w)
      return "expert scheduling mode: '" + stmtText(s) + "' cannot be read";
    if (w->vaVdst == 0)
      return "";
    if (w->vaVdst >= isa::DepctrWait{}.vaVdst)
      continue; // waits for no VALU write
    std::optional<uint8_t> n = onlyVaVdst(*s.inst);
    if (!n || fa().ordering().held(b, i))
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
