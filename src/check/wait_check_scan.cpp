// The wait checker's scan (wait_checker.h): the units each statement
// writes and reads, the walk over every consumer, and the reports.
#include "check/wait_checker.h"
#include "isa/mnemonic_ids.h"

#include "isa/control_flow.h"
#include "isa/wait_codec.h"
#include "semantics/inst_facts.h"

#include <algorithm>
#include <bit>

namespace silken::check::waits {

WaitValues waitValues(const ir::Stmt& s) {
  static constexpr int kCounterOfSlot[kSlots] = {0, 2, 3, 1, 4}; // isa::Counter bit index
  isa::WaitValues v = isa::decodeWait(*s.inst);
  WaitValues w;
  for (int k = 0; k < kSlots; ++k)
    if (v[size_t(kCounterOfSlot[k])])
      w.n[k] = int(*v[size_t(kCounterOfSlot[k])]);
  return w;
}

std::string registerName(uint32_t unit) {
  if (unit < isa::kSgprUnitBase)
    return "v" + std::to_string((unit - isa::kVgprUnitBase) / 2);
  return isa::unitName(unit);
}

WaitChecker::WaitChecker(const ir::Function& fn, DiagEngine& diags,
                         const WaitCheckOptions& options)
    : fn_(fn), diags_(diags), msb_(analysis::computeMsbStates(fn)),
      xcnt_(options.xcnt != isa::XcntPolicy::Off), policy_(options.xcnt),
      limit_(options.searchLimit) {
  size_t statements = 0;
  for (const ir::Block& b : fn.blocks)
    statements += b.stmts.size();
  limit_ = std::max(limit_, WaitCheckOptions::kVisitsPerStatement * statements);
  // The s_set_vgpr_msb state before every statement, so that a VGPR names
  // the same physical register forwards and backwards.
  before_.resize(fn.blocks.size());
  inClause_.resize(fn.blocks.size());
  uint32_t slots = 0;
  for (const ir::Block& b : fn.blocks) {
    memoBase_.push_back(slots);
    slots += uint32_t(b.stmts.size() / kSegment + 1);
  }
  memo_.resize(slots);
  for (uint32_t b = 0; b < fn.blocks.size(); ++b) {
    isa::MsbState msb = msb_.blockEntry[b];
    int clauseLeft = 0; // memory instructions left in an s_clause
    first_.push_back(uint32_t(unitsAt_.size()));
    for (const ir::Stmt& st : fn.blocks[b].stmts) {
      before_[b].push_back(msb);
      recordUnits(st, msb);
      msb = isa::msbAfter(st, msb);
      bool memory = st.kind == ir::StmtKind::Instr && !st.isFence() &&
                    isa::countersOf(*st.inst) != 0;
      inClause_[b].push_back(memory && clauseLeft > 0);
      if (st.kind == ir::StmtKind::Instr && !st.isFence() &&
          isa::instrInfo(st.inst->opcode).has(isa::kClause) && !st.inst->operands.empty())
        clauseLeft = int(st.inst->operands[0].value & 0x3f) + 1;
      else if (memory && clauseLeft > 0)
        --clauseLeft;
    }
  }
  markKmUnorderedPending();
}

// Whether an out-of-order kmcnt operation (scalar memory) may be
// outstanding as each operation issues: one sets it, a kmcnt 0 wait clears
// it, predecessors join. The waitcnt pass's model (LLVM 22's): messages
// alone complete in order, so kmcnt N > 0 covers the older ones. A callable
// function starts with the caller's operations outstanding; a block
// entered from code the file does not show starts with none, as the
// backward walks take it (they stop there), and unknown code (a fence)
// changes nothing, as in the pass.
void WaitChecker::markKmUnorderedPending() {
  const size_t n = fn_.blocks.size();
  // Per block: 1 when it ends with one outstanding whatever came in, 0 when
  // it ends with none, -1 when it passes on what came in.
  std::vector<int8_t> effect(n, -1);
  for (uint32_t b = 0; b < n; ++b)
    for (size_t i = 0; i < fn_.blocks[b].stmts.size(); ++i) {
      const StmtUnits& su = unitsAt(b, i);
      if (su.kind == kWaitStmt && su.wait[kKm] == 0)
        effect[b] = 0;
      else if (su.kind == kOperation && (su.flags & kKmUnordered))
        effect[b] = 1;
    }
  std::vector<char> in(n, 0);
  if (n)
    in[0] = fn_.callable;
  // Each entry only goes from 0 to 1: a block is queued at most twice.
  std::vector<uint32_t> work;
  for (uint32_t b = uint32_t(n); b-- > 0;)
    work.push_back(b);
  while (!work.empty()) {
    uint32_t b = work.back();
    work.pop_back();
    bool out = effect[b] < 0 ? in[b] != 0 : effect[b] == 1;
    if (!out)
      continue;
    for (uint32_t s : fn_.blocks[b].succs)
      if (!in[s]) {
        in[s] = 1;
        work.push_back(s);
      }
  }
  for (uint32_t b = 0; b < n; ++b) {
    bool pending = in[b];
    for (size_t i = 0; i < fn_.blocks[b].stmts.size(); ++i) {
      StmtUnits& su = unitsAt_[first_[b] + i];
      if (su.kind == kWaitStmt && su.wait[kKm] == 0)
        pending = false;
      if (su.kind != kOperation)
        continue;
      if (pending)
        su.flags |= kKmUnorderedPending;
      else if ((su.counters & isa::kKmCnt) && !(su.flags & kKmUnordered))
        kmInOrder_ = true;
      pending |= (su.flags & kKmUnordered) != 0;
    }
  }
}

void WaitChecker::run() {
  for (uint32_t b = 0; b < fn_.blocks.size(); ++b) {
    isa::MsbState msb = msb_.blockEntry[b];
    const auto& stmts = fn_.blocks[b].stmts;
    for (size_t i = 0; i < stmts.size(); ++i) {
      const ir::Stmt& s = stmts[i];
      if (s.kind == ir::StmtKind::Instr && !s.isFence() &&
          isa::instrInfo(s.inst->opcode).cls != isa::InstrClass::Wait) {
        // A call needs only its own operands ready (the callee waits).
        isa::DefUse du = isa::callOperandsDefUse(s, msb);
        isa::RegUnits reads = du.reads & memoryWritten_;
        // Leaving the function (a return, code the file does not show):
        // whoever runs next may read any register. A tail call's callee
        // waits itself.
        const ir::Block& blk = fn_.blocks[b];
        if (&s == blk.terminator() && blk.exitsToUnknown && !(fn_.callable && blk.tailCalls))
          reads |= ownWritten_;
        isa::RegUnits writes = du.writes & (memoryWritten_ | memoryRead_);
        // SCC is pending only after s_barrier_signal_isfirst (kmcnt).
        reads.reset(isa::kMsbUnit), writes.reset(isa::kMsbUnit);
        for (uint32_t u : {isa::kExecLoUnit, isa::kExecHiUnit, isa::kM0Unit})
          reads.reset(u);
        std::vector<uint32_t> readUnits, writeUnits;
        for (size_t u = reads._Find_first(); u < reads.size(); u = reads._Find_next(u))
          readUnits.push_back(uint32_t(u));
        for (size_t u = writes._Find_first(); u < writes.size(); u = writes._Find_next(u))
          if (!reads.test(u))
            writeUnits.push_back(uint32_t(u));
        if (!readUnits.empty())
          checkUnits(b, i, readUnits, true);
        if (!writeUnits.empty())
          checkUnits(b, i, writeUnits, false);
      }
      msb = isa::msbAfter(s, msb);
    }
  }
}

// Units some memory operation of the function writes: only they can be
// pending. In a callable function the caller's operations may write any
// VGPR or SGPR.
void WaitChecker::collectMemoryWrites() {
  for (uint32_t b = 0; b < fn_.blocks.size(); ++b) {
    isa::MsbState msb = msb_.blockEntry[b];
    for (const ir::Stmt& s : fn_.blocks[b].stmts) {
      if (s.kind == ir::StmtKind::Instr && !s.isFence()) {
        uint8_t c = isa::countersOf(*s.inst);
        if (c & (isa::kLoadCnt | isa::kDsCnt | isa::kKmCnt))
          memoryWritten_ |= isa::defUse(s, msb).writes;
        if (xcnt_ && (c & isa::kXCnt))
          memoryRead_ |= isa::defUse(s, msb).reads;
      }
      msb = isa::msbAfter(s, msb);
    }
  }
  ownWritten_ = memoryWritten_;
  if (fn_.callable)
    for (uint32_t u = 0; u < isa::kTtmpUnitBase; ++u)
      memoryWritten_.set(u);
}

void WaitChecker::recordUnits(const ir::Stmt& s, isa::MsbState msb) {
  StmtUnits su;
  su.writes = uint32_t(spans_.size());
  if (s.isFence())
    su.kind = kFenceStmt;
  if (s.kind == ir::StmtKind::Instr && !s.isFence()) {
    const isa::InstrInfo& info = isa::instrInfo(s.inst->opcode);
    if (info.cls == isa::InstrClass::Wait) {
      su.kind = kWaitStmt;
      WaitValues w = waitValues(s);
      for (int k = 0; k < kSlots; ++k)
        su.wait[k] = w.n[k] == INT_MAX ? kNoLimit : uint8_t(std::min(w.n[k], 64));
      unitsAt_.push_back(su);
      return;
    }
    su.kind = kOperation;
    su.counters = isa::countersOf(*s.inst);
    isa::Opcode name(s.inst->opcode);
    bool workgroupId = !s.inst->operands.empty() &&
                       s.inst->operands[0].kind == ir::OperandKind::Imm &&
                       isa::signExtend16(s.inst->operands[0].value) == -1;
    if (info.cls == isa::InstrClass::Flat)
      su.flags |= kIsFlat;
    if ((su.counters & isa::kKmCnt) && isa::kmcntOutOfOrder(info))
      su.flags |= kKmUnordered;
    if (name == "s_barrier_wait" && workgroupId)
      su.flags |= kWorkgroupBarrierWait;
    if (name == "s_barrier_signal_isfirst" && workgroupId)
      su.flags |= kWorkgroupIsfirst;
    isa::DefUse du = isa::defUse(s, msb);
    auto append = [&](const isa::RegUnits& units) {
      uint16_t n = 0;
      for (size_t u = units._Find_first(); u < units.size(); u = units._Find_next(u)) {
        if (n && spans_.back().end == u) {
          ++spans_.back().end;
          continue;
        }
        spans_.push_back({uint16_t(u), uint16_t(u + 1)});
        ++n;
      }
      return n;
    };
    su.writeCount = append(du.writes);
    for (size_t k = su.writes; k < spans_.size(); ++k)
      for (uint32_t b = spans_[k].begin / 64; b <= uint32_t(spans_[k].end - 1) / 64; ++b)
        su.writeBuckets |= unitBucket(b * 64);
    if (su.counters & isa::kXCnt)
      su.readCount = append(du.reads);
  }
  unitsAt_.push_back(su);
}

// The entry of a callable function: the caller's loads, LDS operations and
// scalar loads may still be writing any register.
void WaitChecker::reportCallerPending(const ir::Stmt& consumer, uint32_t unit, bool read) {
  if (!reported_.insert({&consumer, nullptr}).second)
    return;
  diags_.error(consumer.loc, uint32_t(std::max<size_t>(1, consumer.name.size())),
               std::string(read ? "reads " : "overwrites ") + registerName(unit) +
                   " while the caller's memory operations may still write it (a callable "
                   "function starts with s_wait_loadcnt_dscnt 0x0 and s_wait_kmcnt 0x0)");
}

std::optional<bool> WaitChecker::sourceUncovered(const ir::Stmt& consumer,
                                                 const ir::Stmt& producer, uint8_t counters,
                                                 const Walk& walk) const {
  const isa::InstrInfo& info = isa::instrInfo(producer.inst->opcode);
  uint8_t own = isa::countersOf(*consumer.inst);
  bool consumerVmem = (own & (isa::kLoadCnt | isa::kStoreCnt)) && !(own & isa::kKmCnt);
  bool covered;
  if (info.cls == isa::InstrClass::Smem) {
    covered = walk.zero[kKm] || walk.zero[kX]; // out of order: only 0 says
  } else if (consumerVmem) {
    covered = true; // a later VMEM operation translates after this one
  } else {
    int self = (counters & isa::kLoadCnt) ? kLoad : (counters & isa::kStoreCnt) ? kStore : -1;
    covered = walk.slack[kX] <= 0 || walk.zero[kX] || walk.vmemDone ||
              (self >= 0 && walk.slack[self] <= 0);
  }
  // AMD's hazard rule asks only for the sources of SMEM and FLAT; LLVM 22
  // for every source. What only LLVM's rule asks is a warning of its own.
  bool hazard = info.cls == isa::InstrClass::Smem || info.cls == isa::InstrClass::Flat;
  if (covered || (!hazard && policy_ == isa::XcntPolicy::Hazard))
    return std::nullopt;
  return hazard;
}

void WaitChecker::report(const ir::Stmt& consumer, const Finding& f, bool read) {
  if (f.kind == Finding::kCaller) {
    reportCallerPending(consumer, f.unit, read);
    return;
  }
  if (!reported_.insert({&consumer, f.producer}).second)
    return;
  uint32_t length = uint32_t(std::max<size_t>(1, consumer.name.size()));
  uint32_t producerLength = uint32_t(std::max<size_t>(1, f.producer->name.size()));
  if (f.kind == Finding::kResult) {
    diags_.error(consumer.loc, length,
                 std::string(read ? "reads" : "overwrites") + " " + registerName(f.unit) +
                     " before the " +
                     std::string(isa::counterName(
                         std::countr_zero(unsigned(kCounterBit[f.slot])))) +
                     " operation that writes it is known to be complete");
    diags_.note(f.producer->loc, producerLength, "the operation that writes it");
    return;
  }
  std::string message = "overwrites " + registerName(f.unit) +
                        " while a memory operation that reads it may still be translating "
                        "(needs s_wait_xcnt)";
  if (f.hazard)
    diags_.error(consumer.loc, length, message);
  else
    diags_.warning(consumer.loc, length, message, kXcntLlvm);
  diags_.note(f.producer->loc, producerLength, "the operation that reads it");
}

} // namespace silken::check::waits
