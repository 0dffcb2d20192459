// Redundant moves, for dce: `v_mov_b32 v1, v2` where v1 already holds v2
// on every path (analysis/copies.h: a forward must-analysis of copies and
// constants over the CFG, in physical units through the s_set_vgpr_msb
// windows, every vector fact dropped at an EXEC write), and the same for
// s_mov_b32 / s_mov_b64 and for a constant the register already holds.
//
// Invariant: such a move writes every lane it can reach with the value the
// lane already has (a vector fact holds for the lanes EXEC had when it was
// made, and EXEC has not changed since), so the register state after it is
// the state before it, and deleting any set of them at once leaves every
// later state as it was. What a deletion may still cost is timing, so each
// block's deletions go through EditSafety (edit_safety.h: hazards, VALU
// distance across blocks, s_delay_alu, expert mode, memory neighbours); a
// move it refuses stays, with a missed RedundantMoveKept remark.
//
//   before                       after
//   v_mov_b32 v1, v2             v_mov_b32 v1, v2
//   s_cbranch_scc0 L             s_cbranch_scc0 L
//   ...  (v1, v2 untouched)      ...
//   L: v_mov_b32 v1, v2          L:            (deleted: v1 holds v2 on both paths)
#include "passes/dce_moves.h"

#include "analysis/copies.h"
#include "passes/edit_safety.h"

#include <string>
#include <vector>

namespace silken::passes {
namespace {

constexpr size_t kMaxOneByOne = 32; // moves of one block checked one at a time

std::string text(const ir::Stmt& s) {
  return std::string(s.edited || !s.loc.valid() ? s.text : s.body);
}

void remark(PassContext& ctx, const ir::Function& fn, const ir::Stmt& s, const std::string& why,
            bool deleted) {
  if (!ctx.remarks.keeps())
    return; // nobody reads it: its text is not worth building
  const ir::Inst& inst = *s.inst;
  std::string held = std::string(inst.operands[0].text) + " already holds " +
                     std::string(inst.operands[1].text) + " on every path here";
  Remark r = deleted ? ctx.remark(RemarkKind::Passed, "RedundantMoveDeleted", fn, s.loc,
                                  "deleted '" + text(s) + "': " + held)
                     : ctx.remark(RemarkKind::Missed, "RedundantMoveKept", fn, s.loc,
                                  "kept '" + text(s) + "' (" + held + "): " + why);
  r.args.emplace_back("stmt", int64_t(s.id));
  ctx.remarks.emit(std::move(r));
}

} // namespace

bool deleteRedundantMoves(ir::Function& fn, PassContext& ctx, analysis::FunctionAnalyses& fa) {
  std::vector<analysis::CopySet> entry = analysis::availableCopies(fn, fa);
  EditSafety safety(fn, fa);
  std::vector<BlockEdit> edits;
  bool any = false;
  for (uint32_t b = 0; b < fn.blocks.size(); ++b) {
    const std::vector<ir::Stmt>& stmts = fn.blocks[b].stmts;
    edits.emplace_back(0); // sized when the block has a redundant move
    analysis::CopySet set = std::move(entry[b]);
    std::vector<uint32_t> found;
    for (uint32_t i = 0; i < stmts.size(); ++i) {
      isa::MsbState msb = fa.msbBefore(b, i);
      std::optional<analysis::CopyFact> fact = analysis::copyOf(stmts[i], msb);
      if (fact && !fa.ordering().held(b, i) && analysis::holds(set, *fact))
        found.push_back(i); // a no-op: the set stays as it is
      else
        analysis::copyTransfer(set, stmts[i], msb);
    }
    if (found.empty())
      continue;
    edits[b] = BlockEdit(stmts.size());
    // The rules that look at one move alone first (cheap); then all at once
    // when that is safe, else one by one, each with those accepted before
    // it, for the first few (one hazard walk each).
    std::vector<uint32_t> passed;
    BlockEdit one(stmts.size()); // one move at a time, cleared after each
    for (uint32_t i : found) {
      one.deleted[i] = true;
      std::string why = safety.quickCheck(b, one, {i});
      one.deleted[i] = false;
      if (why.empty())
        passed.push_back(i);
      else
        remark(ctx, fn, stmts[i], why, false);
    }
    found = std::move(passed);
    BlockEdit all(stmts.size());
    for (uint32_t i : found)
      all.deleted[i] = true;
    if (!found.empty() && safety.check(b, all).empty()) {
      for (uint32_t i : found)
        remark(ctx, fn, stmts[i], "", true);
      edits[b] = std::move(all);
      any = true;
      continue;
    }
    for (size_t k = 0; k < found.size(); ++k) {
      uint32_t i = found[k];
      if (k >= kMaxOneByOne) {
        remark(ctx, fn, stmts[i], "too many in one block to check each on its own", false);
        continue;
      }
      BlockEdit trial = edits[b];
      trial.deleted[i] = true;
      std::string why = safety.check(b, trial);
      if (!why.empty()) {
        remark(ctx, fn, stmts[i], why, false);
        continue;
      }
      edits[b] = std::move(trial);
      remark(ctx, fn, stmts[i], "", true);
      any = true;
    }
  }
  if (!any)
    return false;
  for (uint32_t b = 0; b < fn.blocks.size(); ++b) {
    std::vector<ir::Stmt>& stmts = fn.blocks[b].stmts;
    if (edits[b].deleted.empty())
      continue; // no move of it was looked at
    std::vector<ir::Stmt> kept;
    kept.reserve(stmts.size());
    for (size_t i = 0; i < stmts.size(); ++i)
      if (!edits[b].deleted[i])
        kept.push_back(std::move(stmts[i]));
    stmts = std::move(kept);
  }
  fa.invalidate(analysis::Change::Instructions);
  return true;
}

} // namespace silken::passes
