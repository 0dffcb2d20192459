// What an instruction needs before it (waitcnt): register dependencies on
// outstanding memory operations, the memory model's release and acquire
// waits, the calling convention at exits, and the TDM guard.
#include "passes/waitcnt_impl.h"
#include "isa/mnemonic_ids.h"

#include <cstdio>
#include <span>

namespace silken::passes::wc {
namespace {

bool isWorkgroupOrNamedSignal(isa::Opcode name, std::span<const ir::Operand> ops) {
  if (name != "s_barrier_signal" && name != "s_barrier_signal_isfirst")
    return false;
  if (ops.empty())
    return false;
  const ir::Operand& id = ops[0];
  if (id.kind == ir::OperandKind::Reg)
    return id.reg.file == ir::RegFile::M0; // a named barrier, its id in m0
  if (id.kind != ir::OperandKind::Imm)
    return true; // an id silken cannot read: release as for the workgroup
  int64_t v = isa::signExtend16(id.value);
  return v == -1 || v >= 1; // the workgroup barrier or a named one
}

// Every VGPR and SGPR: what the caller, or code the file does not show, may
// read after the function leaves.
const isa::RegUnits& allGprUnits() {
  static const isa::RegUnits all = [] {
    isa::RegUnits u;
    for (uint32_t i = 0; i < isa::kTtmpUnitBase; ++i)
      u.set(i);
    return u;
  }();
  return all;
}

} // namespace

Need Waitcnt::needsBefore(const ir::Stmt& stmt, const StmtDefUse& du, const Scoreboard& s,
                          const ir::Block& block, bool isTerminator, bool inClause) const {
  Need need;
  // Evaluated in this order, so `producer` is read after `required` set it.
  auto ask = [&](int c, const isa::RegUnits& units, const char* why,
                 XSources sources = XSources::All) {
    uint32_t producer = 0;
    std::optional<unsigned> n = s.required(c, units, &producer, sources);
    need.add(c, n, producer, why, &units);
  };
  if (du.fence() || !stmt.inst) {
    // An unknown instruction may read anything: everything completes first.
    for (int c = 0; c < kCounters; ++c)
      if (s.outstanding(c))
        need.add(c, 0u, 0, "an instruction silken does not know");
    return need;
  }
  const isa::InstrInfo& info = isa::instrInfo(stmt.inst->opcode);
  isa::Opcode name(stmt.inst->opcode);
  uint8_t own = isa::countersOf(*stmt.inst);
  // Results are written when the operation completes, in no fixed order
  // between two operations (LLVM 22 waits between two loads into one VGPR,
  // VMEM or DS alike; see docs/waitcnt.md): reads and overwrites both wait.
  // The same about its own registers, asked of its runs (the sets are
  // built only for a remark's registers).
  auto askOwn = [&](int c, uint32_t sets, const char* why) {
    uint32_t producer = 0;
    std::optional<unsigned> n = s.required(c, du.runs(), sets, &producer);
    if (n)
      need.add(c, n, producer, why,
               sets == isa::UnitRuns::kReads ? &du.sets().reads : &du.sets().writes);
  };
  if (s.anyResultPending(du.runs()))
    for (int c : {wc::kLoad, wc::kDs, wc::kKm}) {
      askOwn(c, isa::UnitRuns::kReads, "reads a register it writes");
      askOwn(c, isa::UnitRuns::kWrites, "overwrites a register it writes");
    }
  xcntNeeds(stmt, du, s, inClause, need);
  const auto& ops = stmt.inst->operands;
  if (isWorkgroupOrNamedSignal(name, ops) ||
      name == "tensor_store_from_lds") {
    uint32_t producer = 0;
    std::optional<unsigned> n = s.requiredForDsStores(&producer);
    need.add(wc::kDs, n, producer,
             name == "tensor_store_from_lds"
                 ? "releases this wave's LDS stores before the tensor store reads LDS"
                 : "releases this wave's LDS stores before the barrier");
  }
  // The memory model: a release's cache writeback completes before the
  // operation it releases for (any memory access, a barrier, the acquire's
  // invalidate); an acquire's load completes before its invalidate.
  bool barrierSignal = (name == "s_barrier_signal" || name == "s_barrier_signal_isfirst");
  bool releasePoint = barrierSignal || (own != 0 && info.cls != isa::InstrClass::CacheControl) ||
                      name == "global_inv";
  if (releasePoint && (s.pendingEvents(wc::kStore) & wc::kEvWriteback)) {
    // LLVM 22's release sequence: global_wb, then loadcnt 0 and storecnt 0.
    need.add(wc::kStore, 0u, 0, "completes a cache writeback (release) before it");
    ask(wc::kLoad, allGprUnits(), "completes the loads before a release");
  }
  if (name == "global_inv") {
    ask(wc::kLoad, allGprUnits(), "completes the loads an acquire invalidates the cache for");
    if (s.atomicStores())
      need.add(wc::kStore, 0u, 0, "completes the atomic an acquire invalidates the cache for");
  }
  // LDS filled by tensor/async loads, read by a DS access or published by a
  // barrier: exact with annotations, everything with --waitcnt-lds-dma=all.
  bool ldsUse = analysis::accessesLds(*stmt.inst) || barrierSignal;
  if (ldsUse) {
    std::vector<uint32_t> tokens = ldsTokens(stmt);
    for (int c : {wc::kTensor, wc::kAsync}) {
      uint32_t producer = 0;
      if (!s.outstanding(c))
        continue;
      if (!lds_.transfers.empty()) {
        ldsTransferNeeds(stmt, c, barrierSignal, s, need);
      } else if (!tokens.empty()) {
        std::optional<unsigned> n = s.requiredIds(c, tokens, &producer);
        need.add(c, n, producer, "reads or publishes an LDS buffer a tensor/async load is filling");
      } else if (ctx_.options.waitcnt.ldsDma == LdsDma::All) {
        need.add(c, 0u, 0, "may read or publish LDS a tensor/async load is filling");
      }
    }
  }
  if (info.cls == isa::InstrClass::Tensor && s.outstanding(wc::kTensor) > 10)
    need.add(wc::kTensor, 10u, 0, "keeps at most 11 tensor operations in flight (TDM guard)");
  // Leaving the function: a return hands everything but stores back
  // complete (the calling convention); a tail call's callee waits itself;
  // code the file does not show may read anything.
  bool tailCall = fn_.callable && block.tailCalls;
  if (isTerminator && block.exitsToUnknown && !tailCall)
    for (int c : {wc::kLoad, wc::kDs, wc::kKm})
      ask(c, allGprUnits(),
          block.returns ? "returns: the caller may read any register"
                        : "leaves for code the file does not show");
  // A wait the state already satisfies is not needed.
  for (int c = 0; c < kCounters; ++c)
    if (need.value[c] && *need.value[c] >= s.outstanding(c))
      need.value[c].reset();
  return need;
}

// Each transfer of the function against this access (annotations, else
// constant ranges: analysis::relateTransfer, as `silken check` decides): a
// proven overlap is waited for in every mode; under --waitcnt-lds-dma=all
// so is every transfer not proven disjoint, and a DS write or barrier
// signal with no annotation waits for everything (it may race with the
// counter's other operations too).
void Waitcnt::ldsTransferNeeds(const ir::Stmt& stmt, int c, bool barrierSignal,
                               const Scoreboard& s, Need& need) const {
  bool all = ctx_.options.waitcnt.ldsDma == LdsDma::All;
  std::vector<uint32_t> mineTokens = analysis::ldsBufferTokens(stmt);
  bool readOnly = isa::instrInfo(stmt.inst->opcode).cls == isa::InstrClass::DsLoad;
  if (all && mineTokens.empty() && (barrierSignal || !readOnly)) {
    need.add(c, 0u, 0, "may read or publish LDS a tensor/async load is filling");
    return;
  }
  std::optional<analysis::LdsRange> mine;
  if (!barrierSignal)
    mine = lds_.accessRange(stmt.id);
  // Reused per thread (asked for every LDS access while a transfer is
  // outstanding; the lists grew from empty each time).
  thread_local std::vector<uint32_t> overlapping, unknown, inFlight;
  overlapping.clear();
  unknown.clear();
  // Only the transfers the state has in flight can need a wait (the
  // scoreboard answers nothing for the others), taken in function order as
  // all of them would be (the order decides which producer a remark names).
  inFlight.clear();
  s.forEachPendingFrom(c, kTransferBase, [&](uint32_t id) {
    auto it = std::lower_bound(lds_.transferById.begin(), lds_.transferById.end(),
                               std::pair<uint32_t, uint32_t>(id - kTransferBase, 0));
    for (; it != lds_.transferById.end() && it->first == id - kTransferBase; ++it)
      inFlight.push_back(it->second); // every transfer of that id
  });
  std::sort(inFlight.begin(), inFlight.end());
  for (uint32_t index : inFlight) {
    const LdsFacts::Transfer& t = lds_.transfers[index];
    if (t.counter != c)
      continue;
    switch (analysis::relateTransfer(t.tokens, t.range, mineTokens, mine)) {
    case analysis::LdsRelation::Overlap: overlapping.push_back(kTransferBase + t.id); break;
    case analysis::LdsRelation::Unknown: unknown.push_back(kTransferBase + t.id); break;
    case analysis::LdsRelation::Disjoint: break;
    }
  }
  // (The count first: it sets `producer`.)
  uint32_t producer = 0;
  if (!overlapping.empty()) {
    std::optional<unsigned> n = s.requiredIds(c, overlapping, &producer);
    need.add(c, n, producer,
             mineTokens.empty()
                 ? "accesses LDS a tensor/async load is filling (their LDS ranges overlap)"
                 : "reads or publishes an LDS buffer a tensor/async load is filling");
  }
  if (!all || unknown.empty())
    return;
  producer = 0;
  std::optional<unsigned> n = s.requiredIds(c, unknown, &producer);
  need.add(c, n, producer, "may read or publish LDS a tensor/async load is filling");
}

// The XNACK-replay guard (xcnt), by policy; see isa/xcnt_policy.h.
void Waitcnt::xcntNeeds(const ir::Stmt& stmt, const StmtDefUse& du, const Scoreboard& s,
                        bool inClause, Need& need) const {
  isa::XcntPolicy policy = ctx_.options.waitcnt.xcnt;
  if (policy == isa::XcntPolicy::Off || inClause)
    return; // inside an s_clause a wait would break it (LLVM places none)
  uint8_t own = isa::countersOf(*stmt.inst);
  // A VMEM operation's translation follows the earlier VMEM translations in
  // order: overwriting their sources needs no wait; SMEM is out of order.
  bool vmem = (own & (isa::kLoadCnt | isa::kStoreCnt)) && !(own & isa::kKmCnt);
  XSources sources = policy == isa::XcntPolicy::Llvm ? (vmem ? XSources::Smem : XSources::All)
                                                     : (vmem ? XSources::Smem : XSources::SmemOrFlat);
  uint32_t producer = 0;
  std::optional<unsigned> n =
      s.required(wc::kX, du.runs(), isa::UnitRuns::kWrites, &producer, sources);
  if (n)
    need.add(wc::kX, n, producer,
             "overwrites a source register of an outstanding memory operation",
             &du.sets().writes);
  // An atomic after other memory operations waits for their translations
  // (LLVM 22; the replay-group rule of AMD's hazard list).
  if (isa::isMemoryAtomic(*stmt.inst) && s.outstanding(wc::kX))
    need.add(wc::kX, 0u, 0, "is an atomic issued while other memory translations are in flight");
}

void Waitcnt::emitWaits(std::vector<ir::Stmt>& out, const ir::Stmt& consumer, const Need& need,
                        const Scoreboard& s) {
  isa::WaitValues values;
  for (int c = 0; c < kCounters; ++c)
    if (need.value[c])
      values[size_t(c)] = *need.value[c];
  std::vector<isa::EncodedWait> waits = isa::encodeWaits(values);
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
        isa::mnemonicName(prev->inst->opcode) == isa::singleWaitMnemonic(c) &&
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
    for (int k : counters)
      remarkInserted(consumer, text, k, need, s);
  }
}

// "s_wait_loadcnt 0x1 before 'v_add_f32 v4, v1, v2': it reads a register
// it writes (v1, loaded at line 12)".
void Waitcnt::remarkInserted(const ir::Stmt& consumer, const std::string& text, int c,
                             const Need& need, const Scoreboard& s) {
  std::string regs;
  if (need.units[c])
    regs = isa::unitNames(s.pendingUnits(c, *need.units[c]));
  std::string message = text + " before '" + std::string(consumer.body) + "': it " + need.why[c];
  if (!regs.empty())
    message += " (" + regs + ")";
  if (need.producer[c])
    message += "; producer at line " + std::to_string(need.producer[c]);
  Remark r = ctx_.remark(RemarkKind::Passed, "WaitInserted", fn_, consumer.loc, message);
  r.args = {{"counter", counterName(c)}, {"count", int64_t(*need.value[c])}};
  if (!regs.empty())
    r.args.push_back({"registers", regs});
  if (need.producer[c])
    r.args.push_back({"producer", SourceLoc{need.producer[c], 1}});
  ctx_.remarks.emit(std::move(r));
}

} // namespace silken::passes::wc
