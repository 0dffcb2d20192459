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
#include "analysis/cache.h"
#include "analysis/hazard_facts.h"
#include "analysis/hazards.h"
#include "ir/cfg.h"
#include "isa/control_flow.h"
#include "isa/instr_info.h"
#include "isa/mnemonic_ids.h"
#include "passes/dce_memory.h"
#include "passes/dce_moves.h"
#include "passes/dce_rules.h"
#include "passes/factories.h"
#include "semantics/def_use.h"
#include "semantics/valu_pipes.h"

#include <cassert>
#include <optional>
#include <set>
#include <tuple>

namespace silken::passes {
namespace {

using dce::isSaluSelfMove;
using dce::isValuPipe;
using dce::kSafeSlots;
using dce::protectedUnits;

using HazardKey = std::tuple<int, uint32_t, uint32_t>; // kind, producer id, consumer id

class Dce {
public:
  Dce(const ir::Module& m, ir::Function& fn, PassContext& ctx)
      : m_(m), fn_(fn), ctx_(ctx), memory_(ctx.keptFor<dce::Memory>("dce")) {
    if (!ctx.analyses)
      own_.emplace(fn);
    bool mode = false; // expert mode anywhere in the function counts
    for (const ir::Block& b : fn.blocks)
      for (const ir::Stmt& s : b.stmts)
        if (s.isInstr() && !s.isFence()) {
          mode = analysis::expertModeAfter(*s.inst, mode);
          expert_ |= mode;
        }
  }

  bool run() {
    bool any = deleteRedundantMoves(fn_, ctx_, fa()); // dce_moves.cpp
    std::vector<char> visit(fn_.blocks.size(), kLook);
    while (sweep(visit))
      any = true;
    return any;
  }

private:
  analysis::FunctionAnalyses& fa() { return ctx_.analyses ? ctx_.analyses->of(fn_) : *own_; }

  // What the next sweep does with a block (`visit`).
  enum Visit : char { kSkip, kLook, kSettled };

  // One pass over the blocks `visit` marks; true if something was
  // deleted. The analyses of the sweep's start serve every block: a
  // deletion only makes more things dead, so liveness from before it is
  // conservative, and each block is edited only after all of them were
  // looked at. Then `visit` marks the blocks the next sweep must see: those
  // whose live-out set lost a unit they write and those that lost something
  // in a way that may let more go (settle()'s `final`). Every other block
  // has the same statements or those its final decision left, and a
  // live-out that differs at most in units it does not write, so nothing
  // more in it would die (what decides is block-local besides its live-out:
  // hazards, slots, fences, MSB states); the next sweep only records it as
  // quiet for later rounds (a debug build checks it loses nothing).
  bool sweep(std::vector<char>& visit) {
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
    for (uint32_t b = 0; b < fn_.blocks.size(); ++b)
      if (visit[b] != kLook && before.liveOut(b) != fa().liveness().liveOut(b))
        visit[b] = writesAny(b, before.liveOut(b) & ~fa().liveness().liveOut(b)) ||
                           (fa().liveness().liveOut(b) & ~before.liveOut(b)).any()
                       ? kLook
                       : kSettled;
    return true;
  }

  // Some instruction of block `b` writes a unit of `units`. Units that
  // leave a block's live-out decide nothing in it unless it writes them
  // (an instruction dies when what it writes is unread).
  bool writesAny(uint32_t b, const isa::RegUnits& units) {
    const std::vector<ir::Stmt>& stmts = fn_.blocks[b].stmts;
    for (uint32_t i = 0; i < stmts.size(); ++i)
      if (stmts[i].isInstr() &&
          isa::defUseRuns(stmts[i], fa().msbBefore(b, i)).intersects(units, isa::UnitRuns::kWrites))
        return true;
    return false;
  }

  // The hazard requirements of a block, in statement indices.
  struct BlockHazards {
    std::vector<const ir::Stmt*> seq; ///< the block's instructions
    std::vector<uint32_t> index;      ///< statement index of each
    std::vector<analysis::HazardRequirement> reqs;
  };

  BlockHazards hazardsOf(uint32_t b, const std::vector<bool>* without = nullptr) {
    BlockHazards h;
    const std::vector<ir::Stmt>& stmts = fn_.blocks[b].stmts;
    for (uint32_t k = 0; k < stmts.size(); ++k)
      if (stmts[k].isInstr() && !(without && (*without)[k])) {
        h.seq.push_back(&stmts[k]);
        h.index.push_back(k);
      }
    facts_.keepAtMost(); // no facts of an earlier call are held
    h.reqs = analysis::hazard_detail::findHazards(h.seq, {fa().msbBefore(b, 0), false}, facts_);
    return h;
  }

  static std::set<HazardKey> satisfied(const BlockHazards& h) {
    std::set<HazardKey> out;
    for (const analysis::HazardRequirement& r : h.reqs)
      if (r.satisfied())
        out.insert({int(r.kind), h.seq[r.producer]->id, h.seq[r.consumer]->id});
    return out;
  }

  struct Deletion {
    uint32_t index;
    bool selfMove;
    isa::RegUnits unread;
  };
  struct Decision {
    std::vector<bool> dead;
    std::vector<Deletion> deletions;
    std::vector<std::pair<const ir::Stmt*, std::string>> kept; ///< and why
    /// With `dead` gone, nothing more in the block dies while its live-out
    /// stays: deletions only bring hazard pairs closer and take VALU slots
    /// away, so what a rule kept it keeps. False when candidates were put
    /// back for their hazards together (each alone may go next sweep) or
    /// the whole-chain walk did not settle (the next may go).
    bool final = true;
  };

  // What one block loses this sweep. `chainUnread` (per statement: its
  // writes are unread once the dead instructions after it are gone) makes
  // a dead chain die in one sweep; null: the sweep's liveness alone.
  Decision decide(uint32_t b, const std::vector<char>* chainUnread) {
    Decision out;
    const std::vector<ir::Stmt>& stmts = fn_.blocks[b].stmts;
    std::vector<bool> dead(stmts.size(), false), checked(stmts.size(), false);
    const analysis::Ordering& order = fa().ordering();
    static const isa::RegUnits kProtected = protectedUnits();
    bool scalarHazards = dce::scalarHazardsPossible(stmts);
    const BlockHazards* hazards = nullptr; // found when a candidate needs them
    std::vector<Deletion> deletions;
    unsigned slotsBefore = 0;
    const std::optional<size_t> lastDelay = dce::lastDelayAlu(stmts); // one follows i when after
    std::optional<std::vector<int32_t>> spanning; // per statement, the first tight pair around it
    for (uint32_t i = 0; i < stmts.size(); ++i) {
      const ir::Stmt& s = stmts[i];
      if (!s.isInstr() || s.isFence())
        continue;
      const isa::InstrInfo& info = isa::instrInfo(s.inst->opcode);
      bool slot = dce::takesValuSlot(*s.inst);
      if (dce::mayGo(*s.inst, info, order, b, i)) {
        constexpr uint32_t kWrites = isa::UnitRuns::kWrites;
        isa::UnitRuns du = isa::defUseRuns(s, fa().msbBefore(b, i));
        bool selfMove = isSaluSelfMove(*s.inst);
        bool unread = !du.fence() && du.any(kWrites) && !du.intersects(kProtected, kWrites) &&
                      (chainUnread ? (*chainUnread)[i] != 0
                                   : !du.intersects(fa().liveBefore(b, i + 1), kWrites));
        bool valu = isValuPipe(info);
        if (unread || selfMove) {
          bool delayAfter = lastDelay && *lastDelay > i;
          std::string why = valu && dce::valuRuleKeeps(expert_, slotsBefore, delayAfter)
                                ? dce::valuRule(expert_, slotsBefore, delayAfter)
                                : "";
          if (why.empty() && (valu || scalarHazards)) {
            if (!hazards) {
              if (!blockHazards_) // once per block: each attempt of deadIn asks again
                blockHazards_ = hazardsOf(b);
              hazards = &*blockHazards_;
              spanning = dce::firstSpanning(hazards->reqs, hazards->index, stmts.size());
            }
            if (int32_t r = (*spanning)[i]; r >= 0)
              why = "a hazard it keeps apart (" +
                    std::string(analysis::hazardRule(hazards->reqs[size_t(r)].kind).id) +
                    ") would lose its distance";
            checked[i] = true;
          }
          if (why.empty()) {
            dead[i] = true;
            isa::DefUse sets; // what the remark names
            if (unread)
              du.addTo(sets);
            deletions.push_back({i, selfMove && !unread, sets.writes});
            continue;
          }
          out.kept.push_back({&s, why});
        }
      }
      if (slot)
        ++slotsBefore;
    }
    // Each candidate was checked against the pairs that are tight now; two
    // deletions inside one pair with room for one could still break it, so
    // the block is checked once more as it would be. If anything is lost,
    // the candidates that needed the check stay this sweep.
    if (hazards) {
      std::set<HazardKey> before = satisfied(*hazards);
      std::set<HazardKey> after = satisfied(hazardsOf(b, &dead));
      std::set<uint32_t> deletedIds;
      for (uint32_t i = 0; i < stmts.size(); ++i)
        if (dead[i])
          deletedIds.insert(stmts[i].id);
      for (const HazardKey& k : before) {
        bool involvesDeleted =
            deletedIds.count(std::get<1>(k)) != 0 || deletedIds.count(std::get<2>(k)) != 0;
        if (!involvesDeleted && !after.count(k)) {
          out.final = false;
          for (uint32_t i = 0; i < stmts.size(); ++i)
            if (checked[i] && dead[i]) {
              dead[i] = false;
              out.kept.push_back({&stmts[i], "deleting it together with the other dead "
                                             "instructions of its block would cost a hazard "
                                             "its distance"});
            }
          break;
        }
      }
    }
    out.dead = std::move(dead);
    out.deletions = std::move(deletions);
    return out;
  }

  // The units each statement writes that nothing reads once every
  // instruction after it in the block that looks dead is gone (one
  // backward walk); and which those are.
  void chainLiveness(uint32_t b, const std::vector<char>& staying, std::vector<char>& unread,
                     std::vector<char>& assumed) {
    const std::vector<ir::Stmt>& stmts = fn_.blocks[b].stmts;
    const analysis::Ordering& order = fa().ordering();
    static const isa::RegUnits kProtected = protectedUnits();
    unread.assign(stmts.size(), 0);
    assumed.assign(stmts.size(), 0);
    isa::RegUnits live = fa().liveBefore(b, stmts.size());
    for (size_t i = stmts.size(); i-- > 0;) {
      const ir::Stmt& s = stmts[i];
      constexpr uint32_t kReads = isa::UnitRuns::kReads, kWrites = isa::UnitRuns::kWrites;
      isa::UnitRuns du = isa::defUseRuns(s, fa().msbBefore(b, i));
      if (s.isInstr() && !s.isFence() && !du.fence() && du.any(kWrites)) {
        unread[i] = !du.intersects(live, kWrites);
        const isa::InstrInfo& info = isa::instrInfo(s.inst->opcode);
        if (unread[i] && !staying[i] && !du.intersects(kProtected, kWrites) &&
            dce::mayGo(*s.inst, info, order, b, uint32_t(i))) {
          assumed[i] = 1; // its reads do not keep its feeders alive
          continue;
        }
      }
      du.resetUnits(live, isa::UnitRuns::kKills);
      du.setUnits(live, kReads);
    }
  }

  // What block `b` loses, with whole dead chains: a statement the walk
  // took for dead that stays after all (a hazard, a VALU rule) keeps its
  // feeders alive, so the walk is redone with it staying, a few times;
  // then the sweep's liveness alone decides this block.
  Decision settle(uint32_t b) {
    const size_t n = fn_.blocks[b].stmts.size();
    blockHazards_.reset(); // (the block as it is now)
    std::vector<char> staying = dce::keptWhateverDies(fn_.blocks[b].stmts, fa().ordering(), b, expert_),
                      unread, assumed;
    std::optional<Decision> chosen;
    for (int attempt = 0; attempt < 4 && !chosen; ++attempt) {
      chainLiveness(b, staying, unread, assumed);
      Decision d = decide(b, &unread);
      bool consistent = true;
      for (size_t i = 0; i < n; ++i)
        if (assumed[i] && !d.dead[i])
          staying[i] = 1, consistent = false;
      if (!consistent)
        continue;
      // One the walk did not take for dead (its reads kept its feeders
      // alive) that goes after all may leave them dead for the next sweep.
      for (size_t i = 0; i < n; ++i)
        d.final = d.final && !(d.dead[i] && !assumed[i]);
      chosen = std::move(d);
    }
    if (chosen)
      return std::move(*chosen);
    Decision d = decide(b, nullptr);
    d.final = false;
    return d;
  }

  // settle() with its remarks; `final` as Decision::final.
  std::vector<bool> deadIn(uint32_t b, bool& final) {
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

  void kept(const ir::Stmt& s, const std::string& why) {
    if (!ctx_.remarks.keeps())
      return; // nobody reads it: its text is not worth building
    if (!memory_.keptReported.insert(s.id).second)
      return; // said in an earlier sweep or round
    Remark r = ctx_.remark(RemarkKind::Missed, "DeadInstructionKept", fn_, s.loc,
                           "kept '" + text(s) + "', whose results nobody reads: " + why);
    r.args.emplace_back("stmt", int64_t(s.id));
    ctx_.remarks.emit(std::move(r));
  }

  static std::string text(const ir::Stmt& s) {
    return std::string(s.edited || !s.loc.valid() ? s.text : s.body);
  }

  void report(const ir::Stmt& s, const char* name, const isa::RegUnits& unread) {
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

  const ir::Module& m_;
  ir::Function& fn_;
  PassContext& ctx_;
  std::optional<analysis::FunctionAnalyses> own_;
  bool expert_ = false;
  dce::Memory& memory_; ///< kept across runs (dce_memory.h)
  std::optional<BlockHazards> blockHazards_; ///< of the block deadIn decides
  /// The hazard facts of the instructions met (a function of the
  /// instruction and its MSB state): a block's check with and without its
  /// candidates, and blocks of repeated code, share them. Bounded.
  analysis::hazard_detail::FactsMemo facts_;
};

class DcePass : public Pass {
public:
  bool run(ir::Module& m, PassContext& ctx) override {
    if (!ctx.hasRemark("Options"))
      ctx.remarks.emit(ctx.optionsRemark(nullptr, "dce has no options (liveness over the CFG, "
                                                  "redundant moves on)"));
    bool changed = false;
    for (ir::Function& fn : m.functions)
      if (!fn.blocks.empty())
        changed |= Dce(m, fn, ctx).run();
    return changed;
  }
};

} // namespace

std::unique_ptr<Pass> createDcePass() { return std::make_unique<DcePass>(); }

} // namespace silken::passes
