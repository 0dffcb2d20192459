// cluster-barrier Rule 4: the handshake after each workgroup wait that
// triggers a tensor load in the main loop (mode c), and the SCC restore.
#include "passes/cluster_barrier_impl.h"

namespace silken::passes::cb {

// The upstream `s_cmp_eq_{u32,i32} s[LoopCounterL], imm` whose SCC is live
// at the trigger, if re-emitting it after the handshake restores SCC: no
// SCC reader, label or branch between it and the trigger, and the counter
// unchanged since.
std::optional<std::string> ClusterBarrier::restorableLoopCounterCompare(
    Pos trigger, std::string& why) const {
  const auto& stmts = fn_.blocks[trigger.block].stmts;
  std::optional<int64_t> lcl = m_.symbols.valueAt(o_.loopCounterSymbol, at(trigger).ordinal);
  for (size_t i = trigger.index; i-- > 0;) {
    const ir::Stmt& s = stmts[i];
    if (s.kind != ir::StmtKind::Instr)
      continue;
    isa::DefUse du = isa::defUse(s, isa::MsbState{false, 0});
    if (du.fence || du.reads.test(isa::kSccUnit)) {
      why = "SCC is read before the trigger";
      return std::nullopt;
    }
    if (!du.writes.test(isa::kSccUnit))
      continue;
    std::string_view name = isa::mnemonicName(s.inst->opcode);
    if ((name != "s_cmp_eq_u32" && name != "s_cmp_eq_i32") ||
        !cb::comparesSymbol(s, m_, o_.loopCounterSymbol) || !lcl) {
      why = "the live SCC comes from '" + std::string(s.body) +
            "', not a LoopCounterL equality compare";
      return std::nullopt;
    }
    for (size_t j = i + 1; j < trigger.index; ++j) {
      isa::DefUse between = isa::defUse(stmts[j], isa::MsbState{false, 0});
      if (between.writes.test(isa::kSgprUnitBase + uint32_t(*lcl))) {
        why = "LoopCounterL changes between its compare and the trigger";
        return std::nullopt;
      }
    }
    return std::string(s.body);
  }
  why = "the live SCC is set before this block";
  return std::nullopt;
}

// Rule 4 (mode c): after each workgroup wait that is the nearest one before
// a tensor load (same block) ahead of the tail banner.
void ClusterBarrier::rule4() {
  std::vector<Pos> all = positions();
  size_t end = bannerIndex(all).value_or(all.size());
  std::set<std::pair<uint32_t, size_t>> triggers; // ordered: deterministic
  for (size_t k = 0; k < end; ++k) {
    if (!cb::isTensorLoad(at(all[k])))
      continue;
    const auto& stmts = fn_.blocks[all[k].block].stmts;
    for (size_t i = all[k].index; i-- > 0;)
      if (cb::isBarrierWait(stmts[i], cb::kWorkgroupBarrier)) {
        triggers.insert({all[k].block, i});
        break;
      }
  }
  std::vector<Insertion> ins;
  for (const auto& [block, index] : triggers) {
    Pos trigger{block, index}, after{block, index + 1};
    const ir::Stmt& wait = at(trigger);
    if (cb::handshakeFollows(fn_.blocks[block].stmts, after.index, m_, o_)) {
      remark(RemarkKind::Analysis, "HandshakePresent", "4", wait,
             "a cluster handshake already follows this workgroup wait");
      continue;
    }
    if (auto why = waveProblem(after)) {
      remark(RemarkKind::Missed, "HandshakeSkipped", "4", wait, *why);
      continue;
    }
    std::optional<std::string> restore;
    if (sccLiveAt(after)) {
      std::string why;
      restore = restorableLoopCounterCompare(trigger, why);
      if (!restore) {
        remark(RemarkKind::Missed, "HandshakeSkipped", "4", wait,
               "SCC is live after this workgroup wait and cannot be restored: " + why);
        continue;
      }
    }
    std::string inner = cb::makeLabel(m_, kInnerPrefix, std::string(fn_.name), "4",
                                      wait.ordinal, "inner");
    std::vector<Line> lines = gatedSignal(inner);
    lines.push_back({"s_barrier_wait -3", "// cluster barrier wait"});
    if (restore)
      lines.push_back({*restore, "// restore SCC for downstream cbranch"});
    Insertion i{after, {}};
    if (!build(wait.ordinal, lines, i.stmts))
      return;
    remark(RemarkKind::Passed, "HandshakeInserted", "4", wait,
           restore ? "inserted a cluster handshake after this workgroup wait and "
                     "re-emitted the LoopCounterL compare to restore SCC"
                   : "inserted a cluster handshake after this workgroup wait",
           {inner});
    ins.push_back(std::move(i));
  }
  apply(std::move(ins));
}

} // namespace silken::passes::cb
