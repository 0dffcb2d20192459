// The schedule pass's hazard comparison (schedule_impl.h): a candidate
// order of a region is kept only if, on every path through its
// neighbourhood, each hazard requirement (analysis/hazards.h, rules H1-H18)
// and each XNACK replay-group pair (H11) it leaves unsatisfied was
// unsatisfied before too. The neighbourhood reaches 16 VALU slots back and
// forward, further than any distance rule counts (9 at most, table 1.3 of
// gfx1250-scheduling.md), into every predecessor or successor when the
// block ends first; when a path would need more than that (the region is
// "open") the comparison sees what is there and the pass keeps the order
// of the region's VALU slots, so no distance to code outside can shrink.
//
//   v_wmma_f32_16x16x32_f16 v[0:7], ...   the candidate moving
//   v_add_f32 v0, v0, v1                  four VALU slots closer to the
//                                         WMMA than written is refused
#include "passes/schedule_impl.h"

#include "analysis/hazards.h"
#include "isa/instr_info.h"
#include "semantics/def_use.h"
#include "semantics/inst_facts.h"
#include "semantics/valu_pipes.h"

#include <algorithm>
#include <set>
#include <tuple>

namespace silken::passes::sched {
namespace {

constexpr unsigned kSlots = 16;

bool isSlot(const ir::Stmt& s) { return s.isInstr() && !s.isFence() && isa::isValuSlot(*s.inst); }

// The XNACK replay group of a memory instruction: SMEM, VMEM, TDM (0: none).
int replayKind(const ir::Stmt& s) {
  switch (isa::instrInfo(s.inst->opcode).cls) {
  case isa::InstrClass::Smem: return 1;
  case isa::InstrClass::VmemLoad: case isa::InstrClass::VmemStore:
  case isa::InstrClass::VmemAtomic: case isa::InstrClass::Flat:
  case isa::InstrClass::Scratch: case isa::InstrClass::AsyncLds: return 2;
  case isa::InstrClass::Tensor: return 3;
  default: return 0;
  }
}

using Key = std::tuple<int, uint32_t, uint32_t>;

// Pairs of one run of consecutive memory instructions of a kind where the
// later one overwrites a source of the earlier, or is the first atomic.
void replayPairs(std::span<const ir::Stmt* const> seq, std::set<Key>& out) {
  std::vector<const ir::Stmt*> run;
  int kind = 0;
  auto flush = [&] {
    for (size_t j = 1; j < run.size() && j < 64; ++j)
      for (size_t i = 0; i < j; ++i) {
        isa::DefUse a = isa::defUse(*run[i], {}), b = isa::defUse(*run[j], {});
        if ((a.reads & b.writes).any() ||
            (isa::isMemoryAtomic(*run[j]->inst) && !isa::isMemoryAtomic(*run[i]->inst)))
          out.emplace(-1, run[i]->id, run[j]->id);
      }
    run.clear();
  };
  for (const ir::Stmt* s : seq) {
    if (!s->isInstr())
      continue;
    int k = s->isFence() ? 0 : replayKind(*s);
    if (k != kind)
      flush();
    kind = k;
    if (k != 0)
      run.push_back(s);
  }
  flush();
}

} // namespace

HazardWindow::HazardWindow(const ir::Function& fn, analysis::FunctionAnalyses& fa,
                           const std::vector<std::vector<char>>& expertBefore)
    : fn_(fn), fa_(fa), expertBefore_(expertBefore) {}

namespace {

// Where a walk back from `from` (exclusive) has passed `need` VALU slots:
// the index, and how many it found (fewer when the block starts first).
std::pair<uint32_t, unsigned> walkBack(const ir::Block& b, uint32_t from, unsigned need) {
  unsigned seen = 0;
  uint32_t i = from;
  while (i > 0 && seen < need)
    seen += isSlot(b.stmts[--i]);
  return {i, seen};
}

std::pair<uint32_t, unsigned> walkForward(const ir::Block& b, uint32_t from, unsigned need) {
  unsigned seen = 0;
  uint32_t i = from;
  while (i < b.stmts.size() && seen < need)
    seen += isSlot(b.stmts[i++]);
  return {i, seen};
}

bool endsClosed(const ir::Block& b) {
  return b.succs.empty() && b.endsProgram && !b.exitsToUnknown && !b.returns;
}

} // namespace

bool HazardWindow::closed(uint32_t block, uint32_t begin, uint32_t end) const {
  const ir::Block& b = fn_.blocks[block];
  if (walkBack(b, begin, kSlots).second < kSlots) {
    unsigned have = walkBack(b, begin, kSlots).second;
    if (b.preds.empty() && (block != 0 || fn_.callable))
      return false;
    for (uint32_t p : b.preds) {
      const ir::Block& pb = fn_.blocks[p];
      if (have + walkBack(pb, uint32_t(pb.stmts.size()), kSlots).second < kSlots)
        return false;
    }
  }
  if (walkForward(b, end, kSlots).second < kSlots) {
    unsigned have = walkForward(b, end, kSlots).second;
    if (b.exitsToUnknown || (b.succs.empty() && !endsClosed(b)))
      return false;
    for (uint32_t s : b.succs)
      if (have + walkForward(fn_.blocks[s], 0, kSlots).second < kSlots)
        return false;
  }
  return true;
}

std::vector<HazardWindow::Path> HazardWindow::paths(const Placement& p) const {
  const ir::Block& b = fn_.blocks[p.block];
  auto at = [&](uint32_t blk, uint32_t i) -> const ir::Stmt* {
    if (blk == p.block && i >= p.begin && i < p.end)
      return p.now[i - p.begin];
    return &fn_.blocks[blk].stmts[i];
  };
  auto [backAt, backSeen] = walkBack(b, p.begin, kSlots);
  auto [fwdAt, fwdSeen] = walkForward(b, p.end, kSlots);
  // Heads: (block, first index) to start from; tails: (block, end index).
  std::vector<std::pair<uint32_t, uint32_t>> heads, tails;
  if (backSeen < kSlots && !b.preds.empty())
    for (uint32_t pr : b.preds)
      heads.emplace_back(pr, walkBack(fn_.blocks[pr], uint32_t(fn_.blocks[pr].stmts.size()),
                                      kSlots - backSeen).first);
  else
    heads.emplace_back(UINT32_MAX, 0);
  if (fwdSeen < kSlots && !b.succs.empty())
    for (uint32_t s : b.succs)
      tails.emplace_back(s, walkForward(fn_.blocks[s], 0, kSlots - fwdSeen).first);
  else
    tails.emplace_back(UINT32_MAX, 0);

  std::vector<Path> out;
  for (auto [hb, hi] : heads)
    for (auto [tb, ti] : tails) {
      Path path;
      if (hb != UINT32_MAX)
        for (uint32_t i = hi; i < fn_.blocks[hb].stmts.size(); ++i)
          path.stmts.push_back(at(hb, i));
      for (uint32_t i = backAt; i < p.begin; ++i)
        path.stmts.push_back(at(p.block, i));
      for (uint32_t i = p.begin; i < fwdAt; ++i)
        path.stmts.push_back(at(p.block, i));
      if (tb != UINT32_MAX)
        for (uint32_t i = 0; i < ti; ++i)
          path.stmts.push_back(at(tb, i));
      path.startBlock = hb != UINT32_MAX ? hb : p.block;
      path.startIndex = hb != UINT32_MAX ? hi : backAt;
      out.push_back(std::move(path));
    }
  return out;
}

bool HazardWindow::keeps(const Placement& current, const Placement& candidate) const {
  std::vector<Path> now = paths(current), next = paths(candidate);
  for (size_t k = 0; k < now.size() && k < next.size(); ++k) {
    uint32_t sb = now[k].startBlock, si = now[k].startIndex;
    analysis::HazardContext ctx;
    ctx.msb = fa_.msbBefore(sb, si);
    ctx.expertMode = expertBefore_[sb][si] != 0;
    std::set<Key> before, after;
    for (const analysis::HazardRequirement& r : analysis::findHazards(now[k].stmts, ctx))
      if (!r.satisfied())
        before.emplace(int(r.kind), now[k].stmts[r.producer]->id, now[k].stmts[r.consumer]->id);
    for (const analysis::HazardRequirement& r : analysis::findHazards(next[k].stmts, ctx))
      if (!r.satisfied())
        after.emplace(int(r.kind), next[k].stmts[r.producer]->id, next[k].stmts[r.consumer]->id);
    replayPairs(now[k].stmts, before);
    replayPairs(next[k].stmts, after);
    if (!std::includes(before.begin(), before.end(), after.begin(), after.end()))
      return false;
  }
  return now.size() == next.size();
}

} // namespace silken::passes::sched
