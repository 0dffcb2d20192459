// Register def/use of one instruction, in register units.
//
// Units are the smallest pieces the analyses track:
//   VGPR halves   v0.l, v0.h, ... v1023.h   (true16 halves are tracked as
//                 halves; a full VGPR operand reads or writes both)
//   SGPRs s0..s127, trap temporaries ttmp0..15, vcc_lo/hi, exec_lo/hi, m0,
//   scc, and the s_set_vgpr_msb window state.
// A VGPR operand vN names physical register (window << 8) + N, where the
// window comes from the s_set_vgpr_msb state for that operand slot. When
// the state is unknown, the operand may name any of the four windows: all
// four are read/written, and none is killed.
#pragma once

#include "ir/module.h"
#include "isa/instr_info.h"

#include <algorithm>
#include <array>
#include <bitset>
#include <cstdint>
#include <string>
#include <vector>

namespace silken::isa {

constexpr uint32_t kNumVgprs = 1024;
constexpr uint32_t kVgprUnitBase = 0;                      // 2 units per VGPR
constexpr uint32_t kNumVgprUnits = 2 * kNumVgprs;
constexpr uint32_t kSgprUnitBase = kVgprUnitBase + kNumVgprUnits;
constexpr uint32_t kNumSgprUnits = 128;
constexpr uint32_t kTtmpUnitBase = kSgprUnitBase + kNumSgprUnits;
constexpr uint32_t kVccLoUnit = kTtmpUnitBase + 16;
constexpr uint32_t kVccHiUnit = kVccLoUnit + 1;
constexpr uint32_t kExecLoUnit = kVccHiUnit + 1;
constexpr uint32_t kExecHiUnit = kExecLoUnit + 1;
constexpr uint32_t kM0Unit = kExecHiUnit + 1;
constexpr uint32_t kSccUnit = kM0Unit + 1;
constexpr uint32_t kMsbUnit = kSccUnit + 1;
constexpr uint32_t kNumUnits = kMsbUnit + 1;

using RegUnits = std::bitset<kNumUnits>;

/// A RegUnits as its words, read in place. libstdc++'s bitset (whose
/// _Find_first the analyses already use) is a standard-layout array of
/// unsigned long, unit u at bit u % 64 of word u / 64, the bits past
/// kNumUnits clear. For the hot tests below: `a & b` builds a 280-byte
/// temporary, which the waitcnt scoreboard did several times per statement.
constexpr size_t kUnitWords = (kNumUnits + 63) / 64;
static_assert(sizeof(unsigned long) == 8 && sizeof(RegUnits) == kUnitWords * 8);
inline const unsigned long* unitWords(const RegUnits& u) {
  return reinterpret_cast<const unsigned long*>(&u);
}

/// Some unit is in both sets.
inline bool intersects(const RegUnits& a, const RegUnits& b) {
  const unsigned long *x = unitWords(a), *y = unitWords(b);
  for (size_t w = 0; w < kUnitWords; ++w)
    if (x[w] & y[w])
      return true;
  return false;
}

/// Some unit of [first, end) is in `a`.
inline bool anyInRange(const RegUnits& a, uint32_t first, uint32_t end) {
  const unsigned long* x = unitWords(a);
  for (uint32_t w = first / 64; w * 64 < end; ++w) {
    unsigned long m = ~0ul;
    if (w == first / 64)
      m &= ~0ul << (first % 64);
    if (end - w * 64 < 64)
      m &= (1ul << (end - w * 64)) - 1;
    if (x[w] & m)
      return true;
  }
  return false;
}

/// f(word, mask) for each word of `a` that [first, end) (not empty) meets,
/// with the range's bits in it: the first and last words masked, whole
/// words between.
template <class F>
inline void forRangeWords(RegUnits& a, uint32_t first, uint32_t end, F&& f) {
  auto* x = reinterpret_cast<unsigned long*>(&a);
  const uint32_t head = first / 64, last = (end - 1) / 64;
  const unsigned long from = ~0ul << (first % 64), upTo = ~0ul >> (63 - (end - 1) % 64);
  if (head == last) {
    f(x[head], from & upTo);
    return;
  }
  f(x[head], from);
  for (uint32_t w = head + 1; w < last; ++w)
    f(x[w], ~0ul);
  f(x[last], upTo);
}

/// Adds the units [first, end) (not empty) to `a`.
inline void setRange(RegUnits& a, uint32_t first, uint32_t end) {
  forRangeWords(a, first, end, [](unsigned long& word, unsigned long mask) { word |= mask; });
}

/// Removes the units [first, end) (not empty) from `a`.
inline void resetRange(RegUnits& a, uint32_t first, uint32_t end) {
  forRangeWords(a, first, end, [](unsigned long& word, unsigned long mask) { word &= ~mask; });
}

/// f(unit) for every unit in both sets, in order.
template <class F>
void forEachCommonUnit(const RegUnits& a, const RegUnits& b, F&& f) {
  const unsigned long *x = unitWords(a), *y = unitWords(b);
  for (size_t w = 0; w < kUnitWords; ++w)
    for (unsigned long bits = x[w] & y[w]; bits; bits &= bits - 1)
      f(uint32_t(w * 64 + size_t(__builtin_ctzl(bits))));
}

/// The s_set_vgpr_msb state: bits [1:0] src0, [3:2] src1, [5:4] src2,
/// [7:6] dst. Kernels start with 0.
struct MsbState {
  bool known = true;
  uint8_t bits = 0;
  friend bool operator==(const MsbState&, const MsbState&) = default;
  /// Join at a CFG merge: equal states stay, different ones become unknown.
  static MsbState join(MsbState a, MsbState b) {
    return a == b ? a : MsbState{false, 0};
  }
};

struct DefUse {
  RegUnits reads;
  RegUnits writes; ///< may be written
  RegUnits kills;  ///< certainly overwritten in full (a subset of writes)
  bool fence = false; ///< unknown or opaque: reads and may write everything
};

/// Def/use of a statement under the MSB state in force before it. Vector
/// writes never kill: lanes disabled in EXEC keep their old values.
DefUse defUse(const ir::Stmt& stmt, MsbState msb);

/// The same def/use as runs of units: [first, end) and the sets (reads,
/// writes, kills) they are in. An instruction keeps its runs for the MSB
/// states asked (Inst::defUseMemo): computed once, read in place. For code
/// that walks the units, instead of building three 2,199-bit sets (most of
/// what a DefUse costs is clearing and copying its 840 bytes). A fence is
/// one run: every unit read and written, none killed.
class UnitRuns {
public:
  static constexpr uint32_t kReads = 1, kWrites = 2, kKills = 4;

  /// A packed run: first unit in bits 0-11, unit count 12-23, sets 24-26.
  static constexpr uint32_t pack(uint32_t first, uint32_t end, uint32_t sets) {
    return first | (end - first) << 12 | sets << 24;
  }
  static uint32_t first(uint32_t run) { return run & 0xfff; }
  static uint32_t end(uint32_t run) { return first(run) + ((run >> 12) & 0xfff); }
  static uint32_t sets(uint32_t run) { return run >> 24; }

  bool fence() const { return fence_; }
  const uint32_t* begin() const { return more_.empty() ? inline_.data() : more_.data(); }
  const uint32_t* end() const { return begin() + count_; }
  /// f(unit) for every unit in any of `sets`, in run order.
  template <class F>
  void forEachUnit(uint32_t sets, F&& f) const {
    for (uint32_t run : *this)
      if (UnitRuns::sets(run) & sets)
        for (uint32_t u = first(run), e = end(run); u < e; ++u)
          f(u);
  }
  /// Adds (`setUnits`) or removes (`resetUnits`) the units of the runs in
  /// one of `sets`, a run at a time (a word per 64 units, not a bit each:
  /// liveness walks every statement so).
  void setUnits(RegUnits& units, uint32_t sets) const {
    for (uint32_t run : *this)
      if (UnitRuns::sets(run) & sets)
        setRange(units, first(run), end(run));
  }
  void resetUnits(RegUnits& units, uint32_t sets) const {
    for (uint32_t run : *this)
      if (UnitRuns::sets(run) & sets)
        resetRange(units, first(run), end(run));
  }
  /// Some unit is in one of `sets`.
  bool any(uint32_t sets) const {
    for (uint32_t run : *this)
      if (UnitRuns::sets(run) & sets)
        return true;
    return false;
  }
  /// Some unit of [first, end) is in a run in one of `sets`.
  bool overlaps(uint32_t first, uint32_t end, uint32_t sets) const {
    for (uint32_t run : *this)
      if ((UnitRuns::sets(run) & sets) && UnitRuns::first(run) < end && first < UnitRuns::end(run))
        return true;
    return false;
  }
  /// It may write EXEC (either half).
  bool writesExec() const { return overlaps(kExecLoUnit, kExecHiUnit + 1, kWrites); }
  /// Some unit of a run in one of `sets` is in `units`.
  bool intersects(const RegUnits& units, uint32_t sets) const {
    for (uint32_t run : *this)
      if ((UnitRuns::sets(run) & sets) && anyInRange(units, first(run), end(run)))
        return true;
    return false;
  }
  /// ORs the runs into `du` (and its fence flag).
  void addTo(DefUse& du) const;

  /// A copy of `count` packed runs: a value of its own, whatever later
  /// questions do to the memo it was read from.
  static UnitRuns of(const uint32_t* runs, uint32_t count, bool fence) {
    UnitRuns r;
    r.count_ = count;
    r.fence_ = fence;
    if (count <= kInline)
      std::copy(runs, runs + count, r.inline_.begin());
    else
      r.more_.assign(runs, runs + count);
    return r;
  }
  /// The same for the first `count` runs of a whole array (a memo
  /// entry's): all N words copied, a fixed-size copy the compiler inlines
  /// (a copy of `count` words was a call to memmove per question, a tenth
  /// of each def/use lookup).
  template <size_t N>
  static UnitRuns ofArray(const uint32_t (&runs)[N], uint32_t count) {
    static_assert(N <= kInline, "the whole array fits inline");
    UnitRuns r;
    r.count_ = count;
    std::copy_n(runs, N, r.inline_.begin());
    return r;
  }
  /// `du` as runs.
  static UnitRuns owning(const DefUse& du);

private:
  static constexpr uint32_t kInline = 8; // an instruction keeps at most 6
  std::array<uint32_t, kInline> inline_{};
  uint32_t count_ = 0;
  bool fence_ = false;
  std::vector<uint32_t> more_; ///< the runs, when there are more than kInline
};

/// What an entry of an instruction's ir::DefUseMemo holds (its `state`;
/// semantics/def_use_memo.cpp fills them): nothing yet, the fence answer
/// (every state's), runs for one MSB state, too many runs to keep (for
/// one state), or runs for every state (the instruction names no VGPR).
enum MemoState : uint8_t { kMemoEmpty, kMemoFence, kMemoRuns, kMemoTooMany, kMemoAnyMsb };

/// Whether memo entry `e` was made for exactly the state `msb`.
inline bool memoSameState(const ir::DefUseMemo::Entry& e, MsbState msb) {
  return e.msbKnown == msb.known && e.msbBits == msb.bits;
}
/// Whether memo entry `e` holds the answer for `msb` (a kMemoTooMany entry
/// holds only the news that there is no room for it).
inline bool memoAnswers(const ir::DefUseMemo::Entry& e, MsbState msb) {
  return e.state == kMemoFence || e.state == kMemoAnyMsb || memoSameState(e, msb);
}

/// defUse as runs when the memo has no answer in its first entry.
UnitRuns defUseRunsAsked(const ir::Stmt& stmt, MsbState msb);

/// defUse as runs. Most questions find their answer in the instruction's
/// first memo entry: read here, inline (a call and a search per question
/// were a tenth of some passes' lookups).
inline UnitRuns defUseRuns(const ir::Stmt& stmt, MsbState msb) {
  if (stmt.kind == ir::StmtKind::Instr && stmt.inst && stmt.inst->defUseMemo) {
    const ir::DefUseMemo::Entry& e = stmt.inst->defUseMemo->entries[0];
    if (e.state == kMemoAnyMsb || (e.state == kMemoRuns && memoSameState(e, msb)))
      return UnitRuns::ofArray(e.runs, e.count);
  }
  return defUseRunsAsked(stmt, msb);
}
/// callOperandsDefUse of a call instruction as runs (computed each time).
UnitRuns callOperandsRunsOfCall(const ir::Stmt& stmt, MsbState msb);
/// callOperandsDefUse as runs (inline: asked of every instruction).
inline UnitRuns callOperandsRuns(const ir::Stmt& stmt, MsbState msb) {
  if (stmt.kind != ir::StmtKind::Instr || stmt.isFence() ||
      !instrInfo(stmt.inst->opcode).has(kCall))
    return defUseRuns(stmt, msb);
  return callOperandsRunsOfCall(stmt, msb);
}

/// A call's own operands only (the target read, the return address
/// written), without the unknown callee: what must be ready at the call
/// itself under the calling convention. Other statements: defUse.
DefUse callOperandsDefUse(const ir::Stmt& stmt, MsbState msb);

/// Whether the statement sets the MSB state (msbAfter's answer does not
/// depend on the state before it): s_set_vgpr_msb, a call, a fence. The
/// same tests as msbAfter's, kept apart: msbAfter written on top of it
/// cost 0.5% of a chain (tests/unit: the two agree on every kind).
inline bool setsMsb(const ir::Stmt& stmt) {
  if (stmt.isFence())
    return true;
  if (stmt.kind != ir::StmtKind::Instr)
    return false;
  const InstrInfo& info = instrInfo(stmt.inst->opcode);
  return info.has(kCall) || (info.implicitDefs & kImplicitMsb);
}

/// The MSB state after a statement (s_set_vgpr_msb sets it; a fence or a
/// call makes it unknown). Inline: every analysis steps it per statement.
inline MsbState msbAfter(const ir::Stmt& stmt, MsbState before) {
  if (stmt.isFence())
    return MsbState{false, 0};
  if (stmt.kind != ir::StmtKind::Instr)
    return before;
  const InstrInfo& info = instrInfo(stmt.inst->opcode);
  if (info.has(kCall))
    return MsbState{false, 0};
  if (info.implicitDefs & kImplicitMsb) {
    const auto& ops = stmt.inst->operands;
    if (!ops.empty() && ops[0].kind == ir::OperandKind::Imm)
      return MsbState{true, uint8_t(ops[0].value & 0xff)};
    return MsbState{false, 0};
  }
  return before;
}

/// A set as its maximal runs of units, in order, each packed as first unit
/// | count << 12: an exact, compact key for what a pass keeps between runs
/// (a few entries, not 2,199 bits; a live-out of everything is one run).
std::vector<uint32_t> unitRunsKey(const RegUnits& units);
/// The same into `out` (its capacity kept: for keys built per region).
void unitRunsKey(const RegUnits& units, std::vector<uint32_t>& out);

/// "v300.l", "s5", "ttmp7", "vcc_lo", "exec_hi", "m0", "scc", "msb".
std::string unitName(uint32_t unit);

/// Names of a unit set, VGPR halves folded into whole registers ("v4 v6.h
/// s0 scc"), in unit order.
std::string unitNames(const RegUnits& units);

} // namespace silken::isa
