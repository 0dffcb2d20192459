// The schedule pass's hazard comparison (schedule_impl.h): a candidate
// order of a region is kept only if, on every path through its
// neighbourhood, each hazard requirement (analysis/hazards.h, rules H1-H18)
// and each XNACK replay-group pair (H11) it leaves unsatisfied was
// unsatisfied before too. The neighbourhood reaches 12 VALU slots back and
// forward, further than any distance rule counts (9 at most, table 1.3 of
// gfx1250-scheduling.md), into every predecessor or successor when the
// block ends first, over at most 48 statements each side; when a path
// would need more than that (the region is "open") the comparison sees
// what is there and the pass keeps the order of the region's VALU slots,
// so no slot distance to code outside can shrink.
//
//   v_wmma_f32_16x16x32_f16 v[0:7], ...   the candidate moving
//   v_add_f32 v0, v0, v1                  four VALU slots closer to the
//                                         WMMA than written is refused
#include "passes/schedule_impl.h"

#include "analysis/hazards.h"
#include "isa/instr_info.h"
#include "isa/mnemonics.h"
#include "semantics/def_use.h"
#include "semantics/inst_facts.h"
#include "semantics/valu_pipes.h"

#include <algorithm>
#include <cassert>
#include <set>
#include <tuple>

namespace silken::passes::sched {
namespace {

constexpr unsigned kSlots = 12; // above the largest distance rule (9, table 1.3)
// At most this many statements each side: beyond, the region is open.
constexpr unsigned kStatements = 48;

bool isSlot(const ir::Stmt& s) { return s.isInstr() && !s.isFence() && isa::isValuSlot(*s.inst); }

// The XNACK replay group of a memory instruction: SMEM, VMEM, TDM (0: none).
int replayKind(const ir::Stmt& s) {
  switch (isa::instrInfo(s.inst->opcode).cls) {
  case isa::InstrClass::Smem: return 1;
  case isa::InstrClass::VmemLoad: case isa::InstrClass::VmemStore:
  case isa::InstrClass::VmemAtomic: case isa::InstrClass::Flat:
  case isa::InstrClass::Scratch: case isa::InstrClass::AsyncLds: return 2;
  case isa::InstrClass::Tensor: return 3;
  default: return 0;
  }
}

using Key = std::tuple<int, uint32_t, uint32_t>;

// Some unit `b` writes is one `a` reads.
bool readsWhatWrites(const isa::UnitRuns& a, const isa::UnitRuns& b) {
  for (uint32_t run : b)
    if ((isa::UnitRuns::sets(run) & isa::UnitRuns::kWrites) &&
        a.overlaps(isa::UnitRuns::first(run), isa::UnitRuns::end(run), isa::UnitRuns::kReads))
      return true;
  return false;
}

// Pairs of one run of consecutive memory instructions of a kind where the
// later one overwrites a source of the earlier, or is the first atomic.
void replayPairs(std::span<const ir::Stmt* const> seq, std::set<Key>& out) {
  std::vector<const ir::Stmt*> run;
  int kind = 0;
  auto flush = [&] {
    std::vector<isa::UnitRuns> du; // runs, not three 2,199-bit sets each
    for (size_t i = 0; i < run.size() && run.size() > 1 && i < 64; ++i)
      du.push_back(isa::defUseRuns(*run[i], {}));
    for (size_t j = 1; j < du.size(); ++j)
      for (size_t i = 0; i < j; ++i) {
        if (readsWhatWrites(du[i], du[j]) ||
            (isa::isMemoryAtomic(*run[j]->inst) && !isa::isMemoryAtomic(*run[i]->inst)))
          out.emplace(-1, run[i]->id, run[j]->id);
      }
    run.clear();
  };
  for (const ir::Stmt* s : seq) {
    if (!s->isInstr())
      continue;
    int k = s->isFence() ? 0 : replayKind(*s);
    if (k != kind)
      flush();
    kind = k;
    if (k != 0)
      run.push_back(s);
  }
  flush();
}

// Whether `seq` has an instruction some rule of analysis/hazards.h starts
// from or applies to (a producer of a distance rule, an instance rule's
// instruction, an expert-mode switch, unknown code); without one the
// hazard model has nothing to say and is not run. The XNACK replay pairs
// are not its: they are compared on every path.
bool mayHoldHazards(std::span<const ir::Stmt* const> seq) {
  static constexpr std::string_view kPrefixes[] = {
      "v_cmpx", "s_setreg", "s_getreg", "ds_atomic_async_barrier_arrive", "s_clause"};
  for (const ir::Stmt* s : seq) {
    if (!s->isInstr())
      continue;
    if (s->isFence())
      return true;
    switch (isa::instrInfo(s->inst->opcode).cls) {
    case isa::InstrClass::Wmma: case isa::InstrClass::Trans: case isa::InstrClass::Smem:
    case isa::InstrClass::Vopd: case isa::InstrClass::Unknown:
      return true;
    default:
      break;
    }
    if (isa::valuPipe(*s->inst) == isa::ValuPipe::Dp)
      return true;
    std::string_view name = isa::mnemonicName(s->inst->opcode);
    for (std::string_view prefix : kPrefixes)
      if (name.starts_with(prefix))
        return true;
  }
  return false;
}

} // namespace

HazardWindow::HazardWindow(const ir::Function& fn, analysis::FunctionAnalyses& fa,
                           const std::vector<std::vector<char>>& expertBefore)
    : fn_(fn), fa_(fa), expertBefore_(expertBefore), slotsBefore_(fn.blocks.size()) {}

namespace {

// A walk from a statement over at most `budget` statements until it has
// passed `need` VALU slots: where it stopped, the slots it passed and the
// statements it used.
struct Walk {
  uint32_t at = 0;
  unsigned seen = 0, used = 0;
};

Walk walkBack(const ir::Block& b, uint32_t from, unsigned need, unsigned budget) {
  Walk w{from, 0, 0};
  while (w.at > 0 && w.seen < need && w.used < budget) {
    w.seen += isSlot(b.stmts[--w.at]);
    ++w.used;
  }
  return w;
}

Walk walkForward(const ir::Block& b, uint32_t from, unsigned need, unsigned budget) {
  Walk w{from, 0, 0};
  while (w.at < b.stmts.size() && w.seen < need && w.used < budget) {
    w.seen += isSlot(b.stmts[w.at++]);
    ++w.used;
  }
  return w;
}

bool endsClosed(const ir::Block& b) {
  return b.succs.empty() && b.endsProgram && !b.exitsToUnknown && !b.returns;
}

} // namespace

uint32_t HazardWindow::slotsIn(uint32_t b, uint32_t first, uint32_t end) const {
  std::vector<uint32_t>& before = slotsBefore_[b];
  if (before.empty()) {
    const std::vector<ir::Stmt>& stmts = fn_.blocks[b].stmts;
    before.resize(stmts.size() + 1);
    for (size_t i = 0; i < stmts.size(); ++i)
      before[i + 1] = before[i] + (isSlot(stmts[i]) ? 1 : 0);
  }
  return before[end] - before[first];
}

void HazardWindow::reordered(uint32_t b, uint32_t begin, uint32_t end) {
  std::vector<uint32_t>& before = slotsBefore_[b];
  if (before.empty())
    return; // not counted yet: counted as it is when first asked
  const std::vector<ir::Stmt>& stmts = fn_.blocks[b].stmts;
  [[maybe_unused]] const uint32_t total = before[end];
  for (uint32_t i = begin; i < end; ++i)
    before[i + 1] = before[i] + (isSlot(stmts[i]) ? 1 : 0);
  assert(before[end] == total && "a new order of the same statements");
}

// The walks of paths(), counted instead of taken: a walk of at most
// `budget` statements passes `need` slots unless fewer are among the
// `budget` statements it can reach (all of them when fewer).
bool HazardWindow::closed(uint32_t block, uint32_t begin, uint32_t end) const {
  const ir::Block& b = fn_.blocks[block];
  const uint32_t usedBack = std::min(begin, kStatements);
  const uint32_t seenBack = slotsIn(block, begin - usedBack, begin);
  if (seenBack < kSlots) {
    if (usedBack == kStatements || (b.preds.empty() && (block != 0 || fn_.callable)))
      return false;
    const uint32_t need = kSlots - seenBack, budget = kStatements - usedBack;
    for (uint32_t p : b.preds) {
      const uint32_t n = uint32_t(fn_.blocks[p].stmts.size());
      if (slotsIn(p, n - std::min(n, budget), n) < need)
        return false;
    }
  }
  const uint32_t usedFwd = std::min(uint32_t(b.stmts.size()) - end, kStatements);
  const uint32_t seenFwd = slotsIn(block, end, end + usedFwd);
  if (seenFwd < kSlots) {
    if (usedFwd == kStatements || b.exitsToUnknown || (b.succs.empty() && !endsClosed(b)))
      return false;
    const uint32_t need = kSlots - seenFwd, budget = kStatements - usedFwd;
    for (uint32_t s : b.succs) {
      const uint32_t n = uint32_t(fn_.blocks[s].stmts.size());
      if (slotsIn(s, 0, std::min(n, budget)) < need)
        return false;
    }
  }
  return true;
}

std::vector<HazardWindow::Path> HazardWindow::paths(const Placement& p) const {
  const ir::Block& b = fn_.blocks[p.block];
  auto at = [&](uint32_t blk, uint32_t i) -> const ir::Stmt* {
    if (blk == p.block && i >= p.begin && i < p.end)
      return p.now[i - p.begin];
    return &fn_.blocks[blk].stmts[i];
  };
  Walk back = walkBack(b, p.begin, kSlots, kStatements);
  Walk fwd = walkForward(b, p.end, kSlots, kStatements);
  const uint32_t backAt = back.at, fwdAt = fwd.at;
  // Heads: (block, first index) to start from; tails: (block, end index).
  std::vector<std::pair<uint32_t, uint32_t>> heads, tails;
  if (back.seen < kSlots && back.at == 0 && !b.preds.empty())
    for (uint32_t pr : b.preds) {
      const ir::Block& pb = fn_.blocks[pr];
      heads.emplace_back(pr, walkBack(pb, uint32_t(pb.stmts.size()), kSlots - back.seen,
                                      kStatements - back.used).at);
    }
  else
    heads.emplace_back(UINT32_MAX, 0);
  if (fwd.seen < kSlots && fwd.at == b.stmts.size() && !b.succs.empty())
    for (uint32_t s : b.succs)
      tails.emplace_back(s, walkForward(fn_.blocks[s], 0, kSlots - fwd.seen,
                                        kStatements - fwd.used).at);
  else
    tails.emplace_back(UINT32_MAX, 0);

  std::vector<Path> out;
  for (auto [hb, hi] : heads)
    for (auto [tb, ti] : tails) {
      Path path;
      if (hb != UINT32_MAX)
        for (uint32_t i = hi; i < fn_.blocks[hb].stmts.size(); ++i)
          path.stmts.push_back(at(hb, i));
      for (uint32_t i = backAt; i < p.begin; ++i)
        path.stmts.push_back(at(p.block, i));
      for (uint32_t i = p.begin; i < fwdAt; ++i)
        path.stmts.push_back(at(p.block, i));
      if (tb != UINT32_MAX)
        for (uint32_t i = 0; i < ti; ++i)
          path.stmts.push_back(at(tb, i));
      path.startBlock = hb != UINT32_MAX ? hb : p.block;
      path.startIndex = hb != UINT32_MAX ? hi : backAt;
      out.push_back(std::move(path));
    }
  return out;
}

HazardWindow::Findings HazardWindow::findings(const Placement& p,
                                              analysis::hazard_detail::FactsMemo& memo) const {
  Findings out;
  for (const Path& path : paths(p)) {
    analysis::HazardContext ctx;
    ctx.msb = fa_.msbBefore(path.startBlock, path.startIndex);
    ctx.expertMode = expertBefore_[path.startBlock][path.startIndex] != 0;
    std::set<Key>& found = out.emplace_back();
    if (ctx.expertMode || mayHoldHazards(path.stmts))
      for (const analysis::HazardRequirement& r :
           analysis::hazard_detail::findHazards(path.stmts, ctx, memo))
        if (!r.satisfied())
          found.emplace(int(r.kind), path.stmts[r.producer]->id, path.stmts[r.consumer]->id);
    // Whatever the hazard model had to say: a new order that joins two runs
    // of VMEM/FLAT into one replay group is no rule of its (skipping this
    // with it let the scheduler join such runs, 51d50a8 to 2026-12-07).
    replayPairs(path.stmts, found);
  }
  return out;
}

bool HazardWindow::keeps(const Findings& current, const Findings& candidate) {
  if (current.size() != candidate.size())
    return false;
  for (size_t k = 0; k < current.size(); ++k)
    if (!std::includes(current[k].begin(), current[k].end(), candidate[k].begin(),
                       candidate[k].end()))
      return false;
  return true;
}

} // namespace silken::passes::sched
