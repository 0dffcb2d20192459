#include "check/lds_dma_check.h"
#include "isa/mnemonic_ids.h"

#include "analysis/dataflow.h"
#include "analysis/lds_ranges.h"
#include "ir/loops.h"
#include "isa/instr_info.h"
#include "isa/wait_codec.h"
#include "semantics/inst_facts.h"

#include <algorithm>
#include <array>
#include <functional>
#include <map>
#include <tuple>
#include <string>
#include <vector>

namespace silken::check {
namespace {

using analysis::LdsRelation;

constexpr int kTensor = 0, kAsync = 1;
constexpr int kCounterBit[2] = {6, 5}; // isa::Counter bit index: tensorcnt, asynccnt
constexpr unsigned kMaxYounger = 63;   // a counter holds at most 63
// Named transfers per state; the rest fold into one unnamed entry per
// counter (kUnnamed), so that states stay small on any graph.
constexpr size_t kMaxNamed = 16;
constexpr uint32_t kUnnamed = UINT32_MAX;

// A transfer into LDS that may be in flight.
struct InFlight {
  uint32_t block = 0, index = 0; ///< where it issued
  uint8_t counter = kTensor;
  uint8_t younger = 0; ///< fewest operations of its counter issued since, on any path
  friend bool operator==(const InFlight&, const InFlight&) = default;
};

struct State {
  std::vector<InFlight> transfers; ///< sorted by (block, index, counter)
  /// asynccnt operations that are not LDS fills (async stores, the async
  /// barrier arrive) may be in flight: the counter completes out of order.
  bool asyncMixed = false;
  /// Per counter, what the unnamed entry's transfers were annotated with
  /// (sorted), and whether one had no annotation.
  std::array<std::vector<uint32_t>, 2> foldedTokens;
  std::array<bool, 2> foldedUntagged{false, false};
  friend bool operator==(const State&, const State&) = default;

  bool hasUnnamed(int c) const {
    return std::any_of(transfers.begin(), transfers.end(),
                       [c](const InFlight& t) { return t.block == kUnnamed && t.counter == c; });
  }
  // An unnamed entry that completed takes its annotations with it.
  void settleFolds() {
    for (int c : {kTensor, kAsync})
      if (!hasUnnamed(c))
        foldedTokens[c].clear(), foldedUntagged[c] = false;
  }
  void fold(int c, const std::vector<uint32_t>& tokens) {
    if (tokens.empty())
      foldedUntagged[c] = true;
    addTokens(c, tokens);
  }
  void addTokens(int c, const std::vector<uint32_t>& tokens) {
    std::vector<uint32_t>& into = foldedTokens[c];
    into.insert(into.end(), tokens.begin(), tokens.end());
    std::sort(into.begin(), into.end());
    into.erase(std::unique(into.begin(), into.end()), into.end());
  }

  void join(const State& o) {
    std::vector<InFlight> merged;
    merged.reserve(transfers.size() + o.transfers.size());
    auto key = [](const InFlight& t) { return std::tuple(t.block, t.index, t.counter); };
    size_t i = 0, j = 0;
    while (i < transfers.size() || j < o.transfers.size()) {
      if (j == o.transfers.size() || (i < transfers.size() && key(transfers[i]) < key(o.transfers[j])))
        merged.push_back(transfers[i++]);
      else if (i == transfers.size() || key(o.transfers[j]) < key(transfers[i]))
        merged.push_back(o.transfers[j++]);
      else {
        InFlight t = transfers[i++];
        t.younger = std::min(t.younger, o.transfers[j++].younger);
        merged.push_back(t);
      }
    }
    transfers = std::move(merged);
    asyncMixed = asyncMixed || o.asyncMixed;
    for (int c : {kTensor, kAsync}) {
      addTokens(c, o.foldedTokens[c]);
      foldedUntagged[c] = foldedUntagged[c] || o.foldedUntagged[c];
    }
  }

  // Keeps the kMaxNamed youngest named transfers (ties: the earliest) and
  // folds the others into their counter's unnamed entry.
  template <class TokensOf> void trim(const TokensOf& tokensOf) {
    if (transfers.size() <= kMaxNamed)
      return;
    std::vector<InFlight> named;
    std::array<int, 2> unnamed{-1, -1};
    for (const InFlight& t : transfers) {
      if (t.block == kUnnamed)
        unnamed[t.counter] = t.younger;
      else
        named.push_back(t);
    }
    std::stable_sort(named.begin(), named.end(),
                     [](const InFlight& x, const InFlight& y) { return x.younger < y.younger; });
    for (size_t k = kMaxNamed; k < named.size(); ++k) {
      int& u = unnamed[named[k].counter];
      u = u < 0 ? named[k].younger : std::min(u, int(named[k].younger));
      fold(named[k].counter, tokensOf(named[k]));
    }
    named.resize(std::min(named.size(), kMaxNamed));
    for (int c : {kTensor, kAsync})
      if (unnamed[c] >= 0)
        named.push_back({kUnnamed, kUnnamed, uint8_t(c), uint8_t(unnamed[c])});
    std::sort(named.begin(), named.end(), [](const InFlight& x, const InFlight& y) {
      return std::tuple(x.block, x.index, x.counter) < std::tuple(y.block, y.index, y.counter);
    });
    transfers = std::move(named);
  }

  void issue(int counter) {
    for (InFlight& t : transfers)
      if (t.counter == counter)
        ++t.younger;
    std::erase_if(transfers, [](const InFlight& t) { return t.younger > kMaxYounger; });
    settleFolds();
  }

  void wait(int counter, unsigned n) {
    if (counter == kAsync && asyncMixed && n > 0)
      return; // out of order: only a wait for 0 says which completed
    std::erase_if(transfers, [&](const InFlight& t) { return t.counter == counter && t.younger >= n; });
    settleFolds();
    if (counter == kAsync && n == 0)
      asyncMixed = false;
  }
};

bool isBarrierSignal(const ir::Inst& inst) {
  isa::Opcode name(inst.opcode);
  return name == "s_barrier_signal" || name == "s_barrier_signal_isfirst";
}

class LdsDmaChecker {
public:
  LdsDmaChecker(const ir::Function& fn, DiagEngine& diags)
      : fn_(fn), diags_(diags), ranges_(fn) {}

  void run() {
    bool any = false;
    for (const ir::Block& b : fn_.blocks)
      for (const ir::Stmt& s : b.stmts)
        any = any || (s.isInstr() && s.inst && analysis::writesLdsAsync(*s.inst));
    if (!any)
      return; // nothing fills LDS behind the wave's back
    std::vector<uint32_t> order = ir::reversePostOrder(fn_);
    for (uint32_t b = 0; b < fn_.blocks.size(); ++b)
      if (std::find(order.begin(), order.end(), b) == order.end())
        order.push_back(b); // unreachable blocks too, from nothing in flight
    auto result = analysis::solveForward<State>(
        fn_, order,
        [&](uint32_t b, const auto& out) -> std::optional<State> {
          if (b == 0 || fn_.blocks[b].preds.empty())
            return State{};
          std::optional<State> in;
          for (uint32_t p : fn_.blocks[b].preds)
            if (out[p]) {
              if (!in)
                in = *out[p];
              else
                in->join(*out[p]);
            }
          if (in)
            in->trim(tokensOf_);
          return in;
        },
        [&](State& into, const State& from) {
          into.join(from);
          into.trim(tokensOf_);
        },
        [&](uint32_t b, State s) { return walk(b, std::move(s), false); });
    for (uint32_t b = 0; b < fn_.blocks.size(); ++b)
      if (result.in[b])
        walk(b, *result.in[b], true);
    reportGaps();
  }

private:
  State walk(uint32_t b, State s, bool report) {
    const ir::Block& blk = fn_.blocks[b];
    for (uint32_t i = 0; i < blk.stmts.size(); ++i) {
      const ir::Stmt& st = blk.stmts[i];
      if (!st.isInstr() || !st.inst)
        continue;
      const ir::Inst& inst = *st.inst;
      if (report && !s.transfers.empty() && (analysis::accessesLds(inst) || isBarrierSignal(inst)))
        noteGaps(b, i, s);
      isa::WaitValues w = isa::decodeWait(inst);
      for (int c : {kTensor, kAsync})
        if (w[size_t(kCounterBit[c])])
          s.wait(c, *w[size_t(kCounterBit[c])]);
      uint8_t counters = isa::countersOf(inst);
      for (int c : {kTensor, kAsync}) {
        if (!(counters & (1u << kCounterBit[c])))
          continue;
        s.issue(c);
        if (analysis::writesLdsAsync(inst)) {
          InFlight t{b, i, uint8_t(c), 0};
          auto at = std::lower_bound(s.transfers.begin(), s.transfers.end(), t,
                                     [](const InFlight& x, const InFlight& y) {
                                       return std::tuple(x.block, x.index, x.counter) <
                                              std::tuple(y.block, y.index, y.counter);
                                     });
          if (at != s.transfers.end() && at->block == b && at->index == i && at->counter == c)
            at->younger = 0;
          else
            s.transfers.insert(at, t);
          s.trim(tokensOf_);
        } else if (c == kAsync) {
          s.asyncMixed = true;
        }
      }
    }
    return s;
  }

  LdsRelation relation(uint32_t b, uint32_t i, const InFlight& t, const ir::Stmt& consumer,
                       const State& state) {
    if (t.block == kUnnamed) {
      std::vector<uint32_t> mine = analysis::ldsBufferTokens(consumer);
      const std::vector<uint32_t>& folded = state.foldedTokens[t.counter];
      bool apart = !mine.empty() && !state.foldedUntagged[t.counter] &&
                   std::none_of(mine.begin(), mine.end(), [&](uint32_t x) {
                     return std::binary_search(folded.begin(), folded.end(), x);
                   });
      return apart || isBarrierSignal(*consumer.inst) ? LdsRelation::Disjoint
                                                      : LdsRelation::Unknown;
    }
    // A barrier publishes all of LDS, and a double-buffered loop signals
    // while the next buffer fills: only annotations say which buffer it
    // publishes (the wave's own reads are checked at the reads).
    if (isBarrierSignal(*consumer.inst))
      return analysis::relateTransfer(tokensOf_(t), std::nullopt,
                                      analysis::ldsBufferTokens(consumer), std::nullopt) ==
                     LdsRelation::Overlap
                 ? LdsRelation::Overlap
                 : LdsRelation::Disjoint;
    return analysis::relateTransfer(tokensOf_(t), ranges_.of(t.block, t.index),
                                    analysis::ldsBufferTokens(consumer), ranges_.of(b, i));
  }

  // Each transfer is reported once, at the first access or barrier that may
  // see it in flight (a proven overlap first), with how many more do.
  struct Gap {
    uint32_t block = 0, index = 0; ///< the first consumer
    LdsRelation relation = LdsRelation::Unknown;
    size_t more = 0;
    uint8_t younger = 0;
  };

  void noteGaps(uint32_t b, uint32_t i, const State& s) {
    const ir::Stmt& consumer = fn_.blocks[b].stmts[i];
    for (const InFlight& t : s.transfers) {
      LdsRelation r = relation(b, i, t, consumer, s);
      if (r == LdsRelation::Disjoint)
        continue;
      auto key = std::tuple(t.block, t.index, t.counter);
      auto [it, inserted] = gaps_.try_emplace(key, Gap{b, i, r, 0, t.younger});
      if (inserted)
        continue;
      Gap& g = it->second;
      ++g.more;
      if (r == LdsRelation::Overlap && g.relation != LdsRelation::Overlap)
        g = Gap{b, i, r, g.more, t.younger};
    }
  }

  void reportGaps() {
    std::vector<std::pair<std::tuple<uint32_t, uint32_t, uint8_t>, Gap>> all(gaps_.begin(),
                                                                             gaps_.end());
    std::stable_sort(all.begin(), all.end(), [](const auto& x, const auto& y) {
      return std::pair(x.second.block, x.second.index) < std::pair(y.second.block, y.second.index);
    });
    for (const auto& [key, g] : all) {
      auto [pb, pi, counter] = key;
      const ir::Stmt& consumer = fn_.blocks[g.block].stmts[g.index];
      bool named = pb != kUnnamed;
      const ir::Stmt* producer = named ? &fn_.blocks[pb].stmts[pi] : nullptr;
      bool barrier = isBarrierSignal(*consumer.inst);
      std::string wait = counter == kTensor ? "s_wait_tensorcnt" : "s_wait_asynccnt";
      std::string what = named ? "this wave's " + std::string(producer->name)
                               : std::string("one of this wave's many ") +
                                     (counter == kTensor ? "tensor" : "async") + " transfers";
      std::string message = std::string(barrier ? "publishes" : "may access") + " LDS that " +
                            what + " may still be writing: no " + wait +
                            " completes it on some path";
      if (g.relation == LdsRelation::Overlap)
        message += " (their LDS ranges overlap)";
      else if (!barrier)
        message += " (silken cannot tell their LDS buffers apart)";
      if (g.more)
        message += "; " + std::to_string(g.more) + " later access" + (g.more > 1 ? "es" : "") +
                   " or barrier" + (g.more > 1 ? "s" : "") + " may see it too";
      diags_.warning(consumer.loc, uint32_t(std::max<size_t>(1, consumer.name.size())), message,
                     kLdsDma);
      if (!named)
        continue; // too many paths joined to name one
      std::string note = "the transfer; " + wait + " " + std::to_string(g.younger) +
                         " before the access would complete it";
      if (auto r = ranges_.of(pb, pi))
        note += "; it writes " + analysis::rangeText(*r);
      diags_.note(producer->loc, uint32_t(std::max<size_t>(1, producer->name.size())), note);
    }
  }

  const ir::Function& fn_;
  DiagEngine& diags_;
  analysis::LdsRanges ranges_;
  /// Each transfer's annotations, read once.
  std::map<std::pair<uint32_t, uint32_t>, std::vector<uint32_t>> tokens_;
  std::function<const std::vector<uint32_t>&(const InFlight&)> tokensOf_ =
      [this](const InFlight& t) -> const std::vector<uint32_t>& {
    auto [it, fresh] = tokens_.try_emplace({t.block, t.index});
    if (fresh)
      it->second = analysis::ldsBufferTokens(fn_.blocks[t.block].stmts[t.index]);
    return it->second;
  };
  std::map<std::tuple<uint32_t, uint32_t, uint8_t>, Gap> gaps_;
};

} // namespace

void checkLdsDma(const ir::Function& fn, DiagEngine& diags) { LdsDmaChecker(fn, diags).run(); }

} // namespace silken::check
