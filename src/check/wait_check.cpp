#include "check/wait_check.h"
#include "isa/mnemonic_ids.h"

#include "check/lds_dma_check.h"
#include "check/wait_counts.h"

#include "analysis/msb_state.h"
#include "isa/control_flow.h"
#include "semantics/def_use.h"
#include "isa/instr_info.h"
#include "isa/wait_codec.h"
#include "semantics/inst_facts.h"

#include <algorithm>
#include <array>
#include <bit>
#include <climits>
#include <map>
#include <set>
#include <string>

namespace silken::check {
namespace {

// The counters whose operations write registers (load, ds, km), and the
// two that say when a source register may be overwritten (store, x).
enum Slot : int { kLoad = 0, kDs = 1, kKm = 2, kStore = 3, kX = 4, kSlots = 5 };
constexpr int kResultSlots = 3;
// Statements between the memoised points of a long block's backward walks.
constexpr size_t kSegment = 64;
constexpr int kCounterBit[kSlots] = {isa::kLoadCnt, isa::kDsCnt, isa::kKmCnt, isa::kStoreCnt,
                                     isa::kXCnt};

struct WaitValues {
  std::array<int, kSlots> n{INT_MAX, INT_MAX, INT_MAX, INT_MAX, INT_MAX};
};

// What an s_wait_* lets remain outstanding, per slot (INT_MAX = no limit).
WaitValues waitValues(const ir::Stmt& s) {
  static constexpr int kCounterOfSlot[kSlots] = {0, 2, 3, 1, 4}; // isa::Counter bit index
  isa::WaitValues v = isa::decodeWait(*s.inst);
  WaitValues w;
  for (int k = 0; k < kSlots; ++k)
    if (v[size_t(kCounterOfSlot[k])])
      w.n[k] = int(*v[size_t(kCounterOfSlot[k])]);
  return w;
}

// "v12" (both halves are checked alike), "s4", "vcc_lo".
std::string registerName(uint32_t unit) {
  if (unit < isa::kSgprUnitBase)
    return "v" + std::to_string((unit - isa::kVgprUnitBase) / 2);
  return isa::unitName(unit);
}

// A backward walk's state: per slot, the smallest "wait value minus the
// operations seen since that wait" (the producer is covered once it is <= 0),
// whether a wait for 0 was seen, and whether FLAT was seen.
struct Walk {
  std::array<int, kSlots> slack{INT_MAX, INT_MAX, INT_MAX, INT_MAX, INT_MAX};
  std::array<bool, kSlots> zero{false, false, false, false, false};
  bool flat = false;
  /// A VMEM operation younger than what follows is known complete, so
  /// every older VMEM translation is done (translations are in order).
  bool vmemDone = false;
  /// An `s_barrier_wait -1` lies between: the SCC of an
  /// `s_barrier_signal_isfirst -1` before it has arrived.
  bool workgroupWaited = false;
  /// Operations issued since, per slot (saturating): a counter holds at
  /// most 63, so an in-order producer with that many younger operations is
  /// complete.
  std::array<uint8_t, kSlots> issued{};
  friend auto operator<=>(const Walk&, const Walk&) = default;
};

class WaitChecker {
public:
  WaitChecker(const ir::Function& fn, DiagEngine& diags,
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
  }

  void run() {
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
          for (size_t u = reads._Find_first(); u < reads.size(); u = reads._Find_next(u))
            checkUnit(b, i, uint32_t(u), true);
          for (size_t u = writes._Find_first(); u < writes.size(); u = writes._Find_next(u))
            if (!reads.test(u))
              checkUnit(b, i, uint32_t(u), false);
        }
        msb = isa::msbAfter(s, msb);
      }
    }
  }

  // Units some memory operation of the function writes: only they can be
  // pending. In a callable function the caller's operations may write any
  // VGPR or SGPR.
  void collectMemoryWrites() {
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

private:
  /// The units a statement writes, and for an xcnt-counted operation those
  /// it reads, as runs of consecutive units: the backward walks ask each
  /// statement about one unit, and a full isa::defUse per visit was most
  /// of the check's time.
  struct Span {
    uint16_t begin, end;
  };
  struct StmtUnits {
    uint32_t writes; ///< first Span in spans_; the reads follow the writes
    uint16_t writeCount, readCount;
  };
  void recordUnits(const ir::Stmt& s, isa::MsbState msb);
  static bool inSpans(const Span* spans, size_t count, uint32_t unit) {
    for (size_t k = 0; k < count; ++k)
      if (unit >= spans[k].begin && unit < spans[k].end)
        return true;
    return false;
  }
  const StmtUnits& unitsAt(uint32_t block, size_t index) const {
    return unitsAt_[first_[block] + index];
  }
  void checkUnit(uint32_t block, size_t index, uint32_t unit, bool read);
  void checkSourceOverwrite(const ir::Stmt& consumer, const ir::Stmt& producer,
                            const isa::InstrInfo& info, uint8_t counters, uint32_t unit,
                            const Walk& walk);
  void reportCallerPending(const ir::Stmt& consumer, uint32_t unit, bool read);

  const ir::Function& fn_;
  DiagEngine& diags_;
  analysis::MsbStates msb_;
  std::vector<std::vector<isa::MsbState>> before_;
  isa::RegUnits memoryWritten_;
  isa::RegUnits memoryRead_; ///< sources of xcnt-tracked operations
  isa::RegUnits ownWritten_; ///< what this function's own memory operations write
  std::vector<std::vector<char>> inClause_;
  std::vector<uint32_t> first_;   ///< per block, its first statement in unitsAt_
  std::vector<StmtUnits> unitsAt_;
  std::vector<Span> spans_;
  bool xcnt_ = true;
  isa::XcntPolicy policy_ = isa::XcntPolicy::Llvm;
  size_t limit_;
  std::set<std::pair<const ir::Stmt*, const ir::Stmt*>> reported_;
  /// Where a backward walk stands: statements [0, end) of the block are
  /// left; `mode` is what the consumer asks (a read, or which overwrite
  /// rule applies), since walks for different questions check different
  /// things on the way; the state leaves the issued counts out.
  struct Point {
    uint32_t block;
    uint32_t end;
    uint8_t mode;
    Walk walk;
    friend auto operator<=>(const Point&, const Point&) = default;
  };
  /// Per unit: the points already walked back from, with the smallest
  /// issued counts seen there.
  using Seen = std::map<Point, std::array<uint8_t, kSlots>>;
  bool walkedBefore(Seen& seen, const Point& at, const Walk& walk);
  bool settled(const Walk& w, uint8_t mode) const;
  std::map<uint32_t, Seen> seen_;
  size_t visited_ = 0;
  bool gaveUp_ = false;
};

void WaitChecker::checkUnit(uint32_t block, size_t index, uint32_t unit, bool read) {
  const ir::Stmt& consumer = fn_.blocks[block].stmts[index];
  struct Item {
    uint32_t block;
    size_t end; // statements [0, end) of the block remain to walk back over
    Walk walk;
  };
  std::vector<Item> work{{block, index, Walk{}}};
  // Shared by every consumer of the unit: a block end (or segment start)
  // already walked back from in the same state has had its producers
  // checked (and any failure reported at the consumer that got there first).
  Seen& seen = seen_[unit];
  uint8_t consumerOwn = isa::countersOf(*consumer.inst);
  bool consumerVmem = (consumerOwn & (isa::kLoadCnt | isa::kStoreCnt)) &&
                      !(consumerOwn & isa::kKmCnt);
  uint8_t mode = read                               ? 0
                 : !xcnt_ || inClause_[block][index] ? 1
                 : consumerVmem                      ? 2
                                                     : 3;
  while (!work.empty()) {
    Item it = work.back();
    work.pop_back();
    const ir::Block& blk = fn_.blocks[it.block];
    bool stopped = false;
    for (size_t i = it.end; i-- > 0 && !stopped;) {
      if (settled(it.walk, mode)) {
        stopped = true;
        break;
      }
      // A long block is memoised at every kSegment-th statement as at its
      // end: otherwise each consumer walks back over the whole block to a
      // register written once at the top (quadratic in a block of a
      // million lines).
      if ((i + 1) % kSegment == 0 && i + 1 != it.end &&
          walkedBefore(seen, {it.block, uint32_t(i + 1), mode, it.walk}, it.walk)) {
        stopped = true;
        break;
      }
      if (++visited_ > limit_) {
        if (!gaveUp_)
          diags_.warning(consumer.loc, 1,
                         "wait check gave up on a long search; waits after this point "
                         "are not fully verified",
                         kWaitSearchLimit);
        gaveUp_ = true;
        return;
      }
      const ir::Stmt& s = blk.stmts[i];
      if (s.kind != ir::StmtKind::Instr || s.isFence()) {
        if (s.isFence())
          stopped = true; // unknown code: it waited or not, we cannot say
        continue;
      }
      const isa::InstrInfo& info = isa::instrInfo(s.inst->opcode);
      if (info.cls == isa::InstrClass::Wait) {
        WaitValues w = waitValues(s);
        for (int k = 0; k < kSlots; ++k) {
          it.walk.slack[k] = std::min(it.walk.slack[k], std::min(w.n[k], 64));
          if (it.walk.slack[k] == 64)
            it.walk.slack[k] = INT_MAX; // a wait above the width limits nothing
          it.walk.zero[k] |= w.n[k] == 0;
        }
        continue;
      }
      uint8_t counters = isa::countersOf(*s.inst);
      isa::Opcode name(s.inst->opcode);
      bool workgroupId = !s.inst->operands.empty() &&
                         s.inst->operands[0].kind == ir::OperandKind::Imm &&
                         isa::signExtend16(s.inst->operands[0].value) == -1;
      if (name == "s_barrier_wait" && workgroupId)
        it.walk.workgroupWaited = true;
      const StmtUnits& su = unitsAt(it.block, i);
      bool writes = inSpans(&spans_[su.writes], su.writeCount, unit);
      // An outstanding memory operation reads the unit the consumer
      // overwrites (WAR, xcnt): was its translation done?
      if (!read && xcnt_ && !inClause_[block][index] && (counters & isa::kXCnt) &&
          inSpans(&spans_[su.writes + su.writeCount], su.readCount, unit) && !writes)
        checkSourceOverwrite(consumer, s, info, counters, unit, it.walk);
      // A VMEM operation known complete here: every older translation is done.
      bool vmem = (counters & (isa::kLoadCnt | isa::kStoreCnt)) && !(counters & isa::kKmCnt);
      if (vmem && ((counters & isa::kLoadCnt) ? it.walk.slack[kLoad] : it.walk.slack[kStore]) <= 0)
        it.walk.vmemDone = true;
      // This operation writes the unit: is it still outstanding here?
      if (writes) {
        for (int k = 0; k < kResultSlots; ++k) {
          if (!(counters & kCounterBit[k]))
            continue;
          // Two loads into one register need a wait too: results may be
          // written out of order (LLVM 22 waits, VMEM and DS alike).
          // FLAT is out of order on dscnt only; on loadcnt it is ordered with
          // the other VMEM loads (gfx1250, as LLVM 22 waits).
          bool outOfOrder = k == kKm || (k == kDs && (it.walk.flat || info.cls == isa::InstrClass::Flat));
          bool covered = outOfOrder ? it.walk.zero[k]
                                    : it.walk.slack[k] <= 0 || it.walk.issued[k] >= 63;
          covered |= unit == isa::kSccUnit && name == "s_barrier_signal_isfirst" && workgroupId &&
                     it.walk.workgroupWaited;
          if (!covered && reported_.insert({&consumer, &s}).second) {
            diags_.error(consumer.loc, uint32_t(std::max<size_t>(1, consumer.name.size())),
                         std::string(read ? "reads" : "overwrites") + " " +
                             registerName(unit) + " before the " +
                             std::string(isa::counterName(std::countr_zero(
                                 unsigned(kCounterBit[k])))) +
                             " operation that writes it is known to be complete");
            diags_.note(s.loc, uint32_t(std::max<size_t>(1, s.name.size())),
                        "the operation that writes it");
          }
        }
        stopped = true; // the last writer decides
        continue;
      }
      // Otherwise it is one more operation younger than the producer.
      // (Saturated at 0, "covered", so that loops give finitely many states.)
      for (int k = 0; k < kSlots; ++k) {
        if ((counters & kCounterBit[k]) && it.walk.slack[k] != INT_MAX)
          it.walk.slack[k] = std::max(0, it.walk.slack[k] - 1);
        if (counters & kCounterBit[k])
          it.walk.issued[k] = uint8_t(std::min(63, it.walk.issued[k] + 1));
      }
      it.walk.flat |= info.cls == isa::InstrClass::Flat;
    }
    if (stopped)
      continue;
    if (it.block == 0 && fn_.callable &&
        !(it.walk.zero[kLoad] && it.walk.zero[kDs] && it.walk.zero[kKm]))
      reportCallerPending(consumer, unit, read);
    bool labelled = !blk.labels().empty();
    if (blk.preds.empty() && labelled && it.block != 0)
      continue; // entered from code we cannot see
    for (uint32_t p : blk.preds) {
      uint32_t end = uint32_t(fn_.blocks[p].stmts.size());
      if (!walkedBefore(seen, {p, end, mode, it.walk}, it.walk))
        work.push_back({p, end, it.walk});
    }
  }
}

// Whether every producer further back is already known complete, whatever
// it is, so that the walk can find nothing more: the unordered counters
// (kmcnt, and dscnt when FLAT may be involved) were waited to 0 and the
// loads are covered; for an overwrite, so are the translations the xcnt
// rules ask about. Walks only ever become more covered, so it stays true.
// Without this stop a register written once at the top of a kernel sent
// every reader's walk through every loop above it.
bool WaitChecker::settled(const Walk& w, uint8_t mode) const {
  if (!w.zero[kKm] || !w.zero[kDs] || !(w.slack[kLoad] <= 0 || w.issued[kLoad] >= 63))
    return false;
  if (fn_.callable && !w.zero[kLoad])
    return false; // the entry check asks for a wait for 0
  return mode <= 1 || mode == 2 || w.slack[kX] <= 0 || w.zero[kX] || w.vmemDone;
}

// A walk with at least the issued counts of one already made from the same
// point and state is covered by it (more issued operations only complete
// more producers); keeping the counts out of the key keeps the number of
// states small.
bool WaitChecker::walkedBefore(Seen& seen, const Point& at, const Walk& walk) {
  Point key = at;
  key.walk.issued.fill(0);
  auto [entry, fresh] = seen.try_emplace(key, walk.issued);
  if (fresh)
    return false;
  bool dominated = true;
  for (int k = 0; k < kSlots; ++k) {
    dominated &= walk.issued[k] >= entry->second[k];
    entry->second[k] = std::min(entry->second[k], walk.issued[k]);
  }
  return dominated;
}

void WaitChecker::recordUnits(const ir::Stmt& s, isa::MsbState msb) {
  StmtUnits su{uint32_t(spans_.size()), 0, 0};
  if (s.kind == ir::StmtKind::Instr && !s.isFence()) {
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
    if (isa::countersOf(*s.inst) & isa::kXCnt)
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

void WaitChecker::checkSourceOverwrite(const ir::Stmt& consumer, const ir::Stmt& producer,
                                       const isa::InstrInfo& info, uint8_t counters,
                                       uint32_t unit, const Walk& walk) {
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
  if (covered || (!hazard && policy_ == isa::XcntPolicy::Hazard) ||
      !reported_.insert({&consumer, &producer}).second)
    return;
  std::string message = "overwrites " + registerName(unit) +
                        " while a memory operation that reads it may still be translating "
                        "(needs s_wait_xcnt)";
  uint32_t length = uint32_t(std::max<size_t>(1, consumer.name.size()));
  if (hazard)
    diags_.error(consumer.loc, length, message);
  else
    diags_.warning(consumer.loc, length, message, kXcntLlvm);
  diags_.note(producer.loc, uint32_t(std::max<size_t>(1, producer.name.size())),
              "the operation that reads it");
}

} // namespace

const std::vector<std::string_view>& waitWarningCategories() {
  static const std::vector<std::string_view> all = {kWaitSearchLimit, kXcntLlvm, kLdsDma};
  return all;
}

void checkWaits(const ir::Module& module, DiagEngine& diags, const WaitCheckOptions& options) {
  for (const ir::Function& fn : module.functions)
    if (fn.isKernel || module.functions.size() == 1) {
      checkWaitCounts(fn, diags, options.xcnt);
      checkLdsDma(fn, diags);
      WaitChecker c(fn, diags, options);
      c.collectMemoryWrites();
      c.run();
    }
}

} // namespace silken::check
