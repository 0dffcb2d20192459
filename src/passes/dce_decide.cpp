// dce (dce_impl.h): what one block loses in a sweep. A backward walk takes
// every instruction whose writes nothing reads, once the dead ones after it
// are gone, for dead (a whole chain in one sweep); the rules of dce.cpp's
// opening comment then keep what must stay (hazard distances, VALU slots,
// effects), and the walk is redone with those staying.
#include "passes/dce_impl.h"

#include "passes/dce_rules.h"
#include "semantics/def_use.h"
#include "semantics/valu_pipes.h"

namespace silken::passes::dce {

Dce::BlockHazards Dce::hazardsOf(uint32_t b, const std::vector<bool>* without) {
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

std::set<HazardKey> Dce::satisfied(const BlockHazards& h) {
  std::set<HazardKey> out;
  for (const analysis::HazardRequirement& r : h.reqs)
    if (r.satisfied())
      out.insert({int(r.kind), h.seq[r.producer]->id, h.seq[r.consumer]->id});
  return out;
}

Dce::Decision Dce::decide(uint32_t b, const std::vector<char>* chainUnread) {
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

void Dce::chainLiveness(uint32_t b, const std::vector<char>& staying, std::vector<char>& unread,
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

Dce::Decision Dce::settle(uint32_t b) {
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

} // namespace silken::passes::dce
