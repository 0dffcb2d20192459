#include "analysis/liveness.h"

#include "analysis/dataflow.h"
#include "analysis/msb_state.h"
#include "ir/loops.h"

#include <array>
#include <bit>
#include <type_traits>

namespace silken::analysis {
namespace {

// live = reads | (live - kills): one statement, walking backwards. Kills
// first: a unit read and killed is live before the statement. `killed`
// (may be null) collects the kills.
void step(isa::RegUnits& live, const ir::Stmt& stmt, isa::MsbState msb,
          isa::RegUnits* killed = nullptr) {
  isa::UnitRuns du = isa::defUseRuns(stmt, msb);
  du.resetUnits(live, isa::UnitRuns::kKills);
  if (killed)
    du.setUnits(*killed, isa::UnitRuns::kKills);
  du.setUnits(live, isa::UnitRuns::kReads);
}

isa::RegUnits transfer(const ir::Block& block, isa::MsbState entry,
                       isa::RegUnits live, size_t stopAt) {
  std::vector<isa::MsbState> before = statesBefore(block, entry);
  for (size_t i = block.stmts.size(); i-- > stopAt;)
    step(live, block.stmts[i], before[i]);
  return live;
}

// Everything is live where control leaves to code the file does not show:
// an exit to unknown code, and a block that falls off the end of its
// function without ending the program (an excerpt, or code running on
// into whatever follows).
bool exitLive(const ir::Block& block) {
  return block.exitsToUnknown || (block.succs.empty() && !block.endsProgram);
}

// A RegUnits as words (std::bitset keeps its bits in an array of words,
// unit u at bit u % 64 of word u / 64, and nothing else).
constexpr size_t kWords = (isa::kNumUnits + 63) / 64;
static_assert(sizeof(isa::RegUnits) == kWords * sizeof(uint64_t) &&
              std::is_trivially_copyable_v<isa::RegUnits>);

using Words = std::array<uint64_t, kWords>;
Words wordsOf(const isa::RegUnits& u) { return std::bit_cast<Words>(u); }

} // namespace

isa::RegUnits Liveness::unpack(const uint64_t* packed) const {
  Words w;
  w.fill(packed[words_.size()] ? ~uint64_t(0) : 0);
  for (size_t k = 0; k < words_.size(); ++k)
    w[words_[k]] = packed[k];
  return std::bit_cast<isa::RegUnits>(w);
}

Liveness computeLiveness(const ir::Function& fn) {
  std::vector<uint32_t> order = ir::visitingOrder(fn);
  return computeLiveness(fn, order, computeMsbStates(fn, order));
}

Liveness computeLiveness(const ir::Function& fn, const std::vector<uint32_t>& order,
                         const MsbStates& msb, LivenessMemo* memo) {
  size_t n = fn.blocks.size();
  Liveness lv;
  lv.msbEntry = msb.blockEntry;
  // Each block once as a summary, live-in = gen | (live-out & ~kill), so
  // the fixpoint itself is word arithmetic. Walking backwards, a statement
  // that reads r and kills k turns (gen, kill) into (r | gen & ~k, kill | k).
  // A block `memo` saw with the same statements and entry state keeps its
  // summary from then. Summaries are kept as their non-zero words: a
  // block's gen and kill name a few registers.
  LivenessMemo next;
  size_t statements = 0;
  for (const ir::Block& block : fn.blocks)
    statements += block.stmts.size();
  next.blocks_.clear(statements);
  next.entry_ = msb.blockEntry;
  std::vector<isa::MsbState> before;
  for (size_t b = 0; b < n; ++b) {
    const ir::Block& block = fn.blocks[b];
    next.blocks_.record(block);
    if (memo && b < memo->entry_.size() && memo->entry_[b] == msb.blockEntry[b] &&
        next.blocks_.same(uint32_t(b), memo->blocks_)) {
      for (uint32_t e = memo->start_[b]; e < memo->start_[b + 1]; ++e) {
        next.word_.push_back(memo->word_[e]);
        next.gen_.push_back(memo->gen_[e]);
        next.kill_.push_back(memo->kill_[e]);
      }
    } else {
      statesBefore(block, msb.blockEntry[b], before);
      isa::RegUnits g, k;
      for (size_t i = block.stmts.size(); i-- > 0;)
        step(g, block.stmts[i], before[i], &k);
      Words gw = wordsOf(g), kw = wordsOf(k);
      for (size_t j = 0; j < kWords; ++j)
        if (gw[j] | kw[j]) {
          next.word_.push_back(uint16_t(j));
          next.gen_.push_back(gw[j]);
          next.kill_.push_back(kw[j]);
        }
    }
    next.start_.push_back(uint32_t(next.word_.size()));
  }
  Words touchedWords{};
  for (size_t e = 0; e < next.word_.size(); ++e)
    touchedWords[next.word_[e]] |= next.gen_[e] | next.kill_[e];
  // The last word is always kept: its bits past kNumUnits must stay clear,
  // which the all-ones rest word would not do.
  std::array<uint16_t, kWords> slot{};
  for (size_t w = 0; w < kWords; ++w)
    if (touchedWords[w] || w + 1 == kWords) {
      slot[w] = uint16_t(lv.words_.size());
      lv.words_.push_back(uint16_t(w));
    }
  size_t kept = lv.words_.size(), stride = lv.stride_ = kept + 1;
  // gen and kill packed (their rest word is 0: nothing touches those units).
  std::vector<uint64_t> g(n * stride, 0), k(n * stride, 0);
  for (size_t b = 0; b < n; ++b)
    for (uint32_t e = next.start_[b]; e < next.start_[b + 1]; ++e) {
      g[b * stride + slot[next.word_[e]]] = next.gen_[e];
      k[b * stride + slot[next.word_[e]]] = next.kill_[e];
    }
  if (memo)
    *memo = std::move(next);
  std::vector<uint64_t> everything(stride);
  {
    isa::RegUnits all;
    Words aw = wordsOf(all.set());
    for (size_t j = 0; j < kept; ++j)
      everything[j] = aw[lv.words_[j]];
    everything[kept] = ~uint64_t(0);
  }
  lv.in_.assign(n * stride, 0);
  lv.out_.assign(n * stride, 0);
  solveBackward(fn, order, [&](uint32_t b) {
    const ir::Block& block = fn.blocks[b];
    uint64_t* out = &lv.out_[b * stride];
    uint64_t* in = &lv.in_[b * stride];
    bool all = exitLive(block);
    for (size_t j = 0; j < stride; ++j)
      out[j] = all ? everything[j] : 0;
    for (uint32_t succ : block.succs)
      for (size_t j = 0; j < stride; ++j)
        out[j] |= lv.in_[succ * stride + j];
    bool changed = false;
    for (size_t j = 0; j < stride; ++j) {
      uint64_t w = g[b * stride + j] | (out[j] & ~k[b * stride + j]);
      changed |= w != in[j];
      in[j] = w;
    }
    return changed;
  });
  return lv;
}

std::vector<isa::RegUnits> liveBeforeEach(const ir::Block& block,
                                          const std::vector<isa::MsbState>& msbBefore,
                                          isa::RegUnits live) {
  std::vector<isa::RegUnits> out(block.stmts.size());
  for (size_t i = block.stmts.size(); i-- > 0;) {
    step(live, block.stmts[i], msbBefore[i]);
    out[i] = live;
  }
  return out;
}

isa::RegUnits Liveness::liveBefore(const ir::Function& fn, uint32_t block,
                                   size_t index) const {
  return transfer(fn.blocks[block], msbEntry[block], liveOut(block), index);
}

} // namespace silken::analysis
