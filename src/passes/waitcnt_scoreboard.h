// The waitcnt pass's state on one path: for each gfx1250 counter, how many
// operations may be outstanding and of which kinds, and for each register
// unit with a pending write, how many operations of that counter were
// issued after it ("younger"). A wait `s_wait_<counter> N` guarantees that
// at most N are outstanding, so a register is safe once the outstanding
// count is at most its younger count.
#pragma once

#include "passes/waitcnt_entries.h"
#include "semantics/def_use.h"
#include "isa/instr_info.h"
#include "isa/wait_codec.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <tuple>
#include <utility>
#include <vector>

namespace silken::passes::wc {

constexpr int kCounters = isa::kNumCounters; // bit i of isa::Counter
constexpr uint8_t kNotPending = 0xff;
/// LDS buffer N of an annotation is pseudo unit kTokenBase + N.
constexpr uint32_t kTokenBase = 1u << 20;

/// The largest value each counter's wait can encode.
constexpr std::array<uint8_t, kCounters> kMaxWait = [] {
  std::array<uint8_t, kCounters> m{};
  for (int c = 0; c < kCounters; ++c)
    m[size_t(c)] = uint8_t(isa::kMaxWaitValue[size_t(c)]);
  return m;
}();

enum Counter : int { kLoad = 0, kStore, kDs, kKm, kX, kAsync, kTensor };

/// Kinds of events, to tell when a counter may complete out of order.
enum Event : uint16_t {
  kEvVmemLoad = 1 << 0,
  kEvVmemOther = 1 << 1, ///< cache invalidation and the like
  kEvFlat = 1 << 2,      ///< may count on both loadcnt and dscnt
  kEvVmemStore = 1 << 3,
  kEvDs = 1 << 4,
  kEvSmem = 1 << 5,
  kEvMessage = 1 << 6,
  kEvXVmem = 1 << 7,
  kEvXSmem = 1 << 8,
  kEvAsyncLoad = 1 << 9,
  kEvAsyncStore = 1 << 10,
  kEvTensor = 1 << 11,
  kEvWriteback = 1 << 12, ///< global_wb / global_wbinv on storecnt
  kEvUnknown = 1 << 13,   ///< issued by code this function does not show (its caller)
};

/// One unit (or token) with a write pending on one counter. A unit pending
/// on two counters has two entries.
struct Entry {
  uint32_t id;       ///< register unit, or kTokenBase + N
  uint32_t producer; ///< line of the youngest producer
  uint8_t counter;
  uint8_t younger;    ///< operations on the counter issued after it
  bool xSmem = false; ///< an xcnt entry: a source of an outstanding SMEM
  bool xFlat = false; ///< ... of an outstanding FLAT operation
  friend bool operator==(const Entry&, const Entry&) = default;
};

/// Which sources of outstanding operations an xcnt question is about.
enum class XSources : uint8_t {
  All,        ///< every VMEM and SMEM source
  Smem,       ///< only SMEM sources (VMEM translations are in order)
  SmemOrFlat, ///< SMEM and FLAT sources (the hazard policy)
  Flat,       ///< ... of FLAT only, no SMEM
  None,
};

class Scoreboard {
public:
  /// An operation counting on `counter` was issued: it writes `units` (its
  /// results, or for xcnt its sources), and is of kind `event`.
  /// `flat`: the operation is FLAT (flat_*), for the xcnt hazard policy;
  /// `atomic`: an atomic (on storecnt when it returns nothing).
  void issue(int counter, uint16_t event, const isa::RegUnits& units, uint32_t line,
             const std::vector<uint32_t>& extraIds = {}, bool flat = false,
             bool atomic = false);
  /// The same with the units and tokens as `ids`, ascending, each once.
  void issueIds(int counter, uint16_t event, const std::vector<uint32_t>& ids, uint32_t line,
                bool flat = false, bool atomic = false);
  /// A DS store (or atomic) was issued: the release before a workgroup
  /// barrier must see it complete.
  void noteDsStore(uint32_t line);
  /// `s_wait_<counter> n` executed.
  void applyWait(int counter, unsigned n);
  /// The entry of a callable function: the caller's loads, LDS operations
  /// and scalar loads may be in flight, writing any register, and its
  /// stores are pending.
  void enterCallable();
  /// `s_barrier_wait -1` executed: the SCC of an `s_barrier_signal_isfirst
  /// -1` before it has arrived (the wave passed the barrier its signal
  /// joined; LLVM 22 reads that SCC without a kmcnt wait then).
  void workgroupBarrierWaited();
  /// An `s_barrier_signal_isfirst` was issued; `workgroup`: on id -1.
  void noteIsfirst(bool workgroup) { sccFromWorkgroupIsfirst_ = workgroup; }
  /// After a call returned: the callee waited for everything but its
  /// stores (the calling convention), which are pending.
  void afterCall();

  /// The weakest wait on `counter` after which every unit in `units` is
  /// safe, or nullopt if none is pending. 0 when the counter may complete
  /// out of order. `producer` receives the line of a producer that forced it.
  /// `sources`: for xcnt, which sources of outstanding operations count.
  std::optional<unsigned> required(int counter, const isa::RegUnits& units,
                                   uint32_t* producer = nullptr,
                                   XSources sources = XSources::All) const;
  /// required() of the units in `runs`' runs of `sets` (isa::UnitRuns'
  /// kReads or kWrites): the same answer, without the 2,199-bit set.
  std::optional<unsigned> required(int counter, const isa::UnitRuns& runs, uint32_t sets,
                                   uint32_t* producer = nullptr,
                                   XSources sources = XSources::All) const;
  /// Whether any of `units` may have a result pending on loadcnt, dscnt or
  /// kmcnt (a quick test before asking `required` per counter).
  /// Asked of what an instruction reads and writes.
  bool anyResultPending(const isa::UnitRuns& regs) const {
    if (unknownWrites_[kLoad] || unknownWrites_[kDs] || unknownWrites_[kKm])
      return true;
    if (!(summary_[kLoad] | summary_[kDs] | summary_[kKm]))
      return false; // nothing pending
    constexpr uint32_t kUsed = isa::UnitRuns::kReads | isa::UnitRuns::kWrites;
    uint64_t buckets = 0; // of all the runs: one walk of them decides most questions
    for (uint32_t run : regs)
      if (isa::UnitRuns::sets(run) & kUsed)
        buckets |= bucketsOf(isa::UnitRuns::first(run), isa::UnitRuns::end(run));
    for (int c : {kLoad, kDs, kKm})
      if ((summary_[c] & buckets) && anyPendingIn(c, regs, kUsed))
        return true;
    return false;
  }
  /// The units of `units` with a write (or for xcnt a read) pending on
  /// `counter`, for remarks.
  isa::RegUnits pendingUnits(int counter, const isa::RegUnits& units) const;
  /// The same for pseudo units (LDS buffer tokens, kTokenBase + N).
  std::optional<unsigned> requiredIds(int counter, const std::vector<uint32_t>& ids,
                                      uint32_t* producer = nullptr) const;
  /// The wait on dscnt that completes every DS store issued so far.
  std::optional<unsigned> requiredForDsStores(uint32_t* producer = nullptr) const;
  /// f(id) for each id at or above `from` pending on `counter`, ascending.
  template <class F>
  void forEachPendingFrom(int counter, uint32_t from, F f) const {
    const std::vector<Entry>& regs = regs_[counter].view();
    auto it = std::lower_bound(regs.begin(), regs.end(), from,
                               [](const Entry& e, uint32_t id) { return e.id < id; });
    for (; it != regs.end(); ++it)
      f(it->id);
  }

  unsigned outstanding(int counter) const { return pending_[counter]; }
  /// Non-returning atomics that may be outstanding on storecnt.
  unsigned atomicStores() const { return atomicStores_; }
  /// Kinds of operations pending on a counter (Event bits).
  uint16_t pendingEvents(int counter) const { return events_[counter]; }
  bool outOfOrder(int counter) const;

  /// Merge at a CFG join: the worse of both paths.
  void join(const Scoreboard& other);
  /// Equal states (the summaries are derived from the entries).
  friend bool operator==(const Scoreboard& a, const Scoreboard& b);

private:
  void applyOne(int counter, unsigned n);
  /// Recomputes `counter`'s summary from its entries (after some left).
  void resummarize(int counter);
  /// Some entry of `counter` is a unit of a run of `runs` in `sets`.
  bool anyPendingIn(int counter, const isa::UnitRuns& runs, uint32_t sets) const;
  /// f(entries, end) for each run of `runs` in `sets` whose buckets the
  /// summary holds: `counter`'s entries from the first at or above the
  /// run's first unit on, and the unit the run ends before; stops at the
  /// first f that returns true (and says so).
  template <class F>
  bool anyRunEntries(int counter, const isa::UnitRuns& runs, uint32_t sets, F&& f) const;
  /// Bit k of a summary: units [64k, 64k + 64) (2,199 units: 35 bits).
  static uint64_t bucketsOf(uint32_t first, uint32_t end) {
    uint32_t lo = first / 64, hi = (end - 1) / 64;
    return (hi >= 63 ? ~0ull : (2ull << hi) - 1) & (~0ull << lo);
  }
  const Entry* find(uint32_t id, int counter) const;
  template <class Each>
  std::optional<unsigned> requiredOf(int counter, Each&& each, bool anyGpr, uint32_t* producer,
                                     XSources sources) const;
  /// Makes `ids` (ascending) pending on `counter` as of `line`, issued
  /// just now: one merge, not one insertion per id.
  void markIssued(const std::vector<uint32_t>& ids, int counter, uint32_t line, bool xSmem,
                  bool xFlat);
  auto key() const {
    return std::tie(pending_, events_, unknownWrites_, regs_, ownStores_, atomicStores_,
                    sccFromWorkgroupIsfirst_, dsStoreYounger_, dsStoreProducer_);
  }

  std::array<uint8_t, kCounters> pending_{};
  std::array<uint16_t, kCounters> events_{};
  /// Operations of unknown origin (kEvUnknown) may write any VGPR or SGPR.
  std::array<bool, kCounters> unknownWrites_{};
  /// Per counter, its pending units, sorted by id (deterministic
  /// iteration). Flat vectors of 12-byte entries, not a std::map of
  /// per-unit records: a block's state is copied and compared at every
  /// join, and the tree's 90 bytes per unit held most of the pass's peak
  /// memory on a million-line file. One per counter: an operation ages,
  /// merges and drops only its own counter's entries, and a copy of the
  /// state shares the others (waitcnt_entries.h).
  std::array<EntryList<Entry>, kCounters> regs_;
  /// Per counter, which 64-unit buckets hold a pending register unit (a
  /// fast filter before the entries' binary search; tokens are not in it).
  /// Eight bytes, not a 2,199-bit mask: a state is copied at every join
  /// and per-block walk, and the masks (2 KB a state) were rebuilt and
  /// freed at each, a tenth of the default chain on a 200k-line kernel.
  std::array<uint64_t, kCounters> summary_{};
  /// Stores this function issued that may be outstanding (pending_[kStore]
  /// also counts the caller's or a callee's, whose translations are done).
  uint8_t ownStores_ = 0;
  uint8_t atomicStores_ = 0; ///< non-returning atomics on storecnt (an acquire waits)
  bool sccFromWorkgroupIsfirst_ = true; ///< every pending isfirst SCC is from id -1
  uint8_t dsStoreYounger_ = kNotPending;
  uint32_t dsStoreProducer_ = 0;
};

inline bool operator==(const Scoreboard& a, const Scoreboard& b) { return a.key() == b.key(); }

} // namespace silken::passes::wc
