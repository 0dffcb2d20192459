// The wait checker's working state, shared by wait_check.cpp (the backward
// walks from each consumer to its producers) and wait_check_scan.cpp (what
// every statement reads and writes, the walk over consumers, and the
// reports). Not part of the checker's API.
#pragma once

#include "check/wait_check.h"

#include "analysis/msb_state.h"
#include "isa/instr_info.h"
#include "semantics/def_use.h"

#include <algorithm>
#include <array>
#include <climits>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace silken::check::waits {

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
WaitValues waitValues(const ir::Stmt& s);

// "v12" (both halves are checked alike), "s4", "vcc_lo".
std::string registerName(uint32_t unit);

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
  /// An operation that completes out of order on kmcnt (scalar memory)
  /// lies between: the walk's kmcnt count of younger operations says
  /// nothing (the waits younger than it lose their credit as it is met).
  bool kmUnordered = false;
  /// Operations issued since, per slot (saturating): a counter holds at
  /// most 63, so an in-order producer with that many younger operations is
  /// complete.
  std::array<uint8_t, kSlots> issued{};
  friend auto operator<=>(const Walk&, const Walk&) = default;
};


class WaitChecker {
public:
  WaitChecker(const ir::Function& fn, DiagEngine& diags, const WaitCheckOptions& options);

  /// Checks every consumer of the function.
  void run();

  // Units some memory operation of the function writes: only they can be
  // pending. In a callable function the caller's operations may write any
  // VGPR or SGPR.
  void collectMemoryWrites();


private:
  /// The units a statement writes, and for an xcnt-counted operation those
  /// it reads, as runs of consecutive units: the backward walks ask each
  /// statement about one unit, and a full isa::defUse per visit was most
  /// of the check's time.
  struct Span {
    uint16_t begin, end;
  };
  /// What the walks ask of a statement, computed once (the ISA table,
  /// the operands and the wait decoding per visit were most of the time).
  enum StmtKind : uint8_t { kOther, kFenceStmt, kWaitStmt, kOperation };
  enum StmtFlag : uint8_t {
    kIsFlat = 1 << 0,
    kWorkgroupBarrierWait = 1 << 1, ///< s_barrier_wait -1
    kWorkgroupIsfirst = 1 << 2,     ///< s_barrier_signal_isfirst -1
    kKmUnordered = 1 << 3,          ///< out of order on kmcnt (isa::kmcntOutOfOrder)
    /// An out-of-order kmcnt operation may be outstanding as it issues
    /// (markKmUnorderedPending): then only kmcnt 0 says it is complete.
    kKmUnorderedPending = 1 << 4,
  };
  struct StmtUnits {
    uint32_t writes = 0; ///< first Span in spans_; the reads follow the writes
    uint16_t writeCount = 0, readCount = 0;
    uint8_t kind = kOther;
    uint8_t counters = 0; ///< isa::Counter bits
    uint8_t flags = 0;
    /// A wait: what it lets remain outstanding per slot (kNoLimit: none).
    std::array<uint8_t, kSlots> wait{};
    uint64_t writeBuckets = 0; ///< unitBuckets of what it writes
  };
  /// Bit k: some unit in [64k, 64k + 64) (bit 63: at or above): a walk
  /// asks whether a statement writes one of its open units, and most
  /// statements write none in the same 64-unit stretch.
  static uint64_t unitBucket(uint32_t unit) { return uint64_t(1) << std::min(unit / 64, 63u); }
  static uint64_t unitBuckets(const std::vector<uint32_t>& units) {
    uint64_t b = 0;
    for (uint32_t u : units)
      b |= unitBucket(u);
    return b;
  }
  static constexpr uint8_t kNoLimit = 255;
  void recordUnits(const ir::Stmt& s, isa::MsbState msb);
  void markKmUnorderedPending();
  static bool inSpans(const Span* spans, size_t count, uint32_t unit) {
    for (size_t k = 0; k < count; ++k)
      if (unit >= spans[k].begin && unit < spans[k].end)
        return true;
    return false;
  }
  /// Some unit of `units` (ascending) is in one of the spans: one search
  /// per span, where the walks would ask every open unit of every span.
  static bool anyInSpans(const Span* spans, size_t count, const std::vector<uint32_t>& units) {
    for (size_t k = 0; k < count; ++k) {
      auto it = std::lower_bound(units.begin(), units.end(), uint32_t(spans[k].begin));
      if (it != units.end() && *it < spans[k].end)
        return true;
    }
    return false;
  }
  const StmtUnits& unitsAt(uint32_t block, size_t index) const {
    return unitsAt_[first_[block] + index];
  }
  void checkUnits(uint32_t block, size_t index, const std::vector<uint32_t>& units, bool read);
  /// What a walk found for one unit, reported after the walk.
  struct Finding {
    enum Kind : uint8_t { kResult, kSource, kCaller } kind;
    uint32_t unit;
    const ir::Stmt* producer; ///< null for kCaller
    int slot;                 ///< kResult: the result counter
    bool hazard;              ///< kSource: an error (else LLVM's rule only: a warning)
  };
  void report(const ir::Stmt& consumer, const Finding& f, bool read);
  /// An overwrite of a source `producer` may still translate: nullopt when
  /// covered or not asked for by the policy, else whether the hazard rule
  /// asks (an error) or only LLVM's (a warning).
  std::optional<bool> sourceUncovered(const ir::Stmt& consumer, const ir::Stmt& producer,
                                      uint8_t counters, const Walk& walk) const;
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
  /// Some kmcnt producer completes in order (a message, no scalar memory
  /// outstanding): else the walks track only kmcnt 0 waits on kmcnt.
  bool kmInOrder_ = false;
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
  /// The points already walked back from, each with the units walked
  /// from there and the smallest issued counts seen for each (ascending by
  /// unit). A dense table: a slot per block end and per segment start
  /// (memoSlot), each with the few states walks reached it in, so a lookup
  /// costs one access where a tree or hash table of all points cost two or
  /// three cache misses once the points outgrew the cache.
  struct UnitIssued {
    uint32_t unit;
    std::array<uint8_t, kSlots> issued;
  };
  struct Memo {
    uint8_t mode;
    Walk walk; ///< issued counts zero: they are per unit
    std::vector<UnitIssued> done;
    /// Once `done` outgrows kDenseAt units: the same, indexed by unit
    /// (kAbsent: not walked), and `done` empty. Adding a few low units to
    /// a sorted list of hundreds moved the whole list, a tenth of `check`
    /// on the largest corpus kernel.
    std::vector<std::array<uint8_t, kSlots>> dense;
  };
  static constexpr size_t kDenseAt = 192;
  static constexpr uint8_t kAbsent = 0xff; // issued counts are at most 63
  std::vector<uint32_t> memoBase_; ///< per block, its first slot
  std::vector<std::vector<Memo>> memo_;
  /// Slot of the point "statements [0, end) of `block` remain": the block
  /// end, or a segment start (a multiple of kSegment).
  uint32_t memoSlot(uint32_t block, uint32_t end) const {
    size_t n = fn_.blocks[block].stmts.size();
    return memoBase_[block] + uint32_t(end == n ? n / kSegment : end / kSegment - 1);
  }
  /// Keeps of `open` (ascending) the units not walked back from `at`
  /// before in this state; records them. A walk with at least the issued
  /// counts of one already made from the same point and state is covered
  /// by it.
  void keepUnwalked(std::vector<uint32_t>& open, const Point& at, const Walk& walk);
  std::vector<UnitIssued> added_; ///< keepUnwalked's, its capacity kept
  bool settled(const Walk& w, uint8_t mode) const;
  size_t visited_ = 0;
  bool gaveUp_ = false;
};

} // namespace silken::check::waits
