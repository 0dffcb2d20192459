// cluster-barrier: insert cluster-scope handshakes (s_barrier_signal -3 /
// s_barrier_wait -3, only wave 0 of a workgroup signals) into
// TensileLite-shaped gfx1250 kernels, at the anchors of the spec's rules:
//
//   Rule 1  after each label_GSU_1: a LoopCounterL-gated, wave-gated signal
//           with a workgroup sync inside the outer gate
//   Rule 2  a cluster wait right before the kernel's first tensor_load_to_lds
//   Rule 4  after each workgroup wait that triggers a tensor load before the
//           tail-loop banner: wave-gated signal and bare cluster wait
//           (mode c), re-emitting a live upstream LoopCounterL compare;
//           or modes (a) inherited SCC / (b) drain gates
//   Rule 5  tail loop: 5b a cluster wait before the first tail tensor
//           load; 5a its wave-gated signal, after the tail's workgroup wait
//           when that wait is on exactly the load's paths, else at the
//           earliest point on them (cluster_barrier_tail.cpp)
//   Rule 3  (off by default) the LoopCounterL <= pgr gated signal at the
//           LDS publication point before label_openLoopL:
// Rules run in the peer's order (4, 1, 3, 5a, 5b, 2) so later rules see the
// earlier ones' handshakes. Rule 4 modes (a)/(b) replace (c) with
// --cluster-barrier-rule4-mode=ab. Files: cluster_barrier_loop.cpp (4),
// cluster_barrier_publish.cpp (3), cluster_barrier_tail.cpp (5).
//
// Invariants: SCC is never clobbered while live (a handshake that would is
// skipped with a `missed` remark, unless Rule 4 can restore it); the
// wave-index symbol is used only where it is defined and its register
// still holds the wave index; every rule checks first whether its
// handshake is already there, so a second run changes nothing; labels are
// derived from the kernel, the rule and the anchor's ordinal among that
// rule's anchors, never from a clock, a line number or an offset.
//
// Before (Rule 4):                  After:
//   s_barrier_signal -1               s_barrier_signal -1
//   s_barrier_wait -1                 s_barrier_wait -1
//   tensor_load_to_lds s[..], s[..]   s_cmp_eq_u32 s[sgprWaveIdx], 0
//                                     s_cbranch_scc0 label_skipCBPreSignal_<H>
//                                     s_barrier_signal -3
//                                   label_skipCBPreSignal_<H>:
//                                     s_barrier_wait -3
//                                     tensor_load_to_lds s[..], s[..]
#include "passes/factories.h"

#include "check/barrier_check.h"
#include "passes/cluster_barrier_impl.h"

namespace silken::passes {
namespace cb {

// Rule 1: after each label_GSU_1:, the LoopCounterL-gated signal.
void ClusterBarrier::rule1() {
  std::vector<Insertion> ins;
  uint32_t nth = 0; // this anchor's ordinal among the rule's anchors (labels)
  for (const Pos& p : positions()) {
    const ir::Stmt& label = at(p);
    if (label.kind != ir::StmtKind::Label || label.name != o_.gsuLabel)
      continue;
    uint32_t anchorIndex = nth++;
    Pos after{p.block, p.index + 1};
    const auto& stmts = fn_.blocks[p.block].stmts;
    if (cb::handshakeFollows(stmts, after.index, m_, o_)) {
      remark(RemarkKind::Analysis, "HandshakePresent", "1", label,
             "a cluster handshake already follows " + o_.gsuLabel);
      ++rule1Signals_;
      continue;
    }
    bool loadFollows = false;
    for (const Pos& q : positions())
      loadFollows |= (q.block > p.block || (q.block == p.block && q.index > p.index)) &&
                     cb::isTensorLoad(at(q));
    if (!loadFollows) {
      remark(RemarkKind::Missed, "HandshakeSkipped", "1", label,
             "no tensor load follows " + o_.gsuLabel +
                 ": its signal would have no rule-2 wait to pair with");
      continue;
    }
    if (!m_.symbols.valueAt(o_.loopCounterSymbol, label.ordinal)) {
      remark(RemarkKind::Missed, "HandshakeSkipped", "1", label,
             "'" + o_.loopCounterSymbol + "' has no value here; the LoopCounterL gate cannot be built");
      continue;
    }
    Gate gate;
    if (auto why = waveProblem(after)) {
      std::optional<Gate> fallback = fallbackGate(after, *why);
      if (!fallback) {
        remark(RemarkKind::Missed, "HandshakeSkipped", "1", label, *why);
        continue;
      }
      gate = *fallback; // isfirst: the synthesized sync's isfirst gates the signal
    }
    bool isfirst = gate.kind == Gate::Isfirst;
    if (sccLiveAt(after)) {
      remark(RemarkKind::Missed, "HandshakeSkipped", "1", label,
             "SCC is live after " + o_.gsuLabel + " and the rule's compares would clobber it");
      continue;
    }
    std::string kernel(fn_.name);
    std::string outer = cb::makeLabel(m_, kOuterPrefix, kernel, "1", anchorIndex, "outer");
    std::string inner = cb::makeLabel(m_, kInnerPrefix, kernel, "1", anchorIndex, "inner");
    std::vector<Line> lines = {
        {"s_cmp_eq_u32 s[" + o_.loopCounterSymbol + "], 0", "// gate: only signal when LoopCounterL != 0"},
        {"s_cbranch_scc1 " + outer, "// skip cluster barrier when LoopCounterL == 0"},
        {syncSignal(isfirst), ""},
        {"s_barrier_wait -1", "// sync workgroup before cluster signal"}};
    for (Line& l : gatedSignal(inner, gate))
      lines.push_back(std::move(l));
    lines.push_back({outer + ":", ""});
    Insertion i{after, {}};
    if (!build(label.ordinal, lines, i.stmts))
      return;
    remark(RemarkKind::Passed, "HandshakeInserted", "1", label,
           "inserted the LoopCounterL-gated cluster signal after " + o_.gsuLabel + gateNote(gate),
           {outer, inner});
    ++rule1Signals_;
    ins.push_back(std::move(i));
  }
  apply(std::move(ins));
}

// Rule 2: a cluster wait right before the first tensor load of the kernel.
void ClusterBarrier::rule2() {
  for (const Pos& p : positions()) {
    const ir::Stmt& load = at(p);
    if (!cb::isTensorLoad(load))
      continue;
    if (cb::clusterWaitPrecedes(fn_.blocks[p.block].stmts, p.index)) {
      remark(RemarkKind::Analysis, "HandshakePresent", "2", load,
             "the first tensor load is already preceded by a cluster wait");
      return;
    }
    if (rule1Signals_ == 0) {
      remark(RemarkKind::Missed, "HandshakeSkipped", "2", load,
             "no Rule 1 signal (after " + o_.gsuLabel + ") in this kernel; a cluster "
             "wait without it would never complete");
      return;
    }
    Insertion i{p, {}};
    if (!build(load.ordinal, {{"s_barrier_wait -3", "// cluster_barrier wait"}}, i.stmts))
      return;
    remark(RemarkKind::Passed, "HandshakeInserted", "2", load,
           "inserted a cluster wait before the kernel's first tensor load");
    apply({std::move(i)});
    return;
  }
}


} // namespace cb

namespace {

// Problems `silken check` finds in one function.
unsigned barrierErrors(const ir::Module& m, const ir::Function& fn,
                       const ClusterBarrierOptions& o) {
  check::BarrierCheckOptions options;
  options.waveIdxSymbol = o.waveIdxSymbol;
  options.loopCounterSymbol = o.loopCounterSymbol;
  options.serialSymbol = o.serialSymbol;
  DiagEngine diags(&m.file());
  check::checkBarriers(m, fn, options, diags);
  // Warnings count too: a handshake must not make a kernel even possibly
  // unbalanced.
  return diags.errorCount() + diags.warningCount();
}

class ClusterBarrierPass : public Pass {
public:
  bool run(ir::Module& m, PassContext& ctx) override {
    bool changed = false;
    const ClusterBarrierOptions& o = ctx.options.clusterBarrier;
    for (ir::Function& fn : m.functions) {
      if (!fn.isKernel && m.functions.size() != 1)
        continue;
      // The safety net: a kernel whose barriers the handshakes would leave
      // unbalanced (more checker errors than before) keeps its old code.
      // It costs nothing where no rule fired (the old code is copied at
      // the first edit), and the old code is checked only when the new one
      // has problems.
      std::optional<ir::Function> backup; // the old code, copied at the first edit
      if (cb::ClusterBarrier pass(m, fn, ctx); pass.run())
        backup = pass.takeBackup();
      if (!backup)
        continue;
      unsigned after = o.verify ? barrierErrors(m, fn, o) : 0;
      unsigned before = after > 0 ? barrierErrors(m, *backup, o) : 0;
      if (after > before) {
        fn = std::move(*backup);
        m.indexLabels();
        if (ctx.analyses)
          ctx.analyses->invalidate(fn, analysis::Change::Cfg);
        Remark r = ctx.remark(RemarkKind::Missed, "KernelUnchanged", fn, {},
                              "the handshakes would leave this kernel's barriers unbalanced "
                              "on some path (silken check: " +
                                  std::to_string(after - before) +
                                  " new problem(s)); the kernel is left unchanged");
        r.args = {{"problems_before", int64_t(before)}, {"problems_after", int64_t(after)}};
        ctx.remarks.emit(std::move(r));
        continue;
      }
      changed = true;
    }
    return changed;
  }
};

} // namespace

std::unique_ptr<Pass> createClusterBarrierPass() {
  return std::make_unique<ClusterBarrierPass>();
}

} // namespace silken::passes
