// The schedule pass: s_delay_alu hints of the code it reorders are
// regenerated, never left stale (--schedule-regenerate-delay-alu, issue 12).
//
// Before scheduling, every hint whose fields decode and whose consumers are
// movable instructions of its block (not fences, no other hint inside its
// instskip window) is taken out, so it no longer pins what it names. After
// scheduling, a block whose instructions did not move gets its statements
// back exactly as written. In one that changed, a hint is kept as written
// when nothing between its furthest producer and its last consumer moved;
// the other consumers of the changed stretch get new hints computed from
// the new order (schedule_delay_hints.cpp). Producers in earlier blocks are
// not seen: a missing hint costs cycles only (the hardware interlocks).
//
// Invariant: a block keeps its text unless its order changed; the result
// is no slower than the input by the cycle model and its llvm-mca view
// (hints cost an issue slot there) and has no hazard finding the input did
// not have, else the block goes back as written. Hints regenerated from a
// settled order are exactly what regeneration produces on the output.
//
//   before                                after
//   v_mul_f32 v1, v2, v3                  global_load_b32 v8, v[4:5], off
//   s_delay_alu instid0(VALU_DEP_1)       v_mul_f32 v1, v2, v3
//   v_add_f32 v6, v1, v1                  s_delay_alu instid0(VALU_DEP_1)
//   global_load_b32 v8, v[4:5], off       v_add_f32 v6, v1, v1
#include "passes/schedule_impl.h"

#include "analysis/hazards.h"
#include "asm/parser.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

namespace silken::passes::sched {
namespace {

std::vector<uint32_t> idsOf(const std::vector<ir::Stmt>& stmts) {
  std::vector<uint32_t> ids;
  for (const ir::Stmt& s : stmts)
    ids.push_back(s.id);
  return ids;
}

// The unsatisfied hazard requirements of a block, by statement id.
std::set<std::tuple<int, uint32_t, uint32_t>>
unsatisfied(const std::vector<ir::Stmt>& stmts,
            const std::vector<analysis::HazardRequirement>& reqs) {
  std::set<std::tuple<int, uint32_t, uint32_t>> out;
  for (const analysis::HazardRequirement& r : reqs)
    if (!r.satisfied() && r.producer < stmts.size() &&
        r.consumer < stmts.size())
      out.emplace(int(r.kind), stmts[r.producer].id, stmts[r.consumer].id);
  return out;
}

} // namespace

bool DelayHints::strip(ir::Function& fn, const analysis::Ordering& ordering) {
  blocks_.assign(fn.blocks.size(), {});
  bool any = false;
  for (const ir::Block& block : fn.blocks)
    any =
        any || std::any_of(block.stmts.begin(), block.stmts.end(), isDelayAlu);
  if (!any)
    return false;
  hazards_ = analysis::findBlockHazards(fn); // of the input, hints included
  any = false;
  for (uint32_t b = 0; b < fn.blocks.size(); ++b) {
    ir::Block& block = fn.blocks[b];
    const uint32_t n = uint32_t(block.stmts.size());
    std::vector<char> take(n, 0),
        kept(n, 0); // kept: inside a hint left as written
    for (uint32_t d = 0; d < n; ++d) {
      if (!isDelayAlu(block.stmts[d]))
        continue;
      DelayExtent e = delayExtent(block, d);
      bool ok =
          e.decoded && movableText(block.stmts[d]) && !ordering.held(b, d);
      for (uint32_t c : {e.c0, e.c1})
        ok = ok && c < n && ordering.fence(b, c) == analysis::FenceKind::None &&
             !ordering.held(b, c);
      for (uint32_t i = d + 1; ok && i < std::min(e.c1, n); ++i)
        ok = !isDelayAlu(block.stmts[i]);
      take[d] = ok;
      if (!ok)
        for (uint32_t i = d; i <= std::min(std::max(e.c0, e.c1), n - 1); ++i)
          kept[i] = 1;
    }
    Block& mine = blocks_[b];
    for (uint32_t d = 0; d < n; ++d)
      if (take[d] && !kept[d]) {
        DelayExtent e = delayExtent(block, d);
        uint32_t anchor = d + 1;
        while (anchor < n && take[anchor] && !kept[anchor])
          ++anchor;
        mine.hints.push_back(
            {block.stmts[d], block.stmts[e.first].id, block.stmts[e.c0].id,
             block.stmts[std::max(e.c0, e.c1)].id,
             anchor < n ? block.stmts[anchor].id : UINT32_MAX});
      }
    if (mine.hints.empty())
      continue;
    any = true;
    mine.original = block.stmts;
    std::vector<ir::Stmt> rest;
    for (uint32_t d = 0; d < n; ++d)
      if (!(take[d] && !kept[d]))
        rest.push_back(block.stmts[d]);
    block.stmts = std::move(rest);
    mine.stripped = idsOf(block.stmts);
  }
  return any;
}

bool DelayHints::finish(ir::Module& m, ir::Function& fn, PassContext& ctx,
                        const analysis::CycleOptions& model,
                        analysis::FunctionAnalyses& fa) {
  // Per block regenerated: hints removed and made.
  std::vector<std::optional<std::pair<unsigned, unsigned>>> counts(
      fn.blocks.size());
  std::vector<SourceLoc> where(
      fn.blocks.size()); // the first consumer regenerated
  for (uint32_t b = 0; b < fn.blocks.size(); ++b) {
    Block& mine = blocks_[b];
    ir::Block& block = fn.blocks[b];
    if (mine.hints.empty())
      continue;
    const std::vector<uint32_t> now = idsOf(block.stmts);
    if (now == mine.stripped) {
      block.stmts = mine.original;
      continue;
    }
    // The moved stretch [lo, hi] of the stripped block, positions by id.
    uint32_t lo = 0, hi = uint32_t(now.size()) - 1;
    if (now.size() == mine.stripped.size()) { // else: all of it (cannot happen)
      while (now[lo] == mine.stripped[lo])
        ++lo;
      while (now[hi] == mine.stripped[hi])
        --hi;
    }
    std::map<uint32_t, uint32_t> pos; // id -> position in the stripped input
    for (uint32_t i = 0; i < mine.stripped.size(); ++i)
      pos[mine.stripped[i]] = i;
    // A hint is regenerated when its extent meets the moved stretch or a
    // consumer lies in the stretch regenerated: [zlo, zhi].
    std::vector<char> redo(mine.hints.size(), 0);
    uint32_t zlo = lo, zhi = hi;
    for (bool grew = true; grew;) {
      grew = false;
      for (size_t h = 0; h < mine.hints.size(); ++h) {
        const Hint& hint = mine.hints[h];
        uint32_t f = pos[hint.first], c0 = pos[hint.c0], l = pos[hint.last];
        bool meets = (f <= hi && l >= lo) || (c0 <= zhi && l >= zlo);
        if (redo[h] || !meets)
          continue;
        redo[h] = 1, grew = true;
        zlo = std::min(zlo, c0), zhi = std::max(zhi, l);
      }
    }
    // The hints kept go back first: new ones must count them (instskip
    // counts every instruction) and stay out of their windows.
    std::vector<ir::Stmt> kept;
    for (const ir::Stmt& s : block.stmts) {
      for (size_t h = 0; h < mine.hints.size(); ++h)
        if (!redo[h] && mine.hints[h].anchor == s.id)
          kept.push_back(mine.hints[h].stmt);
      kept.push_back(s);
    }
    for (size_t h = 0; h < mine.hints.size(); ++h)
      if (!redo[h] && mine.hints[h].anchor == UINT32_MAX)
        kept.push_back(mine.hints[h].stmt);
    const uint32_t zloId = block.stmts[zlo].id, zhiId = block.stmts[zhi].id;
    uint32_t from = 0, to = 0;
    std::vector<const ir::Stmt*> seq;
    for (const ir::Stmt& s : kept) {
      if (s.id == zloId)
        from = uint32_t(seq.size());
      seq.push_back(&s);
      if (s.id == zhiId)
        to = uint32_t(seq.size());
    }
    std::vector<unsigned> imms = delayHints(seq, fa.msbBefore(b, 0), from, to);
    std::vector<ir::Stmt> out;
    unsigned made = 0, dropped = 0;
    for (uint32_t p = 0; p < kept.size(); ++p) {
      if (imms[p] != 0) {
        DiagEngine scratch;
        std::optional<ir::Stmt> hint = as::parseInstructionText(
            m, delayAluText(imms[p]), kept[p].ordinal, scratch);
        if (hint)
          out.push_back(*hint), ++made;
      }
      out.push_back(kept[p]);
    }
    for (char r : redo)
      dropped += r;
    const SourceLoc first = block.stmts[zlo].loc;
    block.stmts = std::move(out);
    counts[b] = {dropped, made};
    where[b] = first;
  }
  bool changed = false;
  std::vector<std::vector<analysis::HazardRequirement>> after;
  for (uint32_t b = 0; b < fn.blocks.size(); ++b) {
    if (!counts[b])
      continue;
    if (after.empty())
      after = analysis::findBlockHazards(fn);
    ir::Block& block = fn.blocks[b];
    SourceLoc loc = block.stmts.empty() ? SourceLoc{} : block.stmts.front().loc;
    if (std::string why = accept(fn, b, model, fa, after[b]); !why.empty()) {
      block.stmts = blocks_[b].original;
      ctx.remarks.emit(
          ctx.remark(RemarkKind::Missed, "BlockKept", fn, loc,
                     "block kept as written: with its s_delay_alu hints "
                     "regenerated " +
                         why));
      continue;
    }
    changed = true;
    auto [dropped, made] = *counts[b];
    Remark rk =
        ctx.remark(RemarkKind::Passed, "DelayAluRegenerated", fn, where[b],
                   "s_delay_alu hints of the reordered code regenerated: " +
                       std::to_string(dropped) + " removed, " +
                       std::to_string(made) + " made");
    rk.args.emplace_back("removed", int64_t(dropped));
    rk.args.emplace_back("made", int64_t(made));
    ctx.remarks.emit(std::move(rk));
  }
  return changed;
}

std::string DelayHints::accept(
    const ir::Function& fn, uint32_t b, const analysis::CycleOptions& model,
    analysis::FunctionAnalyses& fa,
    const std::vector<analysis::HazardRequirement>& after) const {
  const ir::Block& block = fn.blocks[b];
  std::vector<const ir::Stmt*> was, now;
  for (const ir::Stmt& s : blocks_[b].original)
    was.push_back(&s);
  for (const ir::Stmt& s : block.stmts)
    now.push_back(&s);
  analysis::CycleOptions mca = model;
  mca.mcaView = true;
  const isa::MsbState entry = fa.msbBefore(b, 0);
  auto a = analysis::estimateCycles(was, model, entry),
       c = analysis::estimateCycles(now, model, entry);
  auto am = analysis::estimateCycles(was, mca, entry),
       cm = analysis::estimateCycles(now, mca, entry);
  if (c.cycles > a.cycles || c.drained > a.drained ||
      (mcaCheck_ && cm.cycles > am.cycles))
    return "the block would be slower (" + std::to_string(a.cycles) + " -> " +
           std::to_string(c.cycles) + " cycles, llvm-mca view " +
           std::to_string(am.cycles) + " -> " + std::to_string(cm.cycles) + ")";
  auto old = unsatisfied(blocks_[b].original, hazards_[b]);
  for (const auto& f : unsatisfied(block.stmts, after))
    if (!old.count(f))
      return "a hazard requirement would be left unsatisfied";
  return "";
}

} // namespace silken::passes::sched
