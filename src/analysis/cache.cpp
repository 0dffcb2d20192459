#include "analysis/cache.h"

#include <algorithm>

namespace silken::analysis {

bool Dominators::dominates(uint32_t a, uint32_t b) const {
  for (uint32_t x = b; x != kNone; x = idom[x])
    if (x == a)
      return true;
  return false;
}

const std::vector<uint32_t>& FunctionAnalyses::rpo() {
  if (rpo_)
    return *rpo_;
  size_t n = fn_.blocks.size();
  reached_.assign(n, 0);
  std::vector<uint32_t> post;
  if (n) {
    std::vector<std::pair<uint32_t, size_t>> stack{{0, 0}};
    reached_[0] = 1;
    while (!stack.empty()) { // iterative: no input-controlled recursion
      auto& [b, i] = stack.back();
      if (i < fn_.blocks[b].succs.size()) {
        uint32_t s = fn_.blocks[b].succs[i++];
        if (!reached_[s]) {
          reached_[s] = 1;
          stack.push_back({s, 0});
        }
        continue;
      }
      post.push_back(b);
      stack.pop_back();
    }
  }
  rpo_.emplace(post.rbegin(), post.rend());
  for (uint32_t b = 0; b < n; ++b)
    if (!reached_[b])
      rpo_->push_back(b);
  return *rpo_;
}

const std::vector<char>& FunctionAnalyses::reached() {
  rpo();
  return reached_;
}

// Cooper, Harvey and Kennedy's iterative algorithm over reverse post-order.
const Dominators& FunctionAnalyses::dominators() {
  if (dom_)
    return *dom_;
  const std::vector<uint32_t>& order = rpo();
  const std::vector<char>& seen = reached();
  size_t n = fn_.blocks.size();
  std::vector<uint32_t> index(n, UINT32_MAX);
  for (uint32_t i = 0; i < order.size(); ++i)
    index[order[i]] = i;
  Dominators d;
  d.idom.assign(n, Dominators::kNone);
  if (n == 0) {
    dom_ = std::move(d);
    return *dom_;
  }
  std::vector<uint32_t> tmp(n, Dominators::kNone); // idom with entry -> entry
  tmp[0] = 0;
  auto intersect = [&](uint32_t a, uint32_t b) {
    while (a != b) {
      while (index[a] > index[b])
        a = tmp[a];
      while (index[b] > index[a])
        b = tmp[b];
    }
    return a;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t b : order) {
      if (b == 0 || !seen[b])
        continue;
      uint32_t next = Dominators::kNone;
      for (uint32_t p : fn_.blocks[b].preds)
        if (seen[p] && tmp[p] != Dominators::kNone)
          next = next == Dominators::kNone ? p : intersect(p, next);
      if (next != tmp[b]) {
        tmp[b] = next;
        changed = true;
      }
    }
  }
  for (uint32_t b = 1; b < n; ++b)
    d.idom[b] = tmp[b];
  dom_ = std::move(d);
  return *dom_;
}

const Loops& FunctionAnalyses::loops() {
  if (loops_)
    return *loops_;
  const Dominators& dom = dominators();
  const std::vector<char>& seen = reached();
  size_t n = fn_.blocks.size();
  std::map<uint32_t, Loop> byHeader; // sorted: deterministic order
  for (uint32_t b = 0; b < n; ++b)
    for (uint32_t h : fn_.blocks[b].succs)
      if (seen[b] && dom.dominates(h, b)) { // a back edge b -> h
        Loop& l = byHeader[h];
        l.header = h;
        l.latches.push_back(b);
      }
  Loops out;
  out.depthOfBlock.assign(n, 0);
  for (auto& [h, loop] : byHeader) {
    std::vector<char> in(n, 0);
    in[h] = 1;
    std::vector<uint32_t> work(loop.latches.begin(), loop.latches.end());
    while (!work.empty()) { // the blocks that reach a latch without the header
      uint32_t b = work.back();
      work.pop_back();
      if (in[b])
        continue;
      in[b] = 1;
      for (uint32_t p : fn_.blocks[b].preds)
        if (!in[p])
          work.push_back(p);
    }
    for (uint32_t b = 0; b < n; ++b)
      if (in[b]) {
        loop.blocks.push_back(b);
        ++out.depthOfBlock[b];
        for (uint32_t s : fn_.blocks[b].succs)
          if (!in[s])
            loop.exits.push_back(s);
      }
    std::sort(loop.exits.begin(), loop.exits.end());
    loop.exits.erase(std::unique(loop.exits.begin(), loop.exits.end()), loop.exits.end());
    out.loops.push_back(std::move(loop));
  }
  for (Loop& l : out.loops)
    l.depth = out.depthOfBlock[l.header];
  loops_ = std::move(out);
  return *loops_;
}

const MsbStates& FunctionAnalyses::msb() {
  if (!msb_)
    msb_ = computeMsbStates(fn_);
  return *msb_;
}

const std::vector<isa::MsbState>& FunctionAnalyses::msbOfBlock(uint32_t block) {
  if (msbBlock_ != block) {
    msbBefore_ = statesBefore(fn_.blocks[block], msb().blockEntry[block]);
    msbBlock_ = block;
  }
  return msbBefore_;
}

isa::MsbState FunctionAnalyses::msbBefore(uint32_t block, size_t index) {
  return msbOfBlock(block)[index];
}

const Liveness& FunctionAnalyses::liveness() {
  if (!live_)
    live_ = computeLiveness(fn_);
  return *live_;
}

isa::RegUnits FunctionAnalyses::liveBefore(uint32_t block, size_t index) {
  if (index >= fn_.blocks[block].stmts.size())
    return liveness().liveOut[block];
  if (liveBlock_ != block) {
    liveBefore_ = liveBeforeEach(fn_.blocks[block], msbOfBlock(block), liveness().liveOut[block]);
    liveBlock_ = block;
  }
  return liveBefore_[index];
}

void FunctionAnalyses::invalidate(Change change) {
  if (change == Change::None)
    return;
  msb_.reset();
  live_.reset();
  msbBlock_ = liveBlock_ = UINT32_MAX;
  if (change == Change::Cfg) {
    rpo_.reset();
    dom_.reset();
    loops_.reset();
  }
}

FunctionAnalyses& AnalysisCache::of(const ir::Function& fn) {
  std::unique_ptr<FunctionAnalyses>& slot = byFunction_[&fn];
  if (!slot)
    slot = std::make_unique<FunctionAnalyses>(fn);
  return *slot;
}

void AnalysisCache::invalidate(const ir::Function& fn, Change change) {
  auto it = byFunction_.find(&fn);
  if (it != byFunction_.end())
    it->second->invalidate(change);
}

void AnalysisCache::invalidateAll(Change change) {
  for (auto& [fn, analyses] : byFunction_)
    analyses->invalidate(change);
}

} // namespace silken::analysis
