// `silken check`, waits (wait_check.h): the backward walk from a consumer
// to every producer of one register unit, and the public entry point. The
// per-statement units and the reports are in wait_check_scan.cpp.
#include "check/wait_checker.h"
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
namespace waits {

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
      const StmtUnits& su = unitsAt(it.block, i);
      if (su.kind == kOther)
        continue;
      if (su.kind == kFenceStmt) {
        stopped = true; // unknown code: it waited or not, we cannot say
        continue;
      }
      if (su.kind == kWaitStmt) {
        for (int k = 0; k < kSlots; ++k) {
          int n = su.wait[k] == kNoLimit ? INT_MAX : su.wait[k];
          it.walk.slack[k] = std::min(it.walk.slack[k], std::min(n, 64));
          if (it.walk.slack[k] == 64)
            it.walk.slack[k] = INT_MAX; // a wait above the width limits nothing
          it.walk.zero[k] |= n == 0;
        }
        continue;
      }
      uint8_t counters = su.counters;
      if (su.flags & kWorkgroupBarrierWait)
        it.walk.workgroupWaited = true;
      bool writes = inSpans(&spans_[su.writes], su.writeCount, unit);
      // An outstanding memory operation reads the unit the consumer
      // overwrites (WAR, xcnt): was its translation done?
      if (!read && xcnt_ && !inClause_[block][index] && (counters & isa::kXCnt) &&
          inSpans(&spans_[su.writes + su.writeCount], su.readCount, unit) && !writes)
        checkSourceOverwrite(consumer, blk.stmts[i], counters, unit, it.walk);
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
          bool outOfOrder = k == kKm || (k == kDs && (it.walk.flat || (su.flags & kIsFlat)));
          bool covered = outOfOrder ? it.walk.zero[k]
                                    : it.walk.slack[k] <= 0 || it.walk.issued[k] >= 63;
          covered |= unit == isa::kSccUnit && (su.flags & kWorkgroupIsfirst) &&
                     it.walk.workgroupWaited;
          const ir::Stmt& s = blk.stmts[i];
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
      it.walk.flat |= (su.flags & kIsFlat) != 0;
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

} // namespace waits

const std::vector<std::string_view>& waitWarningCategories() {
  static const std::vector<std::string_view> all = {kWaitSearchLimit, kXcntLlvm, kLdsDma};
  return all;
}

void checkWaits(const ir::Module& module, DiagEngine& diags, const WaitCheckOptions& options) {
  for (const ir::Function& fn : module.functions)
    if (fn.isKernel || module.functions.size() == 1) {
      checkWaitCounts(fn, diags, options.xcnt);
      checkLdsDma(fn, diags);
      waits::WaitChecker c(fn, diags, options);
      c.collectMemoryWrites();
      c.run();
    }
}

} // namespace silken::check
