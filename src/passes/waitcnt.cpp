// waitcnt: insert the weakest s_wait_* that makes every register an
// instruction reads (RAW) or overwrites (WAW: two results may land out of
// order; WAR on the sources of an outstanding memory operation, through
// xcnt, by --xcnt policy) safe, across every function of the file.
//
// Invariant: on every path, no instruction touches a register an
// outstanding memory operation still writes, and the memory model's and
// calling convention's waits hold (`silken check` verifies both, written
// separately). A forward dataflow over the blocks in reverse post-order, to
// a fixed point, keeps a Scoreboard per path (waitcnt_scoreboard.h):
// outstanding operations per counter, their kinds, and how recent each
// pending register write is. Waits already in the input are credited,
// never duplicated and never weakened; a stronger one needed right after
// an existing wait on the same counter tightens it.
//
// A rerun in the same pipeline takes the walks of blocks unchanged since
// the run before from waitcnt_memo.h, and says a redundant wait once.
//
// Also (docs/waitcnt.md): a callable function starts with its caller's
// operations in flight and returns with every register result complete; a
// call needs only its own operands, and after it only stores pend; the SCC
// of s_barrier_signal_isfirst arrives on kmcnt; a wait a member of an
// s_clause needs goes before the clause; the LDS release before workgroup
// and named barrier signals and tensor_store_from_lds; storecnt and loadcnt
// 0 after a release's global_wb; loadcnt (and storecnt for an atomic) 0
// before an acquire's global_inv; xcnt 0 before an atomic; at most 11
// tensor operations in flight; everything complete before an unknown
// instruction.
//
// Conservative cases: a counter with mixed kinds pending, SMEM (or barrier
// state) on kmcnt or xcnt, FLAT on dscnt, or the caller's operations is out
// of order: only a wait for 0 is used. LDS filled by tensor and async loads
// is trusted to the input's waits (the pass does not know which buffer a
// ds_load reads) unless annotated or constant LDS addresses prove that an
// access overlaps a transfer in flight (analysis/lds_ranges.h).
//
// Before:                              After:
//   global_load_b32 v1, v0, s[0:1]       global_load_b32 v1, v0, s[0:1]
//   ds_load_b32 v2, v3                   ds_load_b32 v2, v3
//   v_add_f32 v4, v1, v2                 s_wait_loadcnt_dscnt 0x0
//                                        v_add_f32 v4, v1, v2
#include "passes/factories.h"
#include "isa/mnemonic_ids.h"

#include "passes/waitcnt_impl.h"

#include <algorithm>
#include <cstdio>

namespace silken::passes {
namespace wc {

void Waitcnt::apply(Scoreboard& s, const ir::Stmt& stmt, const StmtDefUse& du) const {
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
  isa::Opcode name(inst.opcode);
  bool workgroupId = !inst.operands.empty() && inst.operands[0].kind == ir::OperandKind::Imm &&
                     isa::signExtend16(inst.operands[0].value) == -1;
  if (name == "s_barrier_wait" && workgroupId)
    s.workgroupBarrierWaited();
  if (name == "s_barrier_signal_isfirst")
    s.noteIsfirst(workgroupId);
  uint8_t counters = isa::countersOf(inst);
  bool loads = info.has(isa::kMayLoad);
  // Per counter, the ids it issues on (ascending, each once): its units,
  // then LDS tokens (all above the units).
  static thread_local std::vector<uint32_t> ids; // its capacity kept: per memory op
  for (int c = 0; c < kCounters; ++c) {
    if (!(counters & (1 << c)))
      continue;
    ids.clear();
    // Results (RAW/WAW) for loadcnt, dscnt and kmcnt: explicit registers,
    // and the SCC of s_barrier_signal_isfirst (LLVM 22 waits kmcnt 0
    // before reading it). Sources (WAR) for xcnt, EXEC and M0 included: a
    // replayed operation needs them too. None for the other counters.
    uint32_t sets = c == wc::kX ? isa::UnitRuns::kReads
                    : c == wc::kLoad || c == wc::kDs || c == wc::kKm ? isa::UnitRuns::kWrites
                                                                   : 0;
    if (sets)
      du.runs().forEachUnit(sets, [&](uint32_t u) {
        bool dropped = u == isa::kMsbUnit || (c != wc::kKm && u == isa::kSccUnit) ||
                       (c != wc::kX && (u == isa::kExecLoUnit || u == isa::kExecHiUnit ||
                                        u == isa::kM0Unit));
        if (!dropped)
          ids.push_back(u);
      });
    if (c == wc::kTensor || c == wc::kAsync) {
      size_t units = ids.size();
      std::vector<uint32_t> tokens = ldsTokens(stmt);
      ids.insert(ids.end(), tokens.begin(), tokens.end());
      if (!lds_.transfers.empty() && analysis::writesLdsAsync(inst))
        ids.push_back(kTransferBase + stmt.id);
      std::sort(ids.begin() + std::ptrdiff_t(units), ids.end());
      ids.erase(std::unique(ids.begin() + std::ptrdiff_t(units), ids.end()), ids.end());
    }
    s.issueIds(c, eventKind(info, c, loads && !info.has(isa::kMayStore)), ids, stmt.loc.line,
               info.cls == isa::InstrClass::Flat, isa::isMemoryAtomic(inst));
  }
  if ((counters & isa::kDsCnt) && info.has(isa::kMayStore))
    s.noteDsStore(stmt.loc.line);
}

Need Waitcnt::needsOf(const ir::Stmt& stmt, const StmtDefUse& du, const Scoreboard& s,
                      const ir::Block& block, bool isTerminator, bool inClause) const {
  Need need = needsBefore(stmt, du, s, block, isTerminator, inClause);
  if (need.value[wc::kX]) {
    Scoreboard after = s;
    for (int c = 0; c < kCounters; ++c)
      if (c != wc::kX && need.value[c])
        after.applyWait(c, *need.value[c]);
    Need again = needsBefore(stmt, du, after, block, isTerminator, inClause);
    need.value[wc::kX] = again.value[wc::kX];
  }
  return need;
}

// A wait inside a clause would break it: what the members need because of
// operations issued before the clause is waited for before the s_clause.
// (A member that depends on another member cannot be helped by a wait
// before the clause; the walk leaves that wait at the member.)
Need Waitcnt::clauseNeeds(const ir::Block& block, size_t at, const Scoreboard& s,
                          isa::MsbState msb) const {
  Need total;
  int length = isa::clauseLength(block.stmts[at]);
  int left = length;
  for (size_t i = at + 1; i < block.stmts.size() && left > 0; ++i) {
    const ir::Stmt& m = block.stmts[i];
    if (m.kind == ir::StmtKind::Label || m.isFence())
      break;
    if (m.kind != ir::StmtKind::Instr)
      continue;
    if (isa::isMemoryInstr(m)) {
      StmtDefUse du(isa::defUseRuns(m, msb));
      Need n = needsOf(m, du, s, block, &m == block.terminator(), left != length);
      for (int c = 0; c < kCounters; ++c)
        if (n.value[c])
          total.add(c, *n.value[c], n.producer[c], n.why[c]);
    }
    if (isa::countsInClause(m))
      --left;
    msb = isa::msbAfter(m, msb);
  }
  return total;
}

void Waitcnt::walk(uint32_t b, Scoreboard& s, isa::MsbState msb, bool insert) {
  ir::Block& block = fn_.blocks[b];
  // The block is rebuilt only from its first change on: most blocks need
  // no wait, and moving every statement of every block into a new vector
  // cost more than the rest of the walk on a file of many small blocks.
  std::vector<ir::Stmt> rebuilt;
  bool rebuilding = false;
  auto rebuildFrom = [&](size_t upto) {
    if (rebuilding)
      return;
    rebuilding = true;
    rebuilt.reserve(block.stmts.size() + 4);
    for (size_t j = 0; j < upto; ++j)
      rebuilt.push_back(std::move(block.stmts[j]));
  };
  const ir::Stmt* term = block.terminator();
  int clauseLeft = 0; // instructions left in an s_clause window
  bool firstMember = false;
  // What follows a terminator that never falls through (s_endpgm, s_branch,
  // an indirect jump) in the same block, with no label, never runs: a
  // descriptor, data, directives. It needs no wait and changes no state;
  // a wait placed there would be an instruction after the terminator, a
  // block of its own the next time the file is read.
  bool unreachableRest = false;
  bool acts = false; // a wait to insert, or a redundant one to report
  for (size_t i = 0; i < block.stmts.size(); ++i) {
    ir::Stmt& stmt = block.stmts[i];
    if (!unreachableRest && (stmt.kind == ir::StmtKind::Instr || stmt.isFence())) {
      const isa::InstrInfo& info = isa::instrInfo(stmt.inst ? stmt.inst->opcode : -1);
      bool call = stmt.inst && !stmt.isFence() && info.has(isa::kCall);
      // At a call only its own operands must be ready; the callee waits
      // for the rest at its entry (the calling convention).
      const StmtDefUse du(call ? isa::callOperandsRuns(stmt, msb) : isa::defUseRuns(stmt, msb));
      if (stmt.kind == ir::StmtKind::Instr && stmt.inst && info.cls == isa::InstrClass::Wait) {
        bool idle = redundant(s, stmt);
        bool reported = idle && reported_->contains(stmt.id); // by an earlier run
        acts = acts || (idle && (ctx_.options.waitcnt.removeRedundant || !reported));
        if (idle && insert) {
          if (!reported) {
            remarkRedundant(stmt);
            reported_->insert(stmt.id);
          }
          if (ctx_.options.waitcnt.removeRedundant) {
            rebuildFrom(i);
            changed_ = true;
            continue; // dropped: it changes nothing on any path
          }
        }
        apply(s, stmt, du);
      } else {
        bool memory = isa::isMemoryInstr(stmt);
        bool inClause = clauseLeft > 0 && memory && !firstMember;
        Need need;
        if (int n = isa::clauseLength(stmt)) {
          need = clauseNeeds(block, i, s, msb);
          clauseLeft = n;
          firstMember = true;
        } else {
          need = needsOf(stmt, du, s, block, &stmt == term, inClause);
          if (clauseLeft > 0 && isa::countsInClause(stmt)) {
            --clauseLeft;
            firstMember = firstMember && !memory;
          }
        }
        bool needs = std::any_of(need.value.begin(), need.value.end(),
                                 [](const auto& v) { return v.has_value(); });
        acts = acts || needs;
        if (insert && needs) {
          rebuildFrom(i);
          emitWaits(rebuilt, stmt, need, s);
        }
        for (int c = 0; c < kCounters; ++c)
          if (need.value[c])
            s.applyWait(c, *need.value[c]);
        apply(s, stmt, du);
        if (call)
          s.afterCall();
      }
      msb = isa::msbAfter(stmt, msb);
      if (&stmt == term && stmt.inst) {
        isa::FlowKind k = isa::flowKind(stmt.inst->opcode);
        unreachableRest = k == isa::FlowKind::EndProgram || k == isa::FlowKind::Branch ||
                          k == isa::FlowKind::IndirectJump;
      }
    }
    if (rebuilding)
      rebuilt.push_back(std::move(stmt));
  }
  if (rebuilding)
    block.stmts = std::move(rebuilt);
  if (!insert)
    acts_[b] = acts;
}

} // namespace wc

namespace {

class WaitcntPass : public Pass {
public:
  bool run(ir::Module& m, PassContext& ctx) override {
    if (!ctx.hasRemark("Options")) // once, not again when it has the last word
      ctx.remarks.emit(ctx.optionsRemark(nullptr, "waitcnt options for this file"));
    bool changed = false;
    for (ir::Function& fn : m.functions)
      if (fn.isKernel || m.functions.size() == 1)
        changed |= wc::Waitcnt(m, fn, ctx).run();
    return changed;
  }
};

} // namespace

std::unique_ptr<Pass> createWaitcntPass() { return std::make_unique<WaitcntPass>(); }

} // namespace silken::passes
