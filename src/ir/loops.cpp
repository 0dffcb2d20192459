#include "ir/loops.h"

#include <algorithm>

namespace silken::ir {

bool LoopInfo::dominates(uint32_t a, uint32_t b) const {
  if (!reachable[a] || !reachable[b])
    return false;
  return domEnter[a] <= domEnter[b] && domLeave[b] <= domLeave[a];
}

namespace {

// Numbers the dominator tree depth-first (iteratively): a dominates b iff
// b's interval lies inside a's. Walking the idom chain instead cost the
// tree's depth per query, which grows with the file in sequential code.
void numberDominatorTree(LoopInfo& li) {
  size_t n = li.idom.size();
  std::vector<std::vector<uint32_t>> children(n);
  for (uint32_t b = 1; b < n; ++b)
    if (li.idom[b] != LoopInfo::kNone)
      children[li.idom[b]].push_back(b);
  li.domEnter.assign(n, 0);
  li.domLeave.assign(n, 0);
  uint32_t clock = 0;
  std::vector<std::pair<uint32_t, size_t>> stack{{0, 0}};
  li.domEnter[0] = clock++;
  while (!stack.empty()) {
    auto& [b, next] = stack.back();
    if (next < children[b].size()) {
      uint32_t c = children[b][next++];
      li.domEnter[c] = clock++;
      stack.push_back({c, 0});
      continue;
    }
    li.domLeave[b] = clock++;
    stack.pop_back();
  }
}

} // namespace

std::vector<uint32_t> visitingOrder(const Function& fn, std::vector<char>* reached) {
  std::vector<uint32_t> order = reversePostOrder(fn);
  std::vector<char> local;
  std::vector<char>& seen = reached ? *reached : local;
  seen.assign(fn.blocks.size(), 0);
  for (uint32_t b : order)
    seen[b] = 1;
  for (uint32_t b = 0; b < fn.blocks.size(); ++b)
    if (!seen[b])
      order.push_back(b);
  return order;
}

// Reverse post-order from the entry (iterative depth-first search).
std::vector<uint32_t> reversePostOrder(const Function& fn) {
  size_t n = fn.blocks.size();
  std::vector<uint32_t> post;
  if (n == 0)
    return post;
  std::vector<char> seen(n, 0);
  std::vector<std::pair<uint32_t, size_t>> stack{{0, 0}};
  seen[0] = 1;
  while (!stack.empty()) {
    auto& [b, next] = stack.back();
    const auto& succs = fn.blocks[b].succs;
    if (next < succs.size()) {
      uint32_t s = succs[next++];
      if (!seen[s]) {
        seen[s] = 1;
        stack.push_back({s, 0});
      }
      continue;
    }
    post.push_back(b);
    stack.pop_back();
  }
  std::reverse(post.begin(), post.end());
  return post;
}

LoopInfo analyzeLoops(const Function& fn) { return analyzeLoops(fn, reversePostOrder(fn)); }

LoopInfo analyzeLoops(const Function& fn, std::span<const uint32_t> rpo) {
  size_t n = fn.blocks.size();
  LoopInfo li;
  li.reachable.assign(n, false);
  li.idom.assign(n, LoopInfo::kNone);
  li.innermost.assign(n, -1);
  if (n == 0)
    return li;
  // Cooper, Harvey and Kennedy's iterative dominators, in RPO numbers:
  // block rpo[i] is i, so "later in the order" is a plain comparison, and
  // the predecessors are one packed array (CSR) walked in order. On a
  // function of many small blocks the graph was the cost: each question
  // went to a Block and then to its own heap array, and to `order` again.
  std::vector<uint32_t> order(n, UINT32_MAX);
  for (size_t i = 0; i < rpo.size(); ++i) {
    order[rpo[i]] = uint32_t(i);
    li.reachable[rpo[i]] = true;
  }
  const size_t m = rpo.size();
  std::vector<uint32_t> predStart(m + 1, 0), preds;
  for (size_t i = 0; i < m; ++i) {
    for (uint32_t p : fn.blocks[rpo[i]].preds)
      if (li.reachable[p])
        preds.push_back(order[p]);
    predStart[i + 1] = uint32_t(preds.size());
  }
  std::vector<uint32_t> dom(m, LoopInfo::kNone); // by RPO number
  dom[0] = 0;
  auto intersect = [&](uint32_t a, uint32_t b) {
    while (a != b) {
      while (a > b)
        a = dom[a];
      while (b > a)
        b = dom[b];
    }
    return a;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 1; i < m; ++i) {
      uint32_t best = LoopInfo::kNone;
      for (uint32_t k = predStart[i]; k < predStart[i + 1]; ++k)
        if (uint32_t p = preds[k]; dom[p] != LoopInfo::kNone)
          best = best == LoopInfo::kNone ? p : intersect(p, best);
      if (best != dom[i]) {
        dom[i] = best;
        changed = true;
      }
    }
  }
  for (size_t i = 1; i < m; ++i)
    li.idom[rpo[i]] = dom[i] == LoopInfo::kNone ? LoopInfo::kNone : rpo[dom[i]];
  numberDominatorTree(li);

  // Natural loops: one per header, the union over its back edges. The
  // membership marks are stamped with the header, so each loop costs its
  // own size, not the function's.
  std::vector<uint32_t> in(n, LoopInfo::kNone);
  std::vector<uint32_t> work;
  for (uint32_t h : rpo) {
    bool header = false;
    Loop loop;
    in[h] = h; // the walk back from the latches stops at the header
    loop.blocks.push_back(h);
    for (uint32_t p : fn.blocks[h].preds)
      if (li.isBackEdge(p, h)) {
        header = true;
        loop.latches.push_back(p);
        if (in[p] != h) {
          in[p] = h;
          loop.blocks.push_back(p);
          work.push_back(p);
        }
      }
    if (!header) {
      in[h] = LoopInfo::kNone;
      continue;
    }
    while (!work.empty()) {
      uint32_t b = work.back();
      work.pop_back();
      for (uint32_t p : fn.blocks[b].preds)
        if (li.reachable[p] && in[p] != h) {
          in[p] = h;
          loop.blocks.push_back(p);
          work.push_back(p);
        }
    }
    loop.header = h;
    std::sort(loop.blocks.begin(), loop.blocks.end());
    for (uint32_t b : loop.blocks)
      for (uint32_t s : fn.blocks[b].succs)
        if (in[s] != h)
          loop.exits.push_back(s);
    std::sort(loop.latches.begin(), loop.latches.end());
    std::sort(loop.exits.begin(), loop.exits.end());
    loop.exits.erase(std::unique(loop.exits.begin(), loop.exits.end()), loop.exits.end());
    li.loops.push_back(std::move(loop));
  }
  // Headers in RPO: an enclosing loop's header comes first, so a loop's
  // parent is the last earlier loop that contains its header, which is
  // what `innermost` holds for the header before this loop overwrites it.
  for (size_t i = 0; i < li.loops.size(); ++i) {
    Loop& l = li.loops[i];
    if (int j = li.innermost[l.header]; j >= 0) {
      l.parent = j;
      l.depth = li.loops[size_t(j)].depth + 1;
    }
    for (uint32_t b : l.blocks)
      li.innermost[b] = int(i); // later (inner) loops overwrite
  }
  return li;
}

} // namespace silken::ir
