// The cluster-barrier pass's working state, shared by the files that
// implement its rules (cluster_barrier*.cpp). Not part of the pass API.
#pragma once

#include "analysis/cache.h"
#include "asm/parser.h"
#include "ir/cfg.h"
#include "isa/instr_info.h"
#include "isa/mnemonic_ids.h"
#include "passes/cluster_barrier_support.h"
#include "passes/pass.h"
#include "semantics/def_use.h"

#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace silken::passes::cb {


constexpr std::string_view kInnerPrefix = "label_skipCBPreSignal_";
constexpr std::string_view kOuterPrefix = "label_skipCBPreSignal_LCL_";

struct Pos {
  uint32_t block;
  size_t index; // statement index in the block
};

struct Insertion {
  Pos at; // insert before stmts[at.index]
  std::vector<ir::Stmt> stmts;
};

/// How a cluster signal is kept to one wave per workgroup.
struct Gate {
  enum Kind : uint8_t {
    WaveIdx,   ///< s_cmp_eq_u32 s[sgprWaveIdx], 0
    Isfirst,   ///< the SCC of an s_barrier_signal_isfirst -1 before it
    Recompute, ///< the wave index recomputed from the thread serial into `sgpr`
  } kind = WaveIdx;
  uint16_t sgpr = 0;  ///< Recompute: an SGPR dead at the gate
  unsigned shift = 5; ///< Recompute: log2 of the wave size
};

/// One run of the pass over one kernel.
class ClusterBarrier {
public:
  ClusterBarrier(ir::Module& m, ir::Function& fn, PassContext& ctx)
      : m_(m), fn_(fn), ctx_(ctx), o_(ctx.options.clusterBarrier) {
    if (!ctx.analyses)
      ownAnalyses_.emplace(fn);
  }

  bool run() {
    ctx_.remarks.emit(ctx_.optionsRemark(&fn_, "cluster-barrier options for this kernel"));
    rule4();
    rule1();
    rule3();
    rule5();
    if (o_.kernelScope)
      rule2();
    return backup_.has_value(); // copied before the first edit
  }

  /// The kernel as it was before the first edit (after run() returned
  /// true): the safety net puts it back. Copied only when a rule edits,
  /// not for every kernel (a 200k-line kernel's copy was 22 MB).
  ir::Function takeBackup() { return std::move(*backup_); }

private:
  const ir::Stmt& at(Pos p) const { return fn_.blocks[p.block].stmts[p.index]; }

  // Every statement position in file order.
  std::vector<Pos> positions() const {
    size_t n = 0;
    for (const ir::Block& block : fn_.blocks)
      n += block.stmts.size();
    std::vector<Pos> out;
    out.reserve(n); // one allocation, not a copy per doubling
    for (uint32_t b = 0; b < fn_.blocks.size(); ++b)
      for (size_t i = 0; i < fn_.blocks[b].stmts.size(); ++i)
        out.push_back({b, i});
    return out;
  }

  std::optional<size_t> bannerIndex(const std::vector<Pos>& all) const {
    for (size_t k = 0; k < all.size(); ++k)
      if (cb::isTailBanner(at(all[k]), o_.tailBanner))
        return k;
    return std::nullopt;
  }

  void remark(RemarkKind kind, std::string name, std::string_view rule, const ir::Stmt& anchor,
              std::string message, std::vector<std::string> labels = {}) {
    Remark r = ctx_.remark(kind, std::move(name), fn_, anchor.loc, std::move(message));
    r.args.push_back({"rule", std::string(rule)});
    for (size_t i = 0; i < labels.size(); ++i)
      r.args.push_back({i == 0 ? "label" : "label" + std::to_string(i + 1), labels[i]});
    ctx_.remarks.emit(std::move(r));
  }

  /// The function's cached analyses (the pipeline's, or the pass's own
  /// when run without a cache); apply() invalidates them.
  analysis::FunctionAnalyses& analyses() const {
    return ctx_.analyses ? ctx_.analyses->of(fn_) : *ownAnalyses_;
  }

  bool sccLiveAt(Pos p) const {
    return analyses().liveBefore(p.block, p.index).test(isa::kSccUnit);
  }

  std::optional<std::string> waveProblem(Pos p) const {
    return analysis::WaveIndexCheck(m_, fn_, o_.waveIdxSymbol).problemAt(p.block, p.index);
  }

  // A wave-gated cluster signal (cluster_barrier_gate.cpp).
  std::vector<Line> gatedSignal(const std::string& inner, Gate gate = {}) const;
  // The gate at `site` when the wave-index symbol is unusable there
  // (`why`): an isfirst gate (the caller makes the isfirst signal), a
  // recomputed one, or nullopt with `why` saying also why not.
  std::optional<Gate> fallbackGate(Pos site, std::string& why) const;
  std::optional<Gate> recomputeGate(Pos site, std::string& why) const;
  // What a remark adds about a recomputed gate ("" for the others).
  std::string gateNote(const Gate& gate) const;

  // The workgroup signal of a synthesized sync.
  std::string syncSignal(bool isfirst) const {
    return isfirst ? "s_barrier_signal_isfirst -1" : "s_barrier_signal -1";
  }

  bool isfirstPolicy() const { return o_.waveIndex == WaveIndexPolicy::Isfirst; }
  // The `s_barrier_signal -1` right before a trigger wait, if turning it
  // into s_barrier_signal_isfirst -1 is safe: the SCC it then writes is
  // dead there, or (`sccRestored`) the caller re-emits the compare that
  // set the live SCC after the handshake.
  std::optional<Pos> convertibleSignal(Pos trigger, bool sccRestored = false) const {
    const auto& stmts = fn_.blocks[trigger.block].stmts;
    for (size_t i = trigger.index; i-- > 0;) {
      if (stmts[i].kind != ir::StmtKind::Instr)
        continue;
      if (!cb::isBarrierSignal(stmts[i], kWorkgroupBarrier) ||
          isa::Opcode(stmts[i].inst->opcode) != "s_barrier_signal")
        return std::nullopt;
      if (!sccRestored && sccLiveAt({trigger.block, i + 1}))
        return std::nullopt;
      return Pos{trigger.block, i};
    }
    return std::nullopt;
  }

  // Rewrites the workgroup signal at p as s_barrier_signal_isfirst -1,
  // keeping its indentation and comment.
  bool convertToIsfirst(Pos p) {
    ir::Stmt& s = fn_.blocks[p.block].stmts[p.index];
    std::optional<ir::Stmt> made =
        as::parseInstructionText(m_, "s_barrier_signal_isfirst -1", s.ordinal, ctx_.diags);
    if (!made)
      return false;
    keepBackup();
    s.inst = made->inst;
    s.name = made->name;
    s.text = made->text;
    s.edited = true;
    return true;
  }

  // Applies insertions (made against the current statement indices), then
  // rebuilds the CFG so the next rule sees the new labels and branches.
  void apply(std::vector<Insertion> ins) {
    if (ins.empty())
      return;
    keepBackup();
    std::sort(ins.begin(), ins.end(), [](const Insertion& a, const Insertion& b) {
      return a.at.block != b.at.block ? a.at.block > b.at.block : a.at.index > b.at.index;
    });
    for (Insertion& i : ins) {
      auto& stmts = fn_.blocks[i.at.block].stmts;
      stmts.insert(stmts.begin() + std::ptrdiff_t(i.at.index),
                   std::make_move_iterator(i.stmts.begin()),
                   std::make_move_iterator(i.stmts.end()));
    }
    m_.indexLabels();
    ir::buildCfg(m_, fn_, nullptr);
    analyses().invalidate(analysis::Change::Cfg);
  }

  bool build(uint32_t ordinal, const std::vector<Line>& lines, std::vector<ir::Stmt>& out) {
    return cb::emit(m_, ordinal, lines, ctx_.diags, out);
  }

  void rule1();
  unsigned rule1Signals_ = 0; ///< Rule 1 handshakes present or inserted
  void rule2();
  void rule3();
  void rule4();
  void rule5();
  std::optional<std::string> restorableLoopCounterCompare(Pos trigger, std::string& why) const;
  int64_t loopCounterDecrementsBefore(Pos trigger) const;

  ir::Module& m_;
  ir::Function& fn_;
  PassContext& ctx_;
  const ClusterBarrierOptions& o_;
  void keepBackup() {
    if (!backup_)
      backup_ = fn_;
  }

  mutable std::optional<analysis::FunctionAnalyses> ownAnalyses_;
  std::optional<ir::Function> backup_; ///< set exactly when the kernel was edited
};

} // namespace silken::passes::cb
