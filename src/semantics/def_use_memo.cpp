// The def/use answers as runs of units, and the memo each instruction
// keeps them in (ir::DefUseMemo): computed once per instruction and MSB
// state (once for all states when it names no VGPR) by def_use.cpp's
// detail::computeRuns, read in place after (the first entry inline, by
// def_use.h's defUseRuns).
#include "semantics/def_use.h"
#include "semantics/def_use_compute.h"

#include "isa/instr_info.h"

#include <bit>
#include <vector>

namespace silken::isa {
namespace {

using detail::computeDefUse;
using detail::operandDefUse;

// Inst::defUseMemo's states are MemoState (def_use.h): a slot keeps the
// answer for one MSB state, or (kMemoFence, kMemoAnyMsb) for every state.

// The MSB state only says which VGPR a VGPR operand names: an instruction
// with none has one answer under every state.
bool namesNoVgpr(const ir::Inst& inst) {
  for (const ir::Operand& op : inst.operands)
    if (op.kind == ir::OperandKind::Reg && op.reg.file == ir::RegFile::V)
      return false;
  return true;
}
static_assert(kNumUnits < (1u << 12), "a run packs units in 12 bits");

// `du` as runs of units with the same sets, in unit order, each given to
// `push`; stops (false) when `push` refuses one. A word of 64 units at a
// time (std::bitset keeps unit u at bit u % 64 of word u / 64): each run
// within a word is found with two bit scans, not unit by unit.
template <class Push>
bool encodeRuns(const DefUse& du, Push push) {
  // The words in place (unitWords): a copy of the three sets cost more
  // than most encodings.
  const unsigned long *r = unitWords(du.reads), *w = unitWords(du.writes),
                      *k = unitWords(du.kills);
  detail::RunJoiner<Push> runs(push);
  for (size_t j = 0; j < kUnitWords; ++j) {
    for (unsigned long any = r[j] | w[j] | k[j]; any != 0;) {
      unsigned bit = unsigned(std::countr_zero(any));
      uint32_t in = (r[j] >> bit & 1 ? UnitRuns::kReads : 0) |
                    (w[j] >> bit & 1 ? UnitRuns::kWrites : 0) |
                    (k[j] >> bit & 1 ? UnitRuns::kKills : 0);
      // The units of this word in exactly the sets `in` names.
      unsigned long same = (in & UnitRuns::kReads ? r[j] : ~r[j]) &
                      (in & UnitRuns::kWrites ? w[j] : ~w[j]) &
                      (in & UnitRuns::kKills ? k[j] : ~k[j]);
      unsigned len = unsigned(std::countr_one(same >> bit));
      uint32_t u = uint32_t(j * 64 + bit);
      if (!runs.add(u, u + len, in))
        return false;
      any = bit + len >= 64 ? 0 : any & (~0ul << (bit + len));
    }
  }
  return runs.finish();
}

// Reads and may write everything.
constexpr uint32_t kFenceRun = UnitRuns::pack(0, kNumUnits, UnitRuns::kReads | UnitRuns::kWrites);

// The instruction's memo entry for `msb` (found, or made or reused for
// it: `fresh` then), made on the first question; null for an instruction
// no module made (nothing is kept for it). A fence's answer holds under
// every state.
ir::DefUseMemo::Entry* entryFor(const ir::Inst& inst, MsbState msb, bool& fresh) {
  fresh = false;
  if (!inst.defUseMemo) {
    if (!inst.defUseMemos)
      return nullptr;
    inst.defUseMemo = inst.defUseMemos->make();
  }
  ir::DefUseMemo* m = inst.defUseMemo;
  for (unsigned depth = 1;; ++depth, m = m->next) {
    for (ir::DefUseMemo::Entry& e : m->entries) {
      if (e.state == kMemoEmpty) {
        fresh = true;
        return &e;
      }
      if (memoAnswers(e, msb))
        return &e;
    }
    if (!m->next) {
      fresh = true;
      if (depth == ir::DefUseMemo::kChain)
        return &m->entries[1]; // the last one, taken over
      m->next = inst.defUseMemos->make();
      return &m->next->entries[0];
    }
  }
}

} // namespace

UnitRuns UnitRuns::owning(const DefUse& du) {
  if (du.fence)
    return of(&kFenceRun, 1, true);
  std::vector<uint32_t> runs;
  encodeRuns(du, [&](uint32_t run) { return runs.push_back(run), true; });
  return of(runs.data(), uint32_t(runs.size()), false);
}

// Computes `stmt`'s answer for `msb` into the fresh entry `e`, as runs
// straight from the operands (no 2,199-bit sets to clear and scan).
[[gnu::noinline]] static void fillEntry(const ir::Stmt& stmt, MsbState msb,
                                        ir::DefUseMemo::Entry& e) {
  e.msbBits = msb.bits;
  e.msbKnown = msb.known;
  uint32_t count = 0;
  switch (detail::computeRuns(stmt, msb, e.runs, ir::DefUseMemo::kRuns, count)) {
  case detail::RunsAnswer::Fence: e.state = kMemoFence; break;
  case detail::RunsAnswer::Runs:
    e.state = namesNoVgpr(*stmt.inst) ? kMemoAnyMsb : kMemoRuns;
    break;
  case detail::RunsAnswer::TooMany: e.state = kMemoTooMany; break;
  }
  e.count = uint8_t(count);
}

// The entry already holding the answer for `msb`, or null. Entries are
// taken in order, so the first empty one ends the search (entryFor would
// hand it out as fresh).
static const ir::DefUseMemo::Entry* findKept(const ir::Inst& inst, MsbState msb) {
  for (const ir::DefUseMemo* m = inst.defUseMemo; m; m = m->next)
    for (const ir::DefUseMemo::Entry& e : m->entries) {
      if (e.state == kMemoEmpty)
        return nullptr;
      if (memoAnswers(e, msb))
        return &e;
    }
  return nullptr;
}

// The first question for `msb`: an entry made (or reused) and filled. Out
// of line, so that the lookups that find their answer stay small.
[[gnu::noinline]] static const ir::DefUseMemo::Entry* keepNew(const ir::Stmt& stmt,
                                                              MsbState msb) {
  bool fresh = false;
  ir::DefUseMemo::Entry* e = entryFor(*stmt.inst, msb, fresh);
  if (e && fresh) // computed once per instruction and MSB state
    fillEntry(stmt, msb, *e);
  return e;
}

// The instruction's memo entry holding its answer for `msb`, computed and
// kept on the first question; null when nothing is kept (not an
// instruction of a module, or more runs than an entry holds): then the
// caller computes.
static const ir::DefUseMemo::Entry* keptAnswer(const ir::Stmt& stmt, MsbState msb) {
  if (stmt.kind != ir::StmtKind::Instr || !stmt.inst)
    return nullptr;
  const ir::DefUseMemo::Entry* e = findKept(*stmt.inst, msb);
  if (!e)
    e = keepNew(stmt, msb);
  return !e || e->state == kMemoTooMany ? nullptr : e;
}

static UnitRuns runsOf(const ir::DefUseMemo::Entry& e) {
  return e.state == kMemoFence ? UnitRuns::of(&kFenceRun, 1, true)
                               : UnitRuns::ofArray(e.runs, e.count);
}

// The answer when nothing is kept: computed, owned by the runs returned.
// Out of line for the same reason as fillEntry.
[[gnu::noinline]] static UnitRuns computedRuns(const ir::Stmt& stmt, MsbState msb) {
  DefUse du;
  computeDefUse(stmt, msb, du);
  return UnitRuns::owning(du);
}

UnitRuns defUseRunsAsked(const ir::Stmt& stmt, MsbState msb) {
  if (const ir::DefUseMemo::Entry* e = keptAnswer(stmt, msb))
    return runsOf(*e);
  return computedRuns(stmt, msb);
}

// A call's operands alone (not kept): calls are few.
UnitRuns callOperandsRunsOfCall(const ir::Stmt& stmt, MsbState msb) {
  DefUse du;
  operandDefUse(*stmt.inst, instrInfo(stmt.inst->opcode), msb, du);
  return UnitRuns::owning(du);
}

void UnitRuns::addTo(DefUse& du) const {
  du.fence = du.fence || fence_;
  for (uint32_t run : *this) { // a word at a time (setRange)
    if (sets(run) & kReads)
      setRange(du.reads, first(run), end(run));
    if (sets(run) & kWrites)
      setRange(du.writes, first(run), end(run));
    if (sets(run) & kKills)
      setRange(du.kills, first(run), end(run));
  }
}

DefUse defUse(const ir::Stmt& stmt, MsbState msb) {
  DefUse du; // the one object returned (named return value)
  if (const ir::DefUseMemo::Entry* e = keptAnswer(stmt, msb))
    runsOf(*e).addTo(du);
  else
    computeDefUse(stmt, msb, du); // no runs to expand: the sets directly
  return du;
}

DefUse callOperandsDefUse(const ir::Stmt& stmt, MsbState msb) {
  DefUse du;
  callOperandsRuns(stmt, msb).addTo(du);
  return du;
}

} // namespace silken::isa
