// dce: deletes instructions whose results nothing reads.
//
// An instruction goes when every register unit it may write (SCC, VCC and
// the other implicit ones included) is dead on every path after it (CFG
// liveness, loops included: analysis/liveness.h) and it has no other
// effect. Within a block a backward walk lets a whole dead chain die in
// one sweep; sweeps repeat until nothing more dies, since a deletion can
// make producers in other blocks dead too. SALU self-moves (`s_mov_b32 s19, s19`) go
// as well: an SGPR copy onto itself changes nothing.
//
// Invariant: every value a later instruction, a later loop iteration, a
// caller or unknown code may read is computed exactly as before, and every
// hazard distance of the input still holds. So it keeps, whatever their
// destinations:
//   - memory, barriers, waits, messages, branches, calls, side effects and
//     every POSITION instruction (s_nop, v_nop, s_delay_alu, s_setprio,
//     s_set_vgpr_msb, s_wait_alu, MODE writes), and any statement the
//     ordering analysis fences (clause windows, pinned ranges);
//   - writes of EXEC, M0 and the MSB state, unknown instructions, and the
//     long-branch idiom (s_get_pc_i64, an operand naming a label): the CFG
//     resolves indirect jumps through them;
//   - vector writes that later writes "overwrite": lanes off in EXEC keep
//     their values, so a vector write never kills (def_use.h);
//   - an instruction whose removal would cost a hazard its distance: the
//     block's hazards (analysis/hazards.h) are found with and without it
//     and must lose nothing (for a SALU only where SMEM or s_wait_alu make
//     scalar instructions count): a candidate inside a tight pair stays,
//     and the block is checked once more without all its candidates (one
//     walk of the block per sweep, never one per candidate);
//   - a VALU-pipe instruction (it may be the slot that keeps a WMMA or
//     TRANS producer from its consumer) unless, besides, expert scheduling
//     mode is off, at least 9 VALU slots of its own block precede it
//     (v_nop not counted: H5 does not; a producer in an earlier block is
//     then far enough, H2's 9 being the longest) and no s_delay_alu
//     follows it in the block (its counts would point elsewhere);
//   - at a kernel's s_endpgm nothing is live; at a return, a call or an
//     exit to unknown code everything is (the liveness analysis).
// Each deletion is a `passed` remark naming the instruction (with its
// stable id) and the registers nobody reads; a dead VALU kept for hazards
// is a `missed` remark saying why, once per pipeline. A later run of the
// pipeline's rounds skips the blocks an earlier one found nothing in when
// they come back as they were (dce_memory.h).
//
//   before                            after
//   s_mov_b32 s4, 7          // dead   (deleted)
//   s_add_u32 s5, s0, s1     // dead, SCC too
//   s_endpgm                          s_endpgm
#include "passes/dce_impl.h"
#include "passes/factories.h"

#include <cassert>

namespace silken::passes {
namespace dce {

bool Dce::sweep(std::vector<char>& visit) {
  std::vector<std::vector<bool>> dead(fn_.blocks.size());
  bool any = false;
  for (uint32_t b = 0; b < fn_.blocks.size(); ++b) {
    if (visit[b] == kSkip)
      continue;
    // A block that lost nothing before, met again as it was (dce_memory.h).
    BlockKey key = blockKey(fn_, b, fa(), expert_);
    const bool settled = visit[b] == kSettled;
    visit[b] = kSkip;
    if (settled) {
      assert(settle(b).dead == std::vector<bool>(fn_.blocks[b].stmts.size()) &&
             "a block dce settled loses nothing more");
      memory_.quiet.insert(std::move(key));
      continue;
    }
    if (memory_.quiet.contains(key))
      continue;
    bool final = true;
    dead[b] = deadIn(b, final);
    for (bool d : dead[b])
      if (d)
        any = true, visit[b] = final ? kSettled : kLook;
    if (visit[b] == kSkip)
      memory_.quiet.insert(std::move(key));
  }
  if (!any)
    return false;
  analysis::Liveness before = fa().liveness();
  for (uint32_t b = 0; b < fn_.blocks.size(); ++b) {
    if (dead[b].empty())
      continue;
    std::vector<ir::Stmt>& stmts = fn_.blocks[b].stmts;
    std::vector<ir::Stmt> kept;
    kept.reserve(stmts.size());
    for (size_t i = 0; i < stmts.size(); ++i)
      if (!dead[b][i])
        kept.push_back(std::move(stmts[i]));
    stmts = std::move(kept);
  }
  fa().invalidate(analysis::Change::Instructions);
  for (uint32_t b = 0; b < fn_.blocks.size(); ++b) {
    if (visit[b] == kLook)
      continue;
    const isa::RegUnits was = before.liveOut(b), now = fa().liveness().liveOut(b);
    if (was == now)
      continue;
    // Lost units it writes, or (never from deletions) gained any: look again.
    visit[b] = writesAny(b, was & ~now) || (now & ~was).any() ? kLook : kSettled;
  }
  return true;
}

bool Dce::writesAny(uint32_t b, const isa::RegUnits& units) {
  const std::vector<ir::Stmt>& stmts = fn_.blocks[b].stmts;
  for (uint32_t i = 0; i < stmts.size(); ++i)
    if (stmts[i].isInstr() &&
        isa::defUseRuns(stmts[i], fa().msbBefore(b, i)).intersects(units, isa::UnitRuns::kWrites))
      return true;
  return false;
}

std::vector<bool> Dce::deadIn(uint32_t b, bool& final) {
  Decision d = settle(b);
  final = d.final;
  const std::vector<ir::Stmt>& stmts = fn_.blocks[b].stmts;
  for (const auto& [stmt, why] : d.kept)
    kept(*stmt, why);
  for (const Deletion& del : d.deletions)
    if (d.dead[del.index])
      report(stmts[del.index], del.selfMove ? "SelfMoveDeleted" : "DeadInstructionDeleted",
             del.unread);
  return d.dead;
}

void Dce::kept(const ir::Stmt& s, const std::string& why) {
  if (!ctx_.remarks.keeps())
    return; // nobody reads it: its text is not worth building
  if (!memory_.keptReported.insert(s.id).second)
    return; // said in an earlier sweep or round
  Remark r = ctx_.remark(RemarkKind::Missed, "DeadInstructionKept", fn_, s.loc,
                         "kept '" + text(s) + "', whose results nobody reads: " + why);
  r.args.emplace_back("stmt", int64_t(s.id));
  ctx_.remarks.emit(std::move(r));
}

std::string Dce::text(const ir::Stmt& s) {
  return std::string(s.edited || !s.loc.valid() ? s.text : s.body);
}

void Dce::report(const ir::Stmt& s, const char* name, const isa::RegUnits& unread) {
  if (!ctx_.remarks.keeps())
    return; // nobody reads it
  std::string message = "deleted '" + text(s) + "': ";
  message += unread.any() ? "nothing reads " + isa::unitNames(unread) +
                                " before it is overwritten, on any path"
                          : "it copies a register onto itself";
  Remark r = ctx_.remark(RemarkKind::Passed, name, fn_, s.loc, message);
  r.args.emplace_back("stmt", int64_t(s.id));
  if (unread.any())
    r.args.emplace_back("registers", isa::unitNames(unread));
  ctx_.remarks.emit(std::move(r));
}

} // namespace dce

namespace {

class DcePass : public Pass {
public:
  bool run(ir::Module& m, PassContext& ctx) override {
    if (!ctx.hasRemark("Options"))
      ctx.remarks.emit(ctx.optionsRemark(nullptr, "dce has no options (liveness over the CFG, "
                                                  "redundant moves on)"));
    bool changed = false;
    for (ir::Function& fn : m.functions)
      if (!fn.blocks.empty())
        changed |= dce::Dce(m, fn, ctx).run();
    return changed;
  }
};

} // namespace

std::unique_ptr<Pass> createDcePass() { return std::make_unique<DcePass>(); }

} // namespace silken::passes
