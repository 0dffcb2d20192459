// cluster-barrier Rule 5: the tail-loop handshake (5a signal, 5b wait).
#include "passes/cluster_barrier_impl.h"

namespace silken::passes::cb {

// Rule 5: the tail loop. 5a signals after the tail's workgroup wait (or a
// synthesized sync), 5b waits right before the first tail tensor load.
void ClusterBarrier::rule5() {
  if (!o_.kernelScope)
    return;
  std::vector<Pos> all = positions();
  std::optional<size_t> banner = bannerIndex(all);
  if (!banner)
    return;
  size_t load = *banner;
  while (load < all.size() && !cb::isTensorLoad(at(all[load])))
    ++load;
  if (load == all.size()) {
    remark(RemarkKind::Analysis, "NoTailLoad", "5", at(all[*banner]),
           "no tensor load follows the tail-loop banner");
    return;
  }
  const ir::Stmt& loadStmt = at(all[load]);
  std::string kernel(fn_.name);
  std::vector<Insertion> ins;
  // 5a: the nearest workgroup wait between banner and load.
  std::optional<size_t> wait;
  for (size_t k = load; k-- > *banner + 1;)
    if (cb::isBarrierWait(at(all[k]), cb::kWorkgroupBarrier)) {
      wait = k;
      break;
    }
  bool synthesize = !wait;
  if (synthesize && o_.tailSync == "none") {
    remark(RemarkKind::Missed, "HandshakeSkipped", "5", at(all[*banner]),
           "the tail has no workgroup wait and --cluster-barrier-tail-sync=none: "
           "no tail-loop handshake");
    return;
  }
  // Synthesized before the load: ahead of a cluster wait already there, so
  // the signal comes before the wait it pairs with.
  Pos beforeLoad = all[load];
  for (size_t i = beforeLoad.index; i-- > 0;) {
    const ir::Stmt& s = fn_.blocks[beforeLoad.block].stmts[i];
    if (s.kind != ir::StmtKind::Instr)
      continue;
    if (cb::isBarrierWait(s, cb::kClusterBarrier))
      beforeLoad.index = i;
    break;
  }
  Pos site = wait ? Pos{all[*wait].block, all[*wait].index + 1}
             : o_.tailSync == "marker" ? Pos{all[*banner].block, all[*banner].index + 1}
                                       : beforeLoad;
  const ir::Stmt& anchor = wait ? at(all[*wait]) : at(all[*banner]);
  const auto& siteStmts = fn_.blocks[site.block].stmts;
  bool present = false;
  if (!synthesize || o_.tailSync == "marker") {
    present = cb::handshakeFollows(siteStmts, site.index, m_, o_);
  } else {
    // Synthesized before the load: present if the load's block opens with
    // our signal's skip label, or a cluster signal precedes the load there.
    for (std::string_view l : fn_.blocks[site.block].labels())
      present |= l.starts_with(kInnerPrefix);
    for (size_t i = 0; i < site.index; ++i)
      present |= cb::isBarrierSignal(siteStmts[i], cb::kClusterBarrier);
  }
  std::optional<std::string> problem;
  if (!present) {
    problem = waveProblem(site);
    if (!problem && sccLiveAt(site))
      problem = "SCC is live where the tail-loop signal would go";
  }
  if (present) {
    remark(RemarkKind::Analysis, "HandshakePresent", "5a", anchor,
           "the tail-loop cluster signal is already there");
  } else if (problem) {
    // Without its signal, a 5b wait would never complete: skip both.
    remark(RemarkKind::Missed, "HandshakeSkipped", "5a", anchor, *problem);
    remark(RemarkKind::Missed, "HandshakeSkipped", "5b", loadStmt,
           "the tail-loop signal (5a) could not be placed, and a cluster wait "
           "without it would never complete");
    return;
  } else {
    std::string inner = cb::makeLabel(m_, kInnerPrefix, kernel, "5a", anchor.ordinal, "inner");
    std::vector<Line> lines;
    if (synthesize) {
      lines.push_back({"s_barrier_signal -1", ""});
      lines.push_back({"s_barrier_wait -1", "// tail workgroup sync"});
    }
    for (Line& l : gatedSignal(inner))
      lines.push_back(std::move(l));
    Insertion i{site, {}};
    if (!build(anchor.ordinal, lines, i.stmts))
      return;
    remark(RemarkKind::Passed, "HandshakeInserted", "5a", anchor,
           synthesize ? "the tail has no workgroup wait: inserted a workgroup sync and "
                        "the cluster signal (placement: " + o_.tailSync + ")"
                      : "inserted the tail-loop cluster signal after this workgroup wait",
           {inner});
    ins.push_back(std::move(i));
  }
  // 5b: the cluster wait right before the tail load.
  if (cb::clusterWaitPrecedes(fn_.blocks[all[load].block].stmts, all[load].index)) {
    remark(RemarkKind::Analysis, "HandshakePresent", "5b", loadStmt,
           "the tail tensor load is already preceded by a cluster wait");
  } else {
    Insertion i{all[load], {}};
    if (!build(loadStmt.ordinal, {{"s_barrier_wait -3", "// cluster barrier wait"}}, i.stmts))
      return;
    remark(RemarkKind::Passed, "HandshakeInserted", "5b", loadStmt,
           "inserted a cluster wait before the first tail-loop tensor load");
    ins.push_back(std::move(i));
  }
  // Same site (synthesized 5a before the load): the signal goes first.
  std::stable_sort(ins.begin(), ins.end(), [](const Insertion& a, const Insertion& b) {
    return a.at.block != b.at.block ? a.at.block < b.at.block : a.at.index < b.at.index;
  });
  if (ins.size() == 2 && ins[0].at.block == ins[1].at.block &&
      ins[0].at.index == ins[1].at.index) {
    for (ir::Stmt& s : ins[1].stmts)
      ins[0].stmts.push_back(std::move(s));
    ins.pop_back();
  }
  apply(std::move(ins));
}

} // namespace silken::passes::cb
