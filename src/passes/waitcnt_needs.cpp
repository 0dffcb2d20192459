// What an instruction needs before it (waitcnt), and how the waits are
// written: combined forms, tightening an existing wait, remarks.
#include "passes/waitcnt_impl.h"

#include <cstdio>

namespace silken::passes::wc {

Need Waitcnt::needsBefore(const ir::Stmt& stmt, const isa::DefUse& du, const Scoreboard& s,
                          const ir::Block& block, bool isTerminator, bool inClause) const {
  Need need;
  uint32_t prod = 0;
  if (du.fence || !stmt.inst) {
    // An unknown instruction may read anything: everything completes first.
    for (int c = 0; c < kCounters; ++c)
      if (s.outstanding(c))
        need.add(c, 0u, 0, "an instruction silken does not know");
    return need;
  }
  uint8_t own = isa::countersOf(*stmt.inst);
  for (int c : {wc::kLoad, wc::kDs, wc::kKm}) {
    need.add(c, s.required(c, du.reads, &prod), prod, "reads a register it writes");
    // A load overwriting the result of a pending load of its own kind needs
    // no wait: they return in order.
    bool ordered = (c == wc::kLoad || c == wc::kDs) && (own & (1 << c)) && !s.outOfOrder(c) &&
                   isa::instrInfo(stmt.inst->opcode).cls != isa::InstrClass::Flat;
    if (!ordered)
      need.add(c, s.required(c, du.writes, &prod), prod, "overwrites a register it writes");
  }
  // A VMEM operation's results arrive after its translation, which follows
  // the earlier VMEM translations in order: only sources of outstanding SMEM
  // (out of order) need the wait then. Inside an s_clause LLVM places no
  // xcnt wait, and a wait would break the clause.
  bool vmemWrite = (own & (isa::kLoadCnt | isa::kStoreCnt)) && !(own & isa::kKmCnt);
  if (ctx_.options.waitcnt.xcnt && !inClause)
    need.add(wc::kX, s.required(wc::kX, du.writes, &prod, vmemWrite), prod,
             "overwrites a source register of an outstanding memory operation");
  const isa::InstrInfo& info = isa::instrInfo(stmt.inst->opcode);
  std::string_view name = isa::mnemonicName(stmt.inst->opcode);
  const auto& ops = stmt.inst->operands;
  bool workgroupSignal = (name == "s_barrier_signal" || name == "s_barrier_signal_isfirst") &&
                         !ops.empty() && ops[0].kind == ir::OperandKind::Imm &&
                         isa::signExtend16(ops[0].value) == -1;
  if (workgroupSignal)
    need.add(wc::kDs, s.requiredForDsStores(&prod), prod,
             "releases this wave's LDS stores before the workgroup barrier");
  // A release's cache writeback completes before the acquire that follows
  // (global_inv) or a barrier: the memory model's fence sequence.
  bool barrierSignal = name.starts_with("s_barrier_signal");
  if ((name == "global_inv" || barrierSignal) &&
      (s.pendingEvents(wc::kStore) & wc::kEvWriteback))
    need.add(wc::kStore, 0u, 0, "completes a cache writeback (release) before it");
  // LDS filled by tensor/async loads, read by a DS access or published by a
  // barrier: exact with annotations, everything with --waitcnt-lds-dma=all.
  bool ldsUse = info.cls == isa::InstrClass::DsLoad || info.cls == isa::InstrClass::DsStore ||
                info.cls == isa::InstrClass::DsAtomic || name.starts_with("s_barrier_signal");
  if (ldsUse) {
    std::vector<uint32_t> tokens = ldsTokens(stmt);
    for (int c : {wc::kTensor, wc::kAsync}) {
      if (!tokens.empty())
        need.add(c, s.requiredIds(c, tokens, &prod), prod,
                 "reads or publishes an LDS buffer a tensor/async load is filling");
      else if (ctx_.options.waitcnt.ldsDma == "all" && s.outstanding(c))
        need.add(c, 0u, 0, "may read or publish LDS a tensor/async load is filling");
    }
  }
  if (info.cls == isa::InstrClass::Tensor && s.outstanding(wc::kTensor) > 10)
    need.add(wc::kTensor, 10u, 0, "keeps at most 11 tensor operations in flight (TDM guard)");
  if (isTerminator && block.exitsToUnknown)
    for (int c : {wc::kLoad, wc::kDs, wc::kKm})
      if (s.outstanding(c))
        need.add(c, 0u, 0, "leaves for code the file does not show");
  // A wait the state already satisfies is not needed.
  for (int c = 0; c < kCounters; ++c)
    if (need.value[c] && *need.value[c] >= s.outstanding(c))
      need.value[c].reset();
  return need;
}

void Waitcnt::emitWaits(std::vector<ir::Stmt>& out, const ir::Stmt& consumer, const Need& need) {
  auto hex = [](unsigned v) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "0x%x", v);
    return std::string(buf);
  };
  std::vector<std::pair<std::string, std::vector<int>>> waits; // text, counters
  bool load = need.value[wc::kLoad].has_value(), store = need.value[wc::kStore].has_value(),
       ds = need.value[wc::kDs].has_value();
  if (load && ds)
    waits.push_back({"s_wait_loadcnt_dscnt " +
                         hex((*need.value[wc::kLoad] << 8) | *need.value[wc::kDs]),
                     {wc::kLoad, wc::kDs}});
  else if (store && ds)
    waits.push_back({"s_wait_storecnt_dscnt " +
                         hex((*need.value[wc::kStore] << 8) | *need.value[wc::kDs]),
                     {wc::kStore, wc::kDs}});
  for (int c = 0; c < kCounters; ++c) {
    if (!need.value[c])
      continue;
    bool combined = false;
    for (const auto& w : waits)
      combined |= std::find(w.second.begin(), w.second.end(), c) != w.second.end();
    if (!combined)
      waits.push_back({"s_wait_" + counterName(c) + " " + hex(*need.value[c]), {c}});
  }
  for (const auto& [text, counters] : waits) {
    // Tighten an existing single-counter wait right before the consumer.
    ir::Stmt* prev = nullptr;
    for (auto it = out.rbegin(); it != out.rend(); ++it)
      if (it->kind == ir::StmtKind::Instr) {
        prev = &*it;
        break;
      }
    int c = counters[0];
    if (counters.size() == 1 && prev && prev->inst &&
        isa::mnemonicName(prev->inst->opcode) == "s_wait_" + counterName(c) &&
        waitValues(*prev)[c] && *waitValues(*prev)[c] > *need.value[c]) {
      std::optional<ir::Stmt> made = as::parseInstructionText(m_, text, prev->ordinal, ctx_.diags);
      if (!made)
        return;
      prev->inst = made->inst;
      prev->text = made->text;
      prev->edited = true;
    } else {
      std::optional<ir::Stmt> made =
          as::parseInstructionText(m_, text, consumer.ordinal, ctx_.diags);
      if (!made)
        return;
      out.push_back(std::move(*made));
    }
    changed_ = true;
    for (int k : counters) {
      Remark r;
      r.kind = RemarkKind::Passed;
      r.pass = "waitcnt";
      r.name = "WaitInserted";
      r.function = std::string(fn_.name);
      r.loc = consumer.loc;
      r.message = text + " before '" + std::string(consumer.body) + "': it " + need.why[k];
      r.args = {{"counter", counterName(k)}, {"count", int64_t(*need.value[k])}};
      if (need.producer[k])
        r.args.push_back({"producer", SourceLoc{need.producer[k], 1}});
      ctx_.remarks.emit(std::move(r));
    }
  }
}

} // namespace silken::passes::wc
