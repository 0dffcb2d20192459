// cluster-barrier Rule 4: the handshake after each workgroup wait that
// triggers a tensor load in the main loop (mode c), and the SCC restore.
#include "passes/cluster_barrier_impl.h"
#include "isa/mnemonic_ids.h"

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
    isa::Opcode name(s.inst->opcode);
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

// The sum of `s_sub_* s[LoopCounterL], s[LoopCounterL], imm` above the
// trigger in its block: the loop counter's pre-decrement (rule 4 mode b).
int64_t ClusterBarrier::loopCounterDecrementsBefore(Pos trigger) const {
  const auto& stmts = fn_.blocks[trigger.block].stmts;
  int64_t dec = 0;
  for (size_t i = 0; i < trigger.index; ++i) {
    const ir::Stmt& s = stmts[i];
    if (s.kind != ir::StmtKind::Instr || s.isFence())
      continue;
    isa::Opcode name(s.inst->opcode);
    const auto& ops = s.inst->operands;
    if ((name == "s_sub_co_u32" || name == "s_sub_co_i32") && ops.size() == 3 &&
        ops[0].text.find(o_.loopCounterSymbol) != std::string_view::npos &&
        ops[1].text.find(o_.loopCounterSymbol) != std::string_view::npos &&
        ops[2].kind == ir::OperandKind::Imm)
      dec += ops[2].value;
  }
  return dec;
}

// Rule 4: after each workgroup wait that is the nearest one before
// a tensor load (same block) ahead of the tail banner.
void ClusterBarrier::rule4() {
  std::vector<Pos> all = positions();
  size_t end = bannerIndex(all).value_or(all.size());
  std::set<std::pair<uint32_t, size_t>> triggers; // ordered: deterministic
  // A tensor load's trigger is the last workgroup wait before it in its
  // block (one forward walk: a scan back per load was quadratic).
  constexpr size_t kNone = SIZE_MAX;
  size_t lastWait = kNone;
  for (size_t k = 0; k < end; ++k) {
    if (k == 0 || all[k].block != all[k - 1].block)
      lastWait = kNone;
    const ir::Stmt& s = at(all[k]);
    if (cb::isBarrierWait(s, cb::kWorkgroupBarrier))
      lastWait = all[k].index;
    else if (cb::isTensorLoad(s) && lastWait != kNone)
      triggers.insert({all[k].block, lastWait});
  }
  std::vector<Insertion> ins;
  uint32_t nth = 0; // the trigger's ordinal among the rule's triggers
  for (const auto& [block, index] : triggers) {
    uint32_t anchorIndex = nth++;
    Pos trigger{block, index}, after{block, index + 1};
    const ir::Stmt& wait = at(trigger);
    if (cb::handshakeFollows(fn_.blocks[block].stmts, after.index, m_, o_)) {
      remark(RemarkKind::Analysis, "HandshakePresent", "4", wait,
             "a cluster handshake already follows this workgroup wait");
      continue;
    }
    std::string why;
    std::optional<std::string> upstream = restorableLoopCounterCompare(trigger, why);
    bool sccLive = sccLiveAt(after);
    std::optional<Pos> convert;
    Gate gate;
    if (auto wave = waveProblem(after)) {
      // isfirst: gate on the workgroup signal's isfirst result (mode c): its
      // SCC must be dead there, or restored by the compare's clone.
      std::optional<Gate> fallback;
      if (isfirstPolicy()) {
        if (o_.rule4Mode == Rule4Mode::C)
          convert = convertibleSignal(trigger, sccLive && upstream.has_value());
        if (convert)
          fallback = Gate{Gate::Isfirst};
        else
          *wave += "; and the trigger's workgroup signal cannot become "
                   "s_barrier_signal_isfirst here (mode c only: it must directly precede the "
                   "wait, with SCC dead or restorable)";
      } else {
        fallback = fallbackGate(after, *wave);
      }
      if (!fallback) {
        remark(RemarkKind::Missed, "HandshakeSkipped", "4", wait, *wave);
        continue;
      }
      gate = *fallback;
    }
    std::string kernel(fn_.name);
    std::string inner = cb::makeLabel(m_, kInnerPrefix, kernel, "4", anchorIndex, "inner");
    std::vector<Line> lines;
    std::vector<std::string> labels{inner};
    std::string message;
    if (o_.rule4Mode == Rule4Mode::C) {
      // (c): wave-gated signal, bare wait, and the compare re-emitted if SCC
      // is live.
      if (sccLive && !upstream) {
        remark(RemarkKind::Missed, "HandshakeSkipped", "4", wait,
               "SCC is live after this workgroup wait and cannot be restored: " + why);
        continue;
      }
      lines = gatedSignal(inner, gate);
      lines.push_back({"s_barrier_wait -3", "// cluster barrier wait"});
      if (sccLive)
        lines.push_back({*upstream, "// restore SCC for downstream cbranch"});
      message = sccLive ? "mode (c): inserted a cluster handshake and re-emitted the "
                          "LoopCounterL compare to restore SCC"
                        : "mode (c): inserted a cluster handshake";
    } else if (upstream) {
      // (a): the hoisted loop-exit compare's SCC skips the signal on the last
      // iteration; its clone rebuilds SCC after the wave gate.
      std::string outer = cb::makeLabel(m_, kOuterPrefix, kernel, "4", anchorIndex, "outer");
      labels.push_back(outer);
      lines = {{"s_barrier_wait -3", "// cluster barrier wait"},
               {"s_cbranch_scc1 " + outer, "// inherited SCC: no signal on the last iteration"}};
      for (Line& l : gatedSignal(inner, gate))
        lines.push_back(std::move(l));
      lines.push_back({*upstream, "// restore SCC for downstream cbranch"});
      lines.push_back({outer + ":", ""});
      message = "mode (a): inserted a cluster wait and a signal gated by the inherited "
                "loop-exit SCC";
    } else {
      // (b): asymmetric drain gates; the wait is skipped at LCL <= pgr, the
      // signal one stage earlier, both lowered by pre-decrements.
      if (sccLive) {
        remark(RemarkKind::Missed, "HandshakeSkipped", "4", wait,
               "mode (b) needs SCC, which is live after this workgroup wait: " + why);
        continue;
      }
      int64_t dec = loopCounterDecrementsBefore(trigger);
      std::string waitLabel =
          cb::makeLabel(m_, "label_skipCBWait_LCL_", kernel, "4", anchorIndex, "wait");
      std::string outer = cb::makeLabel(m_, kOuterPrefix, kernel, "4", anchorIndex, "outer");
      labels.push_back(waitLabel);
      labels.push_back(outer);
      std::string lcl = "s[" + o_.loopCounterSymbol + "]";
      lines = {{"s_cmp_le_i32 " + lcl + ", " + std::to_string(o_.pgr - dec),
                "// drain: no wait when LoopCounterL <= pgr"},
               {"s_cbranch_scc1 " + waitLabel, ""},
               {"s_barrier_wait -3", "// cluster barrier wait"},
               {waitLabel + ":", ""},
               {"s_cmp_le_i32 " + lcl + ", " + std::to_string(o_.pgr + 1 - dec),
                "// drain: no signal one stage earlier"},
               {"s_cbranch_scc1 " + outer, ""}};
      for (Line& l : gatedSignal(inner, gate))
        lines.push_back(std::move(l));
      lines.push_back({outer + ":", ""});
      message = "mode (b): inserted a drain-gated cluster wait and signal (pgr " +
                std::to_string(o_.pgr) + ", pre-decrement " + std::to_string(dec) + ")";
    }
    Insertion i{after, {}};
    if (!build(wait.ordinal, lines, i.stmts) || (convert && !convertToIsfirst(*convert)))
      return;
    if (convert)
      message += "; the wave-index symbol is not usable, so the workgroup signal became "
                 "s_barrier_signal_isfirst -1 and gates the cluster signal";
    message += gateNote(gate);
    remark(RemarkKind::Passed, "HandshakeInserted", "4", wait, message, labels);
    ins.push_back(std::move(i));
  }
  apply(std::move(ins));
}

} // namespace silken::passes::cb
