// cluster-barrier Rule 5: the tail-loop handshake. 5b is a cluster wait
// right before the first tensor_load_to_lds after the tail banner; 5a is
// the cluster signal it waits for, placed by --cluster-barrier-tail-signal:
//
//   minimal (default)  after the tail's workgroup wait when that wait runs
//            on exactly the paths the tail load runs on (the spec's
//            placement); otherwise at the earliest point on exactly the
//            load's paths: the start of the straight-line run of blocks
//            that ends at the load (right after the tail guard), with a
//            workgroup sync first when a workgroup can have more than one
//            wave (.max_flat_workgroup_size / wave size in the metadata;
//            unknown counts as more than one)
//   balanced  right before the 5b wait (a sync when the tail has no wait)
//   spec      right after the tail's workgroup wait; nothing without one
//   peer      like spec; without a wait, a sync and the signal right after
//            the banner
//
// Invariant (minimal, balanced): the signal runs on exactly the paths its
// wait runs on, so the tail never leaks a signal into the next barrier
// generation nor waits for one that was never sent. A 5a that cannot be
// placed takes its 5b with it. Every placement is recognized as present.
//
// Before (tail guarded, wait before the guard):   After (minimal):
//   s_barrier_signal -1                            s_barrier_signal -1
//   s_barrier_wait -1                              s_barrier_wait -1
//   s_cmp_eq_u32 s[sgprLoopCounterL], 0            s_cmp_eq_u32 ...
//   s_cbranch_scc1 label_SkipTailLoopL             s_cbranch_scc1 label_SkipTailLoopL
//   tensor_load_to_lds ...                         s_barrier_signal -1 (more than one wave)
//                                                  s_barrier_wait -1
//                                                  <wave-gated s_barrier_signal -3>
//                                                  s_barrier_wait -3
//                                                  tensor_load_to_lds ...
#include "analysis/kernel_metadata.h"
#include "passes/cluster_barrier_impl.h"

namespace silken::passes::cb {
namespace {

bool samePos(Pos a, Pos b) { return a.block == b.block && a.index == b.index; }

// The blocks of the straight-line run that ends at `block`: walking back
// while the block has one predecessor, earlier in the file and after the
// banner's block, whose only successor it is. Every block of the run runs
// on exactly the paths `block` runs on.
std::vector<uint32_t> runEndingAt(const ir::Function& fn, uint32_t block, uint32_t banner) {
  std::vector<uint32_t> run{block};
  for (uint32_t b = block; b > banner;) {
    const ir::Block& blk = fn.blocks[b];
    if (blk.preds.size() != 1 || blk.preds[0] >= b || blk.preds[0] < banner ||
        fn.blocks[blk.preds[0]].succs.size() != 1)
      break;
    b = blk.preds[0];
    run.insert(run.begin(), b);
  }
  return run;
}

// The first position from `from` on, along the blocks of `run` and not past
// `last`, where SCC is dead; `from` itself if there is none (the caller
// then reports the live SCC).
Pos firstSccDead(const ir::Function& fn, analysis::FunctionAnalyses& fa,
                 const std::vector<uint32_t>& run, Pos from, Pos last) {
  for (uint32_t b : run) {
    if (b < from.block)
      continue;
    // Before a statement of the block (never after its last, a branch).
    size_t size = fn.blocks[b].stmts.size();
    size_t end = b == last.block ? last.index + 1 : size;
    for (size_t i = b == from.block ? from.index : 0; i < end && i < size; ++i) {
      if (fn.blocks[b].stmts[i].kind == ir::StmtKind::Label)
        continue;
      if (!fa.liveBefore(b, i).test(isa::kSccUnit))
        return Pos{b, i};
    }
  }
  return from;
}

// Why the workgroup does or does not need a sync before the minimal signal.
std::string shapeText(const std::optional<analysis::WorkgroupShape>& shape) {
  if (!shape)
    return "the metadata does not say how many waves a workgroup has";
  return std::to_string(shape->maxWaves()) + (shape->maxWaves() == 1 ? " wave" : " waves") +
         " per workgroup (.max_flat_workgroup_size " +
         std::to_string(shape->maxFlatWorkgroupSize) + ", wave" +
         std::to_string(shape->waveSize) + ")";
}

} // namespace

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
  // The nearest workgroup wait between banner and load.
  std::optional<size_t> wait;
  for (size_t k = load; k-- > *banner + 1;)
    if (cb::isBarrierWait(at(all[k]), cb::kWorkgroupBarrier)) {
      wait = k;
      break;
    }
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
  // The earliest point on exactly the load's paths, and whether the wait
  // lies on them too.
  std::vector<uint32_t> run = runEndingAt(fn_, all[load].block, afterBanner.block);
  bool waitOnLoadPaths =
      wait && std::find(run.begin(), run.end(), afterWait.block) != run.end();
  // (After the banner's other comment lines, or the block's labels; and
  // where SCC is dead, so the gate's compare clobbers nothing: not between
  // a compare and its branch.)
  Pos earliest{run.front(), 0};
  ir::StmtKind skip = ir::StmtKind::Label;
  if (earliest.block == afterBanner.block)
    earliest = afterBanner, skip = ir::StmtKind::Trivia;
  while (earliest.index < fn_.blocks[earliest.block].stmts.size() && at(earliest).kind == skip)
    ++earliest.index;
  earliest = firstSccDead(fn_, analyses(), run, earliest, beforeLoad);
  // Is a 5a signal already there, in any of the placements?
  bool present = (wait && cb::handshakeFollows(fn_.blocks[afterWait.block].stmts,
                                                afterWait.index, m_, o_)) ||
                 cb::handshakeFollows(fn_.blocks[afterBanner.block].stmts, afterBanner.index,
                                      m_, o_);
  for (size_t k = *banner + 1; k < load; ++k)
    present |= cb::isBarrierSignal(at(all[k]), cb::kClusterBarrier);
  if (!present && !wait && o_.tailSignal == TailSignal::Spec) {
    remark(RemarkKind::Missed, "HandshakeSkipped", "5", at(all[*banner]),
           "the tail has no workgroup wait to anchor 5a on and "
           "--cluster-barrier-tail-signal=spec: no tail-loop handshake");
    return;
  }
  // Where the signal goes and whether a workgroup sync comes first.
  std::optional<analysis::WorkgroupShape> shape;
  Pos site;
  bool sync = false;
  std::string why;
  if (o_.tailSignal == TailSignal::Minimal) {
    if (waitOnLoadPaths) {
      site = afterWait;
      why = "inserted the tail-loop cluster signal after the tail's workgroup wait, which "
            "runs on exactly the tail load's paths, as the spec places it";
    } else {
      shape = analysis::workgroupShape(m_, fn_.name);
      site = earliest;
      sync = !shape || shape->maxWaves() != 1;
      why = std::string(wait ? "the tail's workgroup wait (line " +
                                   std::to_string(at(all[*wait]).loc.line) +
                                   ") runs on paths the tail load does not"
                             : "the tail has no workgroup wait") +
            ": inserted the tail-loop cluster signal at the earliest point on exactly the "
            "tail load's paths; " + shapeText(shape) +
            (sync ? ", so a workgroup sync comes first" : ", so no workgroup sync");
    }
  } else {
    site = o_.tailSignal == TailSignal::Balanced ? beforeLoad : wait ? afterWait : afterBanner;
    sync = !wait;
    why = wait ? "inserted the tail-loop cluster signal for this workgroup wait"
               : "the tail has no workgroup wait: inserted a workgroup sync and the tail-loop "
                 "cluster signal";
  }
  const ir::Stmt& anchor = wait ? at(all[*wait]) : at(all[*banner]);
  std::optional<std::string> problem;
  Gate gate;
  std::optional<Pos> convert; // isfirst: the tail's own workgroup signal
  if (!present) {
    problem = waveProblem(site);
    if (problem && isfirstPolicy()) {
      // Right after the tail's wait its signal can become isfirst; anywhere
      // else (or if it cannot) the sync at the site is an isfirst one.
      if (!sync && wait && samePos(site, afterWait))
        convert = convertibleSignal(all[*wait]);
      gate.kind = Gate::Isfirst;
      sync = !convert;
      problem.reset();
    } else if (problem) {
      if (std::optional<Gate> fallback = fallbackGate(site, *problem)) {
        gate = *fallback;
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
    if (sync) {
      lines.push_back({syncSignal(gate.kind == Gate::Isfirst), ""});
      lines.push_back({"s_barrier_wait -1", "// tail workgroup sync"});
    }
    for (Line& l : gatedSignal(inner, gate))
      lines.push_back(std::move(l));
    Insertion i{site, {}};
    if (!build(anchor.ordinal, lines, i.stmts) || (convert && !convertToIsfirst(*convert)))
      return;
    std::string message = why + " (placement: " + std::string(kTailSignalNames[size_t(o_.tailSignal)]) + ")";
    message += gateNote(gate);
    if (gate.kind == Gate::Isfirst)
      message += convert ? "; the wave index is not usable, so the tail's workgroup signal "
                           "became s_barrier_signal_isfirst -1 and gates it"
                         : "; the wave index is not usable, so the sync's "
                           "s_barrier_signal_isfirst -1 gates it";
    remark(RemarkKind::Passed, "HandshakeInserted", "5a", anchor, message, {inner});
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
  // Same site (the signal right before the load): the signal goes first.
  std::stable_sort(ins.begin(), ins.end(), [](const Insertion& a, const Insertion& b) {
    return a.at.block != b.at.block ? a.at.block < b.at.block : a.at.index < b.at.index;
  });
  if (ins.size() == 2 && samePos(ins[0].at, ins[1].at)) {
    for (ir::Stmt& s : ins[1].stmts)
      ins[0].stmts.push_back(std::move(s));
    ins.pop_back();
  }
  apply(std::move(ins));
}

} // namespace silken::passes::cb
