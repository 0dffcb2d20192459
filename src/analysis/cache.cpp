#include "analysis/cache.h"

#include <algorithm>
#include <cassert>

namespace silken::analysis {

const std::vector<uint32_t>& FunctionAnalyses::rpo() {
  if (rpo_)
    return *rpo_;
  rpo_ = ir::visitingOrder(fn_, &reached_); // one depth-first search
  return *rpo_;
}

const std::vector<char>& FunctionAnalyses::reached() {
  rpo();
  return reached_;
}

const ir::LoopInfo& FunctionAnalyses::loops() {
  if (loops_)
    return *loops_;
  // The visiting order starts with the reverse post-order of the reached blocks.
  size_t reachedCount = size_t(std::count(reached().begin(), reached().end(), 1));
  loops_ = ir::analyzeLoops(fn_, std::span(rpo()).first(reachedCount));
  return *loops_;
}

const MsbStates& FunctionAnalyses::msb() {
  if (!msb_)
    msb_ = computeMsbStates(fn_, rpo());
  return *msb_;
}

const std::vector<isa::MsbState>& FunctionAnalyses::msbOfBlock(uint32_t block) {
  if (msbBlock_ != block) {
    msbPerBlock_.resize(fn_.blocks.size());
    std::vector<isa::MsbState>& states = msbPerBlock_[block];
    if (states.size() != fn_.blocks[block].stmts.size() + 1)
      statesBefore(fn_.blocks[block], msb().blockEntry[block], states);
#ifndef NDEBUG
    // Kept states are exact only while no pass moves, adds or replaces an
    // s_set_vgpr_msb without invalidating (the passes reorder only between
    // fences, and the MSB write is one): the debug builds check it.
    std::vector<isa::MsbState> fresh;
    statesBefore(fn_.blocks[block], msb().blockEntry[block], fresh);
    assert(fresh == states && "a block's MSB states changed under the analyses");
#endif
    msbBefore_ = &states;
    msbBlock_ = block;
  }
  return *msbBefore_;
}

isa::MsbState FunctionAnalyses::msbBeforeOther(uint32_t block, size_t index) {
  if (index == 0) // the entry state: no walk of the block
    return msb().blockEntry[block];
  return msbOfBlock(block)[index];
}

const Liveness& FunctionAnalyses::liveness() {
  if (!live_)
    live_ = computeLiveness(fn_, rpo(), msb(), &liveMemo_);
  return *live_;
}

isa::RegUnits FunctionAnalyses::liveBefore(uint32_t block, size_t index) {
  if (index >= fn_.blocks[block].stmts.size())
    return liveness().liveOut(block);
  if (liveBlock_ != block) {
    liveBefore_ = liveBeforeEach(fn_.blocks[block], msbOfBlock(block), liveness().liveOut(block));
    liveBlock_ = block;
  }
  return liveBefore_[index];
}

const Ordering& FunctionAnalyses::ordering() {
  if (!ordering_) {
    ordering_.emplace(fn_, OrderingOptions{}, previousOrdering_ ? &*previousOrdering_ : nullptr);
    previousOrdering_.reset();
  }
  return *ordering_;
}

void FunctionAnalyses::invalidate(Change change) {
  if (change == Change::None)
    return;
  msb_.reset();
  live_.reset();
  if (ordering_)
    previousOrdering_ = std::move(ordering_);
  ordering_.reset();
  msbBlock_ = liveBlock_ = UINT32_MAX;
  msbBefore_ = nullptr;
  msbPerBlock_.clear();
  if (change == Change::Cfg) {
    rpo_.reset();
    loops_.reset();
  }
}

FunctionAnalyses& AnalysisCache::ofOther(const ir::Function& fn) {
  std::unique_ptr<FunctionAnalyses>& slot = byFunction_[&fn];
  if (!slot)
    slot = std::make_unique<FunctionAnalyses>(fn);
  lastFn_ = &fn;
  last_ = slot.get();
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
