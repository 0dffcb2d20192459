#include "check/branch_regions.h"

#include "semantics/def_use.h"
#include "isa/instr_info.h"

namespace silken::check {
namespace {

constexpr uint32_t kNone = UINT32_MAX;

bool hasBarrier(const ir::Block& blk) {
  for (const ir::Stmt& s : blk.stmts)
    if (s.kind == ir::StmtKind::Instr &&
        (s.isFence() || isa::instrInfo(s.inst->opcode).has(isa::kBarrier)))
      return true;
  return false;
}

// The post-dominator tree (Cooper, Harvey and Kennedy's iterative
// algorithm on the reversed graph, rooted at a virtual exit `n` that every
// block without successors leads to). A block that leaves to unknown code,
// or reaches no exit, has no post-dominator (kNone): it constrains nothing
// above it, as if every block post-dominated it. O(blocks + edges) per
// round, a few rounds; the bit sets this replaces were quadratic.
struct PostDomTree {
  std::vector<uint32_t> idom;  ///< per block, n = the virtual exit
  std::vector<uint32_t> depth; ///< post-dominators of the block, itself included

  explicit PostDomTree(const ir::Function& fn) {
    uint32_t n = uint32_t(fn.blocks.size());
    idom.assign(n + 1, kNone);
    depth.assign(n + 1, 0);
    // Post-order of the reversed graph from the exit (explicit stack).
    std::vector<uint32_t> order, number(n + 1, kNone);
    std::vector<char> onPath(n + 1, 0);
    auto next = [&](uint32_t x, size_t i) -> uint32_t { // i-th reversed edge of x
      if (x == n) {
        for (; i < n; ++i)
          if (fn.blocks[i].succs.empty() && !fn.blocks[i].exitsToUnknown)
            return uint32_t(i);
        return kNone;
      }
      const auto& preds = fn.blocks[x].preds;
      return i < preds.size() ? preds[i] : kNone;
    };
    std::vector<std::pair<uint32_t, size_t>> stack{{n, 0}};
    onPath[n] = 1;
    while (!stack.empty()) {
      auto& [x, i] = stack.back();
      uint32_t y = next(x, i);
      if (y == kNone) {
        number[x] = uint32_t(order.size());
        order.push_back(x);
        stack.pop_back();
        continue;
      }
      i = x == n ? y + 1 : i + 1;
      if (!onPath[y] && !fn.blocks[y].exitsToUnknown) {
        onPath[y] = 1;
        stack.push_back({y, 0});
      }
    }
    auto intersect = [&](uint32_t a, uint32_t b) {
      while (a != b) {
        while (number[a] < number[b])
          a = idom[a];
        while (number[b] < number[a])
          b = idom[b];
      }
      return a;
    };
    idom[n] = n;
    for (bool changed = true; changed;) {
      changed = false;
      for (size_t k = order.size() - 1; k-- > 0;) { // reverse post-order, exit skipped
        uint32_t x = order[k];
        const ir::Block& blk = fn.blocks[x];
        uint32_t best = blk.succs.empty() ? n : kNone;
        for (uint32_t s : blk.succs)
          if (idom[s] != kNone)
            best = best == kNone ? s : intersect(s, best);
        if (best != idom[x]) {
          idom[x] = best;
          changed = true;
        }
      }
    }
    for (size_t k = order.size() - 1; k-- > 0;)
      depth[order[k]] = depth[idom[order[k]]] + 1;
  }
};

} // namespace

BranchRegions::BranchRegions(const ir::Function& fn)
    : relevant_(fn.blocks.size(), 0), writes_(fn.blocks.size()) {
  uint32_t n = uint32_t(fn.blocks.size());
  if (n == 0)
    return;
  PostDomTree pdom(fn);
  std::vector<char> barrier(n);
  for (uint32_t b = 0; b < n; ++b)
    barrier[b] = hasBarrier(fn.blocks[b]);
  // What each block may write, on first need (kNumSgprUnits + 1 bits: the
  // SGPRs and "a fence", which may write anything).
  std::vector<char> known(n, 0);
  std::vector<SgprSet> blockWrites(n);
  auto writesOf = [&](uint32_t x) -> const SgprSet& {
    if (!known[x]) {
      known[x] = 1;
      for (const ir::Stmt& s : fn.blocks[x].stmts) {
        if (s.kind != ir::StmtKind::Instr)
          continue;
        isa::DefUse du = isa::defUse(s, isa::MsbState{false, 0});
        if (du.fence) {
          blockWrites[x].set();
          break;
        }
        for (uint32_t r = 0; r < isa::kNumSgprUnits; ++r)
          if (du.writes.test(isa::kSgprUnitBase + r))
            blockWrites[x].set(r);
      }
    }
    return blockWrites[x];
  };
  std::vector<uint32_t> stamp(n, kNone), work;
  for (uint32_t b = 0; b < n; ++b) {
    const ir::Block& blk = fn.blocks[b];
    if (blk.succs.size() != 2)
      continue;
    uint32_t ipdom = pdom.idom[b];
    // No reconvergence: the sides end or loop apart, or leave to unknown code.
    if (blk.exitsToUnknown || ipdom == kNone || ipdom == n || pdom.depth[b] >= n) {
      relevant_[b] = 1;
      continue;
    }
    work.assign(blk.succs.begin(), blk.succs.end());
    bool rel = false;
    size_t size = 0;
    while (!work.empty() && !rel) {
      uint32_t x = work.back();
      work.pop_back();
      if (x == ipdom || stamp[x] == b)
        continue;
      stamp[x] = b;
      // A region this large is taken as relevant (the checker then tracks
      // the branch, which is only more precise): it bounds the walks at
      // kMaxRegion blocks per branch, linear on any graph.
      const ir::Block& xb = fn.blocks[x];
      rel = barrier[x] || xb.exitsToUnknown || xb.endsProgram || ++size > kMaxRegion;
      writes_[b] |= writesOf(x);
      for (uint32_t s : xb.succs)
        work.push_back(s);
    }
    relevant_[b] = rel;
  }
}

bool BranchRegions::regionWrites(uint32_t b, uint16_t sgpr) const {
  const SgprSet& w = writes_[b];
  return w.test(isa::kNumSgprUnits) || (sgpr < isa::kNumSgprUnits && w.test(sgpr));
}

} // namespace silken::check
