// waitcnt: insert the weakest s_wait_* that makes every register an
// instruction reads (RAW) or overwrites (WAW with a pending load; WAR on the
// sources of an outstanding memory operation, through xcnt) safe, across
// the whole kernel.
//
// A forward dataflow over the blocks in reverse post-order, to a fixed point,
// keeps a Scoreboard per path (waitcnt_scoreboard.h): outstanding
// operations per counter, their kinds, and how recent each pending register
// write is. Waits already in the input are applied as they come: they are
// credited, never duplicated and never weakened; when a stronger one is
// needed right after an existing wait on the same counter, that wait is
// tightened. Also: DS stores complete before a workgroup barrier signal
// (release); at most 11 tensor operations are in flight before a tensor
// issue (s_wait_tensorcnt 10, the TDM deadlock guard); a cache writeback
// (global_wb, a release) completes before the next global_inv or barrier
// signal; everything the
// instruction might read is complete before an unknown instruction or code
// the file does not show.
//
// Conservative cases: a counter with mixed kinds pending, SMEM on kmcnt or
// xcnt, or FLAT pending is out of order: only a wait for 0 is used. LDS
// filled by tensor and async loads is trusted to the input's waits (the
// pass does not know which buffer a ds_load reads).
//
// Before:                              After:
//   global_load_b32 v1, v0, s[0:1]       global_load_b32 v1, v0, s[0:1]
//   ds_load_b32 v2, v3                   ds_load_b32 v2, v3
//   v_add_f32 v4, v1, v2                 s_wait_loadcnt_dscnt 0x0
//                                        v_add_f32 v4, v1, v2
#include "passes/waitcnt.h"

#include "analysis/msb_state.h"
#include "asm/parser.h"
#include "isa/control_flow.h"
#include "passes/waitcnt_scoreboard.h"
#include "passes/waitcnt_support.h"

#include <algorithm>
#include <cstdio>

namespace silken::passes {
namespace {

using wc::counterName;
using wc::derivableWait;
using wc::eventKind;
using wc::kCounters;
using wc::ldsTokens;
using wc::Scoreboard;
using wc::waitValues;

struct Need {
  std::array<std::optional<unsigned>, kCounters> value;
  std::array<uint32_t, kCounters> producer{};
  std::array<const char*, kCounters> why{};
  void add(int c, std::optional<unsigned> n, uint32_t prod, const char* reason) {
    if (n && (!value[c] || *n < *value[c])) {
      value[c] = n;
      producer[c] = prod;
      why[c] = reason;
    }
  }
};

class Waitcnt {
public:
  Waitcnt(ir::Module& m, ir::Function& fn, PassContext& ctx) : m_(m), fn_(fn), ctx_(ctx) {}

  bool run() {
    if (fn_.blocks.empty())
      return false;
    if (ctx_.options.waitcnt.rebuild)
      stripDerivableWaits();
    order();
    analysis::MsbStates msb = analysis::computeMsbStates(fn_);
    std::vector<std::optional<Scoreboard>> in(fn_.blocks.size()), out(fn_.blocks.size());
    in[0] = Scoreboard();
    for (bool changed = true; changed;) {
      changed = false;
      for (uint32_t b : rpo_) {
        std::optional<Scoreboard> entry = entryState(b, in, out);
        if (!entry)
          continue;
        in[b] = *entry;
        Scoreboard s = *entry;
        walk(b, s, msb.blockEntry[b], false);
        if (!out[b] || !(*out[b] == s)) {
          out[b] = s;
          changed = true;
        }
      }
    }
    for (uint32_t b : rpo_)
      if (in[b]) {
        Scoreboard s = *in[b];
        walk(b, s, msb.blockEntry[b], true);
      }
    return changed_;
  }

private:
  void stripDerivableWaits() {
    for (ir::Block& b : fn_.blocks)
      std::erase_if(b.stmts, [&](const ir::Stmt& st) {
        bool drop = st.kind == ir::StmtKind::Instr && st.inst &&
                    derivableWait(isa::mnemonicName(st.inst->opcode));
        changed_ |= drop;
        return drop;
      });
  }

  // Reverse post-order from the entry; blocks it does not reach follow in
  // file order, entered with an empty state (code we cannot see ran first).
  void order() {
    size_t n = fn_.blocks.size();
    std::vector<char> seen(n, 0);
    std::vector<uint32_t> post;
    std::vector<std::pair<uint32_t, size_t>> stack{{0, 0}};
    seen[0] = 1;
    while (!stack.empty()) {
      auto& [b, i] = stack.back();
      if (i < fn_.blocks[b].succs.size()) {
        uint32_t s = fn_.blocks[b].succs[i++];
        if (!seen[s]) {
          seen[s] = 1;
          stack.push_back({s, 0});
        }
        continue;
      }
      post.push_back(b);
      stack.pop_back();
    }
    rpo_.assign(post.rbegin(), post.rend());
    for (uint32_t b = 0; b < n; ++b)
      if (!seen[b])
        rpo_.push_back(b);
    reached_ = seen;
  }

  std::optional<Scoreboard> entryState(uint32_t b, const std::vector<std::optional<Scoreboard>>& in,
                                       const std::vector<std::optional<Scoreboard>>& out) const {
    if (b == 0 || !reached_[b])
      return in[b] ? in[b] : Scoreboard();
    std::optional<Scoreboard> s;
    for (uint32_t p : fn_.blocks[b].preds) {
      if (!out[p])
        continue;
      if (!s)
        s = *out[p];
      else
        s->join(*out[p]);
    }
    return s;
  }

  void walk(uint32_t b, Scoreboard& s, isa::MsbState msb, bool insert);
  Need needsBefore(const ir::Stmt& stmt, const isa::DefUse& du, const Scoreboard& s,
                   const ir::Block& block, bool isTerminator, bool inClause) const;
  void emitWaits(std::vector<ir::Stmt>& outStmts, const ir::Stmt& consumer, const Need& need);
  void apply(Scoreboard& s, const ir::Stmt& stmt, const isa::DefUse& du) const;

  // An existing counter wait that the state already satisfies on every
  // path (the state is the join of all of them).
  bool redundant(const Scoreboard& s, const ir::Stmt& stmt) const {
    std::string_view name = isa::mnemonicName(stmt.inst->opcode);
    if (!name.ends_with("cnt") && !name.ends_with("cnt_dscnt"))
      return false;
    auto values = waitValues(stmt);
    bool any = false;
    for (int c = 0; c < kCounters; ++c) {
      if (!values[c])
        continue;
      any = true;
      if (*values[c] < s.outstanding(c))
        return false;
    }
    return any;
  }

  void remarkRedundant(const ir::Stmt& stmt) {
    Remark r;
    r.kind = RemarkKind::Analysis;
    r.pass = "waitcnt";
    r.name = "WaitRedundant";
    r.function = std::string(fn_.name);
    r.loc = stmt.loc;
    r.message = "'" + std::string(stmt.body) + "' is satisfied on every path that reaches it" +
                (ctx_.options.waitcnt.removeRedundant ? "; removed" : "");
    ctx_.remarks.emit(std::move(r));
  }

  ir::Module& m_;
  ir::Function& fn_;
  PassContext& ctx_;
  std::vector<uint32_t> rpo_;
  std::vector<char> reached_;
  bool changed_ = false;
};

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

void Waitcnt::apply(Scoreboard& s, const ir::Stmt& stmt, const isa::DefUse& du) const {
  if (stmt.kind != ir::StmtKind::Instr || stmt.isFence())
    return;
  const ir::Inst& inst = *stmt.inst;
  const isa::InstrInfo& info = isa::instrInfo(inst.opcode);
  if (info.cls == isa::InstrClass::Wait) {
    auto values = waitValues(stmt);
    for (int c = 0; c < kCounters; ++c)
      if (values[c])
        s.applyWait(c, *values[c]);
    return;
  }
  uint8_t counters = isa::countersOf(inst);
  bool loads = info.has(isa::kMayLoad);
  for (int c = 0; c < kCounters; ++c) {
    if (!(counters & (1 << c)))
      continue;
    isa::RegUnits units;
    if (c == wc::kX)
      units = du.reads; // WAR: the sources of the operation
    else if (c == wc::kLoad || c == wc::kDs || c == wc::kKm)
      units = du.writes; // RAW/WAW: its results
    // Results: only explicit registers wait on a counter (SCC from
    // s_barrier_signal_isfirst, say, is ready at once). Sources for xcnt
    // include EXEC and M0: a replayed operation needs them too.
    units.reset(isa::kMsbUnit);
    units.reset(isa::kSccUnit);
    if (c != wc::kX)
      for (uint32_t u : {isa::kExecLoUnit, isa::kExecHiUnit, isa::kM0Unit})
        units.reset(u);
    std::vector<uint32_t> tokens;
    if (c == wc::kTensor || c == wc::kAsync)
      tokens = ldsTokens(stmt);
    s.issue(c, eventKind(info, c, loads && !info.has(isa::kMayStore)), units, stmt.loc.line,
            tokens);
  }
  if ((counters & isa::kDsCnt) && info.has(isa::kMayStore))
    s.noteDsStore(stmt.loc.line);
}

void Waitcnt::walk(uint32_t b, Scoreboard& s, isa::MsbState msb, bool insert) {
  ir::Block& block = fn_.blocks[b];
  std::vector<ir::Stmt> rebuilt;
  if (insert)
    rebuilt.reserve(block.stmts.size() + 4);
  const ir::Stmt* term = block.terminator();
  int clauseLeft = 0; // memory instructions left in an s_clause
  for (ir::Stmt& stmt : block.stmts) {
    if (stmt.kind == ir::StmtKind::Instr || stmt.isFence()) {
      isa::DefUse du = isa::defUse(stmt, msb);
      if (stmt.kind == ir::StmtKind::Instr && stmt.inst &&
          isa::instrInfo(stmt.inst->opcode).cls == isa::InstrClass::Wait) {
        if (insert && redundant(s, stmt)) {
          remarkRedundant(stmt);
          if (ctx_.options.waitcnt.removeRedundant) {
            changed_ = true;
            continue; // dropped: it changes nothing on any path
          }
        }
        apply(s, stmt, du);
      } else {
        const isa::InstrInfo& info = isa::instrInfo(stmt.inst ? stmt.inst->opcode : -1);
        bool memory = stmt.inst && isa::countersOf(*stmt.inst) != 0;
        bool inClause = clauseLeft > 0 && memory;
        Need need = needsBefore(stmt, du, s, block, &stmt == term, inClause);
        if (need.value[wc::kX]) {
          // The other waits may already complete the translations xcnt
          // guards (a loadcnt 0 does): ask again after them.
          Scoreboard after = s;
          for (int c = 0; c < kCounters; ++c)
            if (c != wc::kX && need.value[c])
              after.applyWait(c, *need.value[c]);
          Need again = needsBefore(stmt, du, after, block, &stmt == term, inClause);
          need.value[wc::kX] = again.value[wc::kX];
        }
        if (info.has(isa::kClause) && !stmt.inst->operands.empty() &&
            stmt.inst->operands[0].kind == ir::OperandKind::Imm)
          clauseLeft = int(stmt.inst->operands[0].value & 0x3f) + 1;
        else if (memory && clauseLeft > 0)
          --clauseLeft;
        if (insert)
          emitWaits(rebuilt, stmt, need);
        for (int c = 0; c < kCounters; ++c)
          if (need.value[c])
            s.applyWait(c, *need.value[c]);
        apply(s, stmt, du);
      }
      msb = isa::msbAfter(stmt, msb);
    }
    if (insert)
      rebuilt.push_back(std::move(stmt));
  }
  if (insert)
    block.stmts = std::move(rebuilt);
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

class WaitcntPass : public Pass {
public:
  bool run(ir::Module& m, PassContext& ctx) override {
    bool changed = false;
    for (ir::Function& fn : m.functions)
      if (fn.isKernel || m.functions.size() == 1)
        changed |= Waitcnt(m, fn, ctx).run();
    return changed;
  }
};

} // namespace

std::unique_ptr<Pass> createWaitcntPass() { return std::make_unique<WaitcntPass>(); }

} // namespace silken::passes
