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
  du.forEachUnit(isa::UnitRuns::kKills, [&](uint32_t u) {
    live.reset(u);
    if (killed)
      killed->set(u);
  });
  du.forEachUnit(isa::UnitRuns::kReads, [&](uint32_t u) { live.set(u); });
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

// Many unit sets, each as its non-zero words only: set i is entries
// [start[i], start[i + 1]). A block's gen and kill name a few registers,
// so this is a small fraction of a RegUnits (280 bytes) per block.
struct SparseSets {
  std::vector<uint32_t> start{0};
  std::vector<uint16_t> word;
  std::vector<uint64_t> bits;

  void add(const isa::RegUnits& u) {
    Words w = wordsOf(u);
    for (size_t j = 0; j < kWords; ++j)
      if (w[j]) {
        word.push_back(uint16_t(j));
        bits.push_back(w[j]);
      }
    start.push_back(uint32_t(word.size()));
  }
  /// `stride` words per set, word w of a set at `slot[w]` (every non-zero
  /// word has one).
  std::vector<uint64_t> packed(const std::array<uint16_t, kWords>& slot, size_t stride) const {
    std::vector<uint64_t> out((start.size() - 1) * stride, 0);
    for (size_t i = 0; i + 1 < start.size(); ++i)
      for (uint32_t e = start[i]; e < start[i + 1]; ++e)
        out[i * stride + slot[word[e]]] = bits[e];
    return out;
  }
};

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
                         const MsbStates& msb) {
  size_t n = fn.blocks.size();
  Liveness lv;
  lv.msbEntry = msb.blockEntry;
  // Each block once as a summary, live-in = gen | (live-out & ~kill), so
  // the fixpoint itself is word arithmetic. Walking backwards, a statement
  // that reads r and kills k turns (gen, kill) into (r | gen & ~k, kill | k).
  SparseSets gen, kill; // one set per block, kept as its non-zero words
  std::vector<isa::MsbState> before;
  isa::RegUnits touched;
  for (size_t b = 0; b < n; ++b) {
    const ir::Block& block = fn.blocks[b];
    statesBefore(block, msb.blockEntry[b], before);
    isa::RegUnits g, k;
    for (size_t i = block.stmts.size(); i-- > 0;) {
      step(g, block.stmts[i], before[i], &k);
    }
    gen.add(g);
    kill.add(k);
    touched |= g | k;
  }
  // The last word is always kept: its bits past kNumUnits must stay clear,
  // which the all-ones rest word would not do.
  Words touchedWords = wordsOf(touched);
  std::array<uint16_t, kWords> slot{};
  for (size_t w = 0; w < kWords; ++w)
    if (touchedWords[w] || w + 1 == kWords) {
      slot[w] = uint16_t(lv.words_.size());
      lv.words_.push_back(uint16_t(w));
    }
  size_t kept = lv.words_.size(), stride = lv.stride_ = kept + 1;
  // gen and kill packed (their rest word is 0: nothing touches those units).
  std::vector<uint64_t> g = gen.packed(slot, stride), k = kill.packed(slot, stride);
  gen = {};
  kill = {};
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
