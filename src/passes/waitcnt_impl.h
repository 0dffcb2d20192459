// The waitcnt pass's per-kernel driver, shared by waitcnt.cpp (the dataflow
// and the walk) and waitcnt_needs.cpp (what an instruction needs, and how
// the waits are written). Not part of the pass API.
#pragma once

#include "analysis/cache.h"
#include "analysis/dataflow.h"
#include "analysis/msb_state.h"
#include "isa/mnemonic_ids.h"
#include "asm/parser.h"
#include "isa/control_flow.h"
#include "passes/pass.h"
#include "passes/waitcnt_memo.h"
#include "passes/waitcnt_scoreboard.h"
#include "passes/waitcnt_support.h"

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

namespace silken::passes::wc {



/// An instruction's def/use as the walk asks it: the runs, and the full
/// sets only when a question needs them (built on first use: most
/// instructions of a walk touch nothing pending, and three 2,199-bit sets
/// per statement cost more than the questions).
class StmtDefUse {
public:
  explicit StmtDefUse(isa::UnitRuns runs) : runs_(std::move(runs)) {}
  const isa::UnitRuns& runs() const { return runs_; }
  bool fence() const { return runs_.fence(); }
  const isa::DefUse& sets() const {
    if (!sets_)
      runs_.addTo(sets_.emplace());
    return *sets_;
  }

private:
  isa::UnitRuns runs_;
  mutable std::optional<isa::DefUse> sets_;
};

/// The waits one instruction (or one s_clause) needs before it, per
/// counter, with what asked for each: for the remark.
struct Need {
  std::array<std::optional<unsigned>, kCounters> value;
  std::array<uint32_t, kCounters> producer{};
  std::array<const char*, kCounters> why{};
  /// The registers the question was about (alive while the walk is at the
  /// instruction); null when the need is not about registers.
  std::array<const isa::RegUnits*, kCounters> units{};
  void add(int c, std::optional<unsigned> n, uint32_t prod, const char* reason,
           const isa::RegUnits* regs = nullptr) {
    if (n && (!value[c] || *n < *value[c])) {
      value[c] = n;
      producer[c] = prod;
      why[c] = reason;
      units[c] = regs;
    }
  }
};

class Waitcnt {
public:
  Waitcnt(ir::Module& m, ir::Function& fn, PassContext& ctx) : m_(m), fn_(fn), ctx_(ctx) {}

  bool run() {
    if (fn_.blocks.empty())
      return false;
    if (ctx_.options.waitcnt.rebuild)
      stripDerivableWaits();
    // The pipeline's cache when there is one (a pass run on its own computes
    // afresh). Blocks the entry does not reach follow the reverse
    // post-order, entered with the entry state (code we cannot see ran first).
    analysis::FunctionAnalyses local(fn_);
    analysis::FunctionAnalyses& fa = ctx_.analyses ? ctx_.analyses->of(fn_) : local;
    if (changed_)
      fa.invalidate(analysis::Change::Instructions); // the stripped waits
    lds_ = collectLdsFacts(fn_);
    rpo_ = fa.rpo();
    reached_ = fa.reached();
    analysis::MsbStates msb = fa.msb();
    const size_t n = fn_.blocks.size();
    acts_.assign(n, 0);
    // The walks of an earlier run of this pipeline over blocks that are
    // still as they were then (waitcnt_memo.h).
    WalkMemo::Function& memo = ctx_.keptFor<WalkMemo>("waitcnt").of(fn_, lds_);
    reported_ = &memo.reportedRedundant;
    std::vector<WalkKey> keys(n);
    std::vector<char> known(n, 0);
    for (uint32_t b = 0; b < n; ++b) {
      if (!WalkMemo::memoized(fn_.blocks[b]))
        continue;
      keys[b] = WalkKey::of(fn_.blocks[b], msb.blockEntry[b]);
      known[b] = b < memo.blocks.size() && memo.blocks[b].key == keys[b];
    }
    std::vector<std::vector<WalkMemo::Walk>> walks(n); // this run's, found nothing
    // Entry states only grow (analysis/dataflow.h), so the iteration ends
    // whatever the graph; a block is walked again only when its entry
    // state changed.
    analysis::DataflowResult<Scoreboard> flow = analysis::solveForward<Scoreboard>(
        fn_, rpo_, [&](uint32_t b, const auto& out) { return entryState(b, out); },
        [](Scoreboard& into, const Scoreboard& from) { into.join(from); },
        [&](uint32_t b, Scoreboard s) {
          if (known[b])
            for (const WalkMemo::Walk& w : memo.blocks[b].walks)
              if (w.entry == s) {
                acts_[b] = 0;
                if (walks[b].size() < WalkMemo::kWalksPerBlock)
                  walks[b].push_back(w);
                return w.exit;
              }
          const bool keep = WalkMemo::memoized(fn_.blocks[b]) &&
                            walks[b].size() < WalkMemo::kWalksPerBlock;
          std::optional<Scoreboard> entry;
          if (keep)
            entry = s;
          walk(b, s, msb.blockEntry[b], false);
          if (keep && !acts_[b])
            walks[b].push_back({std::move(*entry), s});
          return s;
        });
    // A block's last walk above had the entry state it has now: one that
    // found nothing to insert or report would change nothing again.
    const std::vector<std::optional<Scoreboard>>& in = flow.in;
    for (uint32_t b : rpo_)
      if (in[b] && acts_[b]) {
        Scoreboard s = *in[b];
        walk(b, s, msb.blockEntry[b], true);
      }
    // What the next run may take: a block this one rewrote (or reported
    // on) keeps only its new key.
    memo.blocks.resize(n);
    for (uint32_t b = 0; b < n; ++b) {
      if (acts_[b]) { // its new key, if it is kept at all
        memo.blocks[b] = {WalkMemo::memoized(fn_.blocks[b])
                              ? WalkKey::of(fn_.blocks[b], msb.blockEntry[b])
                              : WalkKey{},
                          {}};
        continue;
      }
      memo.blocks[b].key = std::move(keys[b]);
      memo.blocks[b].walks = std::move(walks[b]);
    }
    return changed_;
  }

private:
  void stripDerivableWaits() {
    for (ir::Block& b : fn_.blocks)
      std::erase_if(b.stmts, [&](const ir::Stmt& st) {
        bool drop = st.kind == ir::StmtKind::Instr && st.inst &&
                    derivableWait(isa::mnemonicName(st.inst->opcode));
        changed_ |= drop;
        return drop;
      });
  }

  // The join of the predecessors' exit states; the function's entry (and
  // a block the entry does not reach: code we cannot see runs first) also
  // starts from the entry state.
  std::optional<Scoreboard> entryState(uint32_t b,
                                       const std::vector<std::optional<Scoreboard>>& out) const {
    std::optional<Scoreboard> s;
    if (b == 0 || !reached_[b])
      s = entryScoreboard();
    for (uint32_t p : fn_.blocks[b].preds) {
      if (!out[p])
        continue;
      if (!s)
        s = *out[p];
      else
        s->join(*out[p]);
    }
    return s;
  }

  /// A kernel starts with nothing in flight; a callable function with its
  /// caller's operations (and so does code entered from unknown code).
  Scoreboard entryScoreboard() const {
    Scoreboard s;
    if (fn_.callable)
      s.enterCallable();
    return s;
  }

  void walk(uint32_t b, Scoreboard& s, isa::MsbState msb, bool insert);
  /// needsBefore, then xcnt asked again after the other waits (they may
  /// already complete the translations it guards).
  Need needsOf(const ir::Stmt& stmt, const StmtDefUse& du, const Scoreboard& s,
               const ir::Block& block, bool isTerminator, bool inClause) const;
  void ldsTransferNeeds(const ir::Stmt& stmt, int c, bool barrierSignal, const Scoreboard& s,
                        Need& need) const;
  Need needsBefore(const ir::Stmt& stmt, const StmtDefUse& du, const Scoreboard& s,
                   const ir::Block& block, bool isTerminator, bool inClause) const;
  void xcntNeeds(const ir::Stmt& stmt, const StmtDefUse& du, const Scoreboard& s,
                 bool inClause, Need& need) const;
  /// What the members of the s_clause at `stmts[at]` need, hoisted before it.
  Need clauseNeeds(const ir::Block& block, size_t at, const Scoreboard& s,
                   isa::MsbState msb) const;
  void emitWaits(std::vector<ir::Stmt>& outStmts, const ir::Stmt& consumer, const Need& need,
                 const Scoreboard& s);
  void remarkInserted(const ir::Stmt& consumer, const std::string& text, int c,
                      const Need& need, const Scoreboard& s);
  void apply(Scoreboard& s, const ir::Stmt& stmt, const StmtDefUse& du) const;

  // An existing counter wait that the state already satisfies on every
  // path (the state is the join of all of them).
  bool redundant(const Scoreboard& s, const ir::Stmt& stmt) const {
    isa::Opcode name(stmt.inst->opcode);
    if (!name.text().ends_with("cnt") && !name.text().ends_with("cnt_dscnt"))
      return false;
    auto values = waitValues(stmt);
    bool any = false;
    for (int c = 0; c < kCounters; ++c) {
      if (!values[c])
        continue;
      any = true;
      if (*values[c] < s.outstanding(c))
        return false;
    }
    return any;
  }

  void remarkRedundant(const ir::Stmt& stmt) {
    ctx_.remarks.emit(ctx_.remark(
        RemarkKind::Analysis, "WaitRedundant", fn_, stmt.loc,
        "'" + std::string(stmt.body) + "' is satisfied on every path that reaches it" +
            (ctx_.options.waitcnt.removeRedundant ? "; removed" : "")));
  }

  ir::Module& m_;
  ir::Function& fn_;
  PassContext& ctx_;
  std::vector<uint32_t> rpo_;
  std::vector<char> reached_;
  LdsFacts lds_;
  /// Per block: its last walk found a wait to insert, or a redundant one
  /// to remove or report for the first time.
  std::vector<char> acts_;
  std::set<uint32_t>* reported_ = nullptr; ///< redundant waits reported in this pipeline
  bool changed_ = false;
};

} // namespace silken::passes::wc
