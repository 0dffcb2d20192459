#include "check/branch_regions.h"

#include "semantics/def_use.h"
#include "isa/instr_info.h"

#include <algorithm>

namespace silken::check {
namespace {

using Bits = std::vector<uint64_t>;

bool test(const Bits& s, uint32_t i) { return (s[i / 64] >> (i % 64)) & 1; }
void set(Bits& s, uint32_t i) { s[i / 64] |= uint64_t(1) << (i % 64); }
size_t count(const Bits& s) {
  size_t n = 0;
  for (uint64_t w : s)
    n += size_t(__builtin_popcountll(w));
  return n;
}

bool hasBarrier(const ir::Block& blk) {
  for (const ir::Stmt& s : blk.stmts)
    if (s.kind == ir::StmtKind::Instr &&
        (s.isFence() || isa::instrInfo(s.inst->opcode).has(isa::kBarrier)))
      return true;
  return false;
}

// Post-dominator sets: pdom(b) = {b} + the intersection over b's successors.
// A block that leaves to unknown code, or reaches no exit, keeps the full
// set (it post-dominates nothing usefully; its branches count as relevant).
std::vector<Bits> postDominators(const ir::Function& fn) {
  size_t n = fn.blocks.size(), words = (n + 63) / 64;
  Bits full(words, ~uint64_t(0));
  std::vector<Bits> pdom;
  for (size_t k = 0; k < n; ++k)
    pdom.push_back(full);
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t k = n; k-- > 0;) {
      const ir::Block& blk = fn.blocks[k];
      Bits next(words, 0);
      if (blk.exitsToUnknown) {
        next = full;
      } else if (!blk.succs.empty()) {
        next = full;
        for (uint32_t s : blk.succs)
          for (size_t w = 0; w < words; ++w)
            next[w] &= pdom[s][w];
      }
      set(next, uint32_t(k));
      if (next != pdom[k]) {
        pdom[k] = std::move(next);
        changed = true;
      }
    }
  }
  return pdom;
}

} // namespace

BranchRegions::BranchRegions(const ir::Function& fn)
    : fn_(fn), relevant_(fn.blocks.size(), 0), region_(fn.blocks.size()) {
  size_t n = fn.blocks.size();
  if (n == 0)
    return;
  std::vector<Bits> pdom = postDominators(fn);
  std::vector<char> barrier(n);
  for (size_t b = 0; b < n; ++b)
    barrier[b] = hasBarrier(fn.blocks[b]);
  for (uint32_t b = 0; b < n; ++b) {
    const ir::Block& blk = fn.blocks[b];
    if (blk.succs.size() != 2)
      continue;
    // The immediate post-dominator: the strict post-dominator whose own set
    // is one smaller (sets of a block's post-dominators form a chain).
    size_t want = count(pdom[b]) - 1;
    int64_t ipdom = -1;
    if (!blk.exitsToUnknown && want + 1 < n) // a full set: reaches no exit
      for (uint32_t p = 0; p < n; ++p)
        if (p != b && test(pdom[b], p) && count(pdom[p]) == want) {
          ipdom = p;
          break;
        }
    if (ipdom < 0) {
      relevant_[b] = 1;
      continue;
    }
    std::vector<char> seen(n, 0);
    std::vector<uint32_t> work = blk.succs;
    bool rel = false;
    while (!work.empty()) {
      uint32_t x = work.back();
      work.pop_back();
      if (int64_t(x) == ipdom || seen[x])
        continue;
      seen[x] = 1;
      region_[b].push_back(x);
      const ir::Block& xb = fn.blocks[x];
      rel |= barrier[x] || xb.exitsToUnknown || xb.endsProgram;
      for (uint32_t s : xb.succs)
        work.push_back(s);
    }
    relevant_[b] = rel;
    std::sort(region_[b].begin(), region_[b].end());
  }
}

bool BranchRegions::regionWrites(uint32_t b, uint16_t sgpr) const {
  for (uint32_t x : region_[b])
    for (const ir::Stmt& s : fn_.blocks[x].stmts) {
      if (s.kind != ir::StmtKind::Instr)
        continue;
      isa::DefUse du = isa::defUse(s, isa::MsbState{false, 0});
      if (du.fence || du.writes.test(isa::kSgprUnitBase + sgpr))
        return true;
    }
  return false;
}

} // namespace silken::check
