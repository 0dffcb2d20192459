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
  bool synthesize = !wait; // a workgroup sync is made (none in the tail)
  // Before the load: ahead of a cluster wait already there, so the signal
  // comes before the wait it pairs with.
  Pos beforeLoad = all[load];
  for (size_t i = beforeLoad.index; i-- > 0;) {
    const ir::Stmt& s = fn_.blocks[beforeLoad.block].stmts[i];
    if (s.kind != ir::StmtKind::Instr)
      continue;
    if (cb::isBarrierWait(s, cb::kClusterBarrier))
      beforeLoad.index = i;
    break;
  }
  Pos afterWait = wait ? Pos{all[*wait].block, all[*wait].index + 1} : Pos{};
  Pos afterBanner{all[*banner].block, all[*banner].index + 1};
  // Is a 5a signal already there, in any of the placements?
  bool present = (wait && cb::handshakeFollows(fn_.blocks[afterWait.block].stmts,
                                                afterWait.index, m_, o_)) ||
                 cb::handshakeFollows(fn_.blocks[afterBanner.block].stmts, afterBanner.index,
                                      m_, o_);
  // ... or anywhere between the banner and the load (the balanced placement).
  for (size_t k = *banner + 1; k < load; ++k)
    present |= cb::isBarrierSignal(at(all[k]), cb::kClusterBarrier);
  if (!present && synthesize && o_.tailSignal == "spec") {
    remark(RemarkKind::Missed, "HandshakeSkipped", "5", at(all[*banner]),
           "the tail has no workgroup wait to anchor 5a on and "
           "--cluster-barrier-tail-signal=spec: no tail-loop handshake");
    return;
  }
  // balanced: right before the tail wait, on exactly its paths; spec and
  // peer: right after the tail's workgroup wait (peer: after the banner when
  // there is none).
  Pos site = o_.tailSignal == "balanced" ? beforeLoad : wait ? afterWait : afterBanner;
  const ir::Stmt& anchor = wait ? at(all[*wait]) : at(all[*banner]);
  std::optional<std::string> problem;
  bool isfirst = false;            // gate on an s_barrier_signal_isfirst
  std::optional<Pos> convert;      // ... the tail's own workgroup signal
  if (!present) {
    problem = waveProblem(site);
    if (problem && isfirstPolicy()) {
      // Right after the tail's wait, its signal can become isfirst; anywhere
      // else a fresh isfirst sync is synthesized at the site.
      if (wait && site.block == afterWait.block && site.index == afterWait.index)
        convert = convertibleSignal(all[*wait]);
      if (convert || !(wait && site.block == afterWait.block && site.index == afterWait.index)) {
        isfirst = true;
        synthesize = !convert;
        problem.reset();
      }
    }
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
    std::string inner = cb::makeLabel(m_, kInnerPrefix, kernel, "5a", 0, "inner");
    std::vector<Line> lines;
    if (synthesize) { // the workgroup sync the tail lacks (or an isfirst one)
      lines.push_back({syncSignal(isfirst), ""});
      lines.push_back({"s_barrier_wait -1", "// tail workgroup sync"});
    }
    for (Line& l : gatedSignal(inner, isfirst))
      lines.push_back(std::move(l));
    Insertion i{site, {}};
    if (!build(anchor.ordinal, lines, i.stmts) || (convert && !convertToIsfirst(*convert)))
      return;
    remark(RemarkKind::Passed, "HandshakeInserted", "5a", anchor,
           (synthesize ? "the tail has no workgroup wait: inserted a workgroup sync and the "
                         "tail-loop cluster signal"
                       : "inserted the tail-loop cluster signal for this workgroup wait") +
               std::string(" (placement: ") + o_.tailSignal + ")",
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
