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

// One walk for all the units a consumer reads (or, separately, overwrites):
// they share every step until a statement writes one of them, which
// settles that unit there, so the walk carries the set of units still
// open. The memo (`seen_`) stays per unit, and the findings are reported
// when the walk is done, by unit and then in the order found: exactly
// what one walk per unit reported (a consumer of a WMMA's 80 units walked
// the same statements 80 times).
void WaitChecker::checkUnits(uint32_t block, size_t index, const std::vector<uint32_t>& units,
                             bool read) {
  const ir::Stmt& consumer = fn_.blocks[block].stmts[index];
  struct Item {
    uint32_t block;
    size_t end; // statements [0, end) of the block remain to walk back over
    Walk walk;
    std::vector<uint32_t> units; // ascending
    uint64_t buckets;            // unitBuckets(units)
  };
  std::vector<Item> work{{block, index, Walk{}, units, unitBuckets(units)}};
  std::vector<Finding> found;
  uint8_t consumerOwn = isa::countersOf(*consumer.inst);
  bool consumerVmem = (consumerOwn & (isa::kLoadCnt | isa::kStoreCnt)) &&
                      !(consumerOwn & isa::kKmCnt);
  uint8_t mode = read                               ? 0
                 : !xcnt_ || inClause_[block][index] ? 1
                 : consumerVmem                      ? 2
                                                     : 3;
  // The memo (keepUnwalked) is shared by every consumer of a unit: a block end
  // (or segment start) already walked back from in the same state has had
  // its producers checked (and any failure reported at the consumer that
  // got there first).
  bool gaveUp = false;
  // The consumer's part of the xcnt source rule (the statement's part is
  // whether it counts on xcnt): the same at every step of its walks.
  const bool consumerSourceRule = !read && xcnt_ && !inClause_[block][index];
  // The search budget counted in a local (a member is stored every step).
  size_t visited = visited_;
  const size_t limit = limit_;
  while (!work.empty() && !gaveUp) {
    Item it = std::move(work.back());
    work.pop_back();
    const ir::Block& blk = fn_.blocks[it.block];
    const StmtUnits* blockUnits = unitsAt_.data() + first_[it.block];
    bool stopped = false;
    bool walkChanged = true; // settled() is asked again only after the walk changed
    for (size_t i = it.end; i-- > 0 && !stopped;) {
      if (walkChanged && settled(it.walk, mode)) {
        stopped = true;
        break;
      }
      walkChanged = false;
      // A long block is memoised at every kSegment-th statement as at its
      // end: otherwise each consumer walks back over the whole block to a
      // register written once at the top (quadratic in a block of a
      // million lines).
      if ((i + 1) % kSegment == 0 && i + 1 != it.end) {
        keepUnwalked(it.units, {it.block, uint32_t(i + 1), mode, it.walk}, it.walk);
        it.buckets = unitBuckets(it.units);
        if (it.units.empty()) {
          stopped = true;
          break;
        }
      }
      if (++visited > limit) {
        gaveUp = true;
        break;
      }
      const StmtUnits& su = blockUnits[i];
      if (su.kind == kOther)
        continue;
      if (su.kind == kFenceStmt) {
        stopped = true; // unknown code: it waited or not, we cannot say
        continue;
      }
      if (su.kind == kWaitStmt) {
        walkChanged = true;
        for (int k = 0; k < kSlots; ++k) {
          int n = su.wait[k] == kNoLimit ? INT_MAX : su.wait[k];
          it.walk.zero[k] |= n == 0;
          if (k == kKm && !kmInOrder_)
            continue; // only kmcnt 0 counts here: fewer walk states
          it.walk.slack[k] = std::min(it.walk.slack[k], std::min(n, 64));
          if (it.walk.slack[k] == 64)
            it.walk.slack[k] = INT_MAX; // a wait above the width limits nothing
        }
        continue;
      }
      uint8_t counters = su.counters;
      if (su.flags & kWorkgroupBarrierWait)
        it.walk.workgroupWaited = true;
      const ir::Stmt& s = blk.stmts[i];
      bool sourceRule = consumerSourceRule && (counters & isa::kXCnt);
      // Most statements touch none of the open units: then each stays open.
      const Span* writeSpans = &spans_[su.writes];
      if (((su.writeBuckets & it.buckets) && anyInSpans(writeSpans, su.writeCount, it.units)) ||
          (sourceRule && anyInSpans(writeSpans + su.writeCount, su.readCount, it.units))) {
        size_t kept = 0;
        for (uint32_t unit : it.units) {
          bool writes = inSpans(&spans_[su.writes], su.writeCount, unit);
          // An outstanding memory operation reads the unit the consumer
          // overwrites (WAR, xcnt): was its translation done?
          if (sourceRule && !writes &&
              inSpans(&spans_[su.writes + su.writeCount], su.readCount, unit))
            if (std::optional<bool> hazard = sourceUncovered(consumer, s, counters, it.walk))
              found.push_back({Finding::kSource, unit, &s, 0, *hazard});
          if (!writes) {
            it.units[kept++] = unit;
            continue;
          }
          // This operation writes the unit: is it still outstanding here?
          // The last writer decides: the unit's walk ends.
          for (int k = 0; k < kResultSlots; ++k) {
            if (!(counters & kCounterBit[k]))
              continue;
            // Two loads into one register need a wait too: results may be
            // written out of order (LLVM 22 waits, VMEM and DS alike).
            // FLAT is out of order on dscnt only; on loadcnt it is ordered with
            // the other VMEM loads (gfx1250, as LLVM 22 waits).
            // kmcnt is out of order once scalar memory may be outstanding
            // (this operation, an older one, or a younger one: that one
            // took the credit of the waits after it as the walk met it).
            bool outOfOrder =
                (k == kKm && (su.flags & (kKmUnordered | kKmUnorderedPending))) ||
                (k == kDs && (it.walk.flat || (su.flags & kIsFlat)));
            bool counted = it.walk.issued[k] >= 63 && !(k == kKm && it.walk.kmUnordered);
            bool covered = outOfOrder ? it.walk.zero[k] : it.walk.slack[k] <= 0 || counted;
            covered |= unit == isa::kSccUnit && (su.flags & kWorkgroupIsfirst) &&
                       it.walk.workgroupWaited;
            if (!covered)
              found.push_back({Finding::kResult, unit, &s, k, false});
          }
        }
        it.units.resize(kept);
        it.buckets = unitBuckets(it.units);
        if (it.units.empty()) {
          stopped = true;
          continue;
        }
      }
      if (counters) {
        walkChanged = true;
        // A VMEM operation known complete here: every older translation is done.
        bool vmem = (counters & (isa::kLoadCnt | isa::kStoreCnt)) && !(counters & isa::kKmCnt);
        if (vmem &&
            ((counters & isa::kLoadCnt) ? it.walk.slack[kLoad] : it.walk.slack[kStore]) <= 0)
          it.walk.vmemDone = true;
        // Otherwise it is one more operation younger than the producer.
        // (Saturated at 0, "covered", so that loops give finitely many states.)
        for (int k = 0; k < kSlots; ++k) {
          if ((counters & kCounterBit[k]) && it.walk.slack[k] != INT_MAX)
            it.walk.slack[k] = std::max(0, it.walk.slack[k] - 1);
          if (counters & kCounterBit[k])
            it.walk.issued[k] = uint8_t(std::min(63, it.walk.issued[k] + 1));
        }
      }
      if (su.flags & (kIsFlat | kKmUnordered))
        walkChanged = true;
      it.walk.flat |= (su.flags & kIsFlat) != 0;
      if ((su.flags & kKmUnordered) && kmInOrder_) {
        // Outstanding at every younger wait it precedes: their N > 0 say
        // nothing about an older producer (kmcnt 0 does: `zero`).
        it.walk.slack[kKm] = it.walk.zero[kKm] ? 0 : INT_MAX;
        it.walk.kmUnordered = true;
      }
    }
    if (stopped || gaveUp)
      continue;
    if (it.block == 0 && fn_.callable &&
        !(it.walk.zero[kLoad] && it.walk.zero[kDs] && it.walk.zero[kKm]))
      for (uint32_t unit : it.units)
        found.push_back({Finding::kCaller, unit, nullptr, 0, false});
    bool labelled = !blk.labels().empty();
    if (blk.preds.empty() && labelled && it.block != 0)
      continue; // entered from code we cannot see
    for (uint32_t p : blk.preds) {
      uint32_t end = uint32_t(fn_.blocks[p].stmts.size());
      std::vector<uint32_t> open = it.units;
      keepUnwalked(open, {p, end, mode, it.walk}, it.walk);
      if (!open.empty()) {
        uint64_t buckets = unitBuckets(open);
        work.push_back({p, end, it.walk, std::move(open), buckets});
      }
    }
  }
  visited_ = visited;
  std::stable_sort(found.begin(), found.end(),
                   [](const Finding& a, const Finding& b) { return a.unit < b.unit; });
  for (const Finding& f : found)
    report(consumer, f, read);
  if (gaveUp && !gaveUp_)
    diags_.warning(consumer.loc, 1,
                   "wait check gave up on a long search; waits after this point "
                   "are not fully verified",
                   kWaitSearchLimit);
  gaveUp_ |= gaveUp;
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

// More issued operations only complete more producers, so a walk with at
// least the issued counts of one already made from the same point and state
// is covered by it; keeping the counts out of the key keeps the number of
// states small.
void WaitChecker::keepUnwalked(std::vector<uint32_t>& open, const Point& at, const Walk& walk) {
  Walk key = at.walk;
  key.issued.fill(0);
  std::vector<Memo>& states = memo_[memoSlot(at.block, at.end)];
  auto it = std::find_if(states.begin(), states.end(),
                         [&](const Memo& m) { return m.mode == at.mode && m.walk == key; });
  if (it == states.end())
    it = states.insert(states.end(), Memo{at.mode, key, {}, {}});
  size_t kept = 0; // the units kept, compacted in place (in order)
  // A unit walked before from here with issued counts all at most these
  // covers this walk; the counts kept are the smallest seen.
  auto walkedBefore = [&](std::array<uint8_t, kSlots>& known) {
    bool dominated = true;
    for (int k = 0; k < kSlots; ++k) {
      dominated &= walk.issued[k] >= known[k];
      known[k] = std::min(known[k], walk.issued[k]);
    }
    return dominated;
  };
  if (std::vector<std::array<uint8_t, kSlots>>& dense = it->dense; !dense.empty()) {
    for (uint32_t u : open) {
      std::array<uint8_t, kSlots>& known = dense[u];
      if (known[0] == kAbsent) {
        known = walk.issued;
        open[kept++] = u;
      } else if (!walkedBefore(known)) {
        open[kept++] = u;
      }
    }
    open.resize(kept);
    return;
  }
  std::vector<UnitIssued>& done = it->done;
  std::vector<UnitIssued>& added = added_;
  added.clear();
  size_t j = 0;
  // A point's list holds every unit walked through it, a walk often only
  // a few: then a search per unit, else one scan along.
  const bool search = open.size() * 16 < done.size();
  for (uint32_t u : open) {
    if (search)
      j = size_t(std::lower_bound(done.begin() + std::ptrdiff_t(j), done.end(), u,
                                  [](const UnitIssued& d, uint32_t unit) { return d.unit < unit; }) -
                 done.begin());
    else
      while (j < done.size() && done[j].unit < u)
        ++j;
    if (j == done.size() || done[j].unit != u) {
      added.push_back({u, walk.issued});
      open[kept++] = u;
      continue;
    }
    if (!walkedBefore(done[j].issued))
      open[kept++] = u;
  }
  open.resize(kept);
  if (!added.empty()) { // merged in place from the back: nothing moves twice
    size_t from = done.size(), to = done.size() + added.size(), k = added.size();
    done.resize(to);
    while (k > 0)
      done[--to] = from > 0 && done[from - 1].unit > added[k - 1].unit ? done[--from]
                                                                        : added[--k];
  }
  if (done.size() > kDenseAt) { // units are register units, below isa::kNumUnits
    std::vector<std::array<uint8_t, kSlots>>& dense = it->dense;
    dense.assign(isa::kNumUnits, {kAbsent, kAbsent, kAbsent, kAbsent, kAbsent});
    for (const UnitIssued& d : done)
      dense[d.unit] = d.issued;
    done = {};
  }
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
