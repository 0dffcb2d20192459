// cluster-barrier Rule 3 (off by default, --cluster-barrier-rule3): the
// LoopCounterL-gated cluster signal at the LDS publication point before
// label_openLoopL:.
//
// Scanning back from the label (through other labels) to the prefetch's last
// tensor load:
//   (a) an s_barrier_wait -1 is found: the signal goes right after it, gated
//       by `s_cmp_le_u32 s[sgprLoopCounterL], pgr` (no new workgroup sync);
//   (b) none, and plr == 0: the signal goes right before the label, with a
//       workgroup sync synthesized inside the gate.
// A cluster signal or wait already in the scanned section disables the rule
// (section idempotency); a wait that already has a handshake after it (rule
// 4's) is left to rule 4.
#include "passes/cluster_barrier_impl.h"

namespace silken::passes::cb {

void ClusterBarrier::rule3() {
  if (!o_.rule3)
    return;
  std::vector<Pos> all = positions();
  uint32_t nth = 0; // the anchor's ordinal among the rule's anchors
  for (size_t k = 0; k < all.size(); ++k) {
    const ir::Stmt& label = at(all[k]);
    if (label.kind != ir::StmtKind::Label || label.name != o_.openLoopLabel)
      continue;
    uint32_t anchorIndex = nth++;
    std::optional<size_t> wait;
    bool clusterOpInSection = false;
    for (size_t j = k; j-- > 0;) {
      const ir::Stmt& s = at(all[j]);
      if (cb::isTensorLoad(s))
        break;
      clusterOpInSection |= cb::isBarrierSignal(s, kClusterBarrier) ||
                            cb::isBarrierWait(s, kClusterBarrier);
      if (!wait && cb::isBarrierWait(s, kWorkgroupBarrier))
        wait = j;
    }
    if (clusterOpInSection) {
      remark(RemarkKind::Analysis, "HandshakePresent", "3", label,
             "a cluster signal or wait already sits in the section before " + o_.openLoopLabel);
      continue;
    }
    if (wait && cb::handshakeFollows(fn_.blocks[all[*wait].block].stmts,
                                     all[*wait].index + 1, m_, o_)) {
      remark(RemarkKind::Analysis, "DefersToRule4", "3", at(all[*wait]),
             "this workgroup wait already has a handshake (rule 4's)");
      continue;
    }
    if (!wait && o_.plr != 0) {
      remark(RemarkKind::Missed, "HandshakeSkipped", "3", label,
             "no workgroup wait before " + o_.openLoopLabel +
                 " and plr != 0: anchor mode (b) needs --cluster-barrier-plr=0");
      continue;
    }
    Pos site = wait ? Pos{all[*wait].block, all[*wait].index + 1} : all[k];
    const ir::Stmt& anchor = wait ? at(all[*wait]) : label;
    Gate gate;
    if (auto why = waveProblem(site)) {
      // Mode (b) synthesizes its sync and can gate on its isfirst; mode (a)'s
      // LoopCounterL gate would clobber an isfirst SCC.
      std::optional<Gate> fallback = fallbackGate(site, *why);
      if (fallback && fallback->kind == Gate::Isfirst && wait) {
        *why += "; and anchor mode (a) has no isfirst gate (its LoopCounterL gate would "
                "overwrite the SCC)";
        fallback.reset();
      }
      if (!fallback) {
        remark(RemarkKind::Missed, "HandshakeSkipped", "3", anchor, *why);
        continue;
      }
      gate = *fallback;
    }
    bool isfirst = gate.kind == Gate::Isfirst;
    if (sccLiveAt(site)) {
      remark(RemarkKind::Missed, "HandshakeSkipped", "3", anchor,
             "SCC is live at the publication point and the gate would clobber it");
      continue;
    }
    std::string kernel(fn_.name);
    std::string outer = cb::makeLabel(m_, kOuterPrefix, kernel, "3", anchorIndex, "outer");
    std::string inner = cb::makeLabel(m_, kInnerPrefix, kernel, "3", anchorIndex, "inner");
    std::vector<Line> lines = {
        {"s_cmp_le_u32 s[" + o_.loopCounterSymbol + "], " + std::to_string(o_.pgr),
         "// outer LCL gate"},
        {"s_cbranch_scc1 " + outer, "// skip when LCL <= pgr"}};
    if (!wait) {
      lines.push_back({syncSignal(isfirst), "// workgroup signal"});
      lines.push_back({"s_barrier_wait -1", "// workgroup sync"});
    }
    for (Line& l : gatedSignal(inner, gate))
      lines.push_back(std::move(l));
    lines.push_back({outer + ":", ""});
    Insertion i{site, {}};
    if (!build(anchor.ordinal, lines, i.stmts))
      return;
    remark(RemarkKind::Passed, "HandshakeInserted", "3", anchor,
           (wait ? "anchor mode (a): inserted the LoopCounterL <= pgr gated cluster signal "
                   "after the publication point"
                 : "anchor mode (b): synthesized the workgroup sync and the gated cluster "
                   "signal before " + o_.openLoopLabel) +
               gateNote(gate),
           {outer, inner});
    apply({std::move(i)});
    return; // one publication point per kernel
  }
}

} // namespace silken::passes::cb
