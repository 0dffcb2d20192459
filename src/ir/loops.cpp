#include "ir/loops.h"

#include <algorithm>

namespace silken::ir {

bool LoopInfo::dominates(uint32_t a, uint32_t b) const {
  if (!reachable[a] || !reachable[b])
    return false;
  for (uint32_t x = b; x != kNone; x = idom[x])
    if (x == a)
      return true;
  return false;
}

// Reverse post-order from the entry (iterative depth-first search).
std::vector<uint32_t> visitingOrder(const Function& fn) {
  std::vector<uint32_t> order = reversePostOrder(fn);
  std::vector<char> reached(fn.blocks.size(), 0);
  for (uint32_t b : order)
    reached[b] = 1;
  for (uint32_t b = 0; b < fn.blocks.size(); ++b)
    if (!reached[b])
      order.push_back(b);
  return order;
}

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

LoopInfo analyzeLoops(const Function& fn) {
  size_t n = fn.blocks.size();
  LoopInfo li;
  li.reachable.assign(n, false);
  li.idom.assign(n, LoopInfo::kNone);
  li.innermost.assign(n, -1);
  if (n == 0)
    return li;
  // Cooper, Harvey and Kennedy's iterative dominators over the RPO.
  std::vector<uint32_t> rpo = reversePostOrder(fn);
  std::vector<uint32_t> order(n, UINT32_MAX);
  for (size_t i = 0; i < rpo.size(); ++i) {
    order[rpo[i]] = uint32_t(i);
    li.reachable[rpo[i]] = true;
  }
  std::vector<uint32_t> dom(n, LoopInfo::kNone);
  dom[0] = 0;
  auto intersect = [&](uint32_t a, uint32_t b) {
    while (a != b) {
      while (order[a] > order[b])
        a = dom[a];
      while (order[b] > order[a])
        b = dom[b];
    }
    return a;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 1; i < rpo.size(); ++i) {
      uint32_t b = rpo[i], best = LoopInfo::kNone;
      for (uint32_t p : fn.blocks[b].preds)
        if (li.reachable[p] && dom[p] != LoopInfo::kNone)
          best = best == LoopInfo::kNone ? p : intersect(p, best);
      if (best != dom[b]) {
        dom[b] = best;
        changed = true;
      }
    }
  }
  for (size_t b = 1; b < n; ++b)
    li.idom[b] = li.reachable[b] ? dom[b] : LoopInfo::kNone;

  // Natural loops: one per header, the union over its back edges.
  for (uint32_t h : rpo) {
    std::vector<char> in(n, 0);
    std::vector<uint32_t> work;
    bool header = false;
    in[h] = 1; // the walk back from the latches stops at the header
    Loop loop;
    for (uint32_t p : fn.blocks[h].preds)
      if (li.isBackEdge(p, h)) {
        header = true;
        loop.latches.push_back(p);
        if (!in[p]) {
          in[p] = 1;
          work.push_back(p);
        }
      }
    if (!header)
      continue;
    while (!work.empty()) {
      uint32_t b = work.back();
      work.pop_back();
      for (uint32_t p : fn.blocks[b].preds)
        if (li.reachable[p] && !in[p]) {
          in[p] = 1;
          work.push_back(p);
        }
    }
    loop.header = h;
    for (uint32_t b = 0; b < n; ++b)
      if (in[b]) {
        loop.blocks.push_back(b);
        for (uint32_t s : fn.blocks[b].succs)
          if (!in[s])
            loop.exits.push_back(s);
      }
    std::sort(loop.latches.begin(), loop.latches.end());
    std::sort(loop.exits.begin(), loop.exits.end());
    loop.exits.erase(std::unique(loop.exits.begin(), loop.exits.end()), loop.exits.end());
    li.loops.push_back(std::move(loop));
  }
  // Headers in RPO: an enclosing loop's header comes first, so a loop's
  // parent is the last earlier loop that contains its header.
  for (size_t i = 0; i < li.loops.size(); ++i) {
    Loop& l = li.loops[i];
    for (size_t j = i; j-- > 0;)
      if (std::binary_search(li.loops[j].blocks.begin(), li.loops[j].blocks.end(), l.header)) {
        l.parent = int(j);
        l.depth = li.loops[j].depth + 1;
        break;
      }
    for (uint32_t b : l.blocks)
      li.innermost[b] = int(i); // later (inner) loops overwrite
  }
  return li;
}

} // namespace silken::ir
