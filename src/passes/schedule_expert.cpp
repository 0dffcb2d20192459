// The schedule pass in expert scheduling mode 2 (schedule_impl.h): a
// region with VALU or vector memory may move only if the s_wait_alu
// depctr_va_vdst(N) / depctr_vm_vsrc(N) waits after it still prove what
// they proved, and those waits are recomputed when they do not.
//
// N counts younger entries of the producer's own queue (VALU writes per
// pipe; memory reads of VGPRs in the LDS and TEX queues), so a reordering
// can make a wait after the region prove less. The rule kept here: every
// H12/H13 requirement (analysis/hazards.h) of the block that the old order
// satisfied stays satisfied, checked by the hazard model before and after
// on the part of the block the order can affect (bounded by zero waits and
// the counter ranges); where it would not, the waits after the region (up to
// the first N = 0 one of each field) get a smaller N, each the largest that
// keeps the rule with every later one at 0, then the later ones the same
// way. A wait only gets stricter. The block's edges are guarded too: a
// consumer in the region must not see a producer of an earlier block (its
// registers written in this block before the region, or a zero wait there),
// and a producer in the region keeps its place in its queue unless a zero
// wait of that field follows in the block or the block ends the program.
// Anything else keeps the region as written, with the reason.
//
//   before (ESM2)                         after
//   v_add_f32 v1, v2, v3                  v_add_f32 v1, v2, v3
//   v_mul_lo_u32 v4, v5, v6               v_add_f32 v7, v2, v3
//   v_add_f32 v7, v2, v3                  v_mul_lo_u32 v4, v5, v6
//   s_wait_alu depctr_va_vdst(2)          s_wait_alu depctr_va_vdst(1)
//   global_store_b32 v[8:9], v1, off      global_store_b32 v[8:9], v1, off
#include "passes/schedule_impl.h"

#include "analysis/hazard_facts.h"
#include "analysis/hazards.h"
#include "asm/parser.h"
#include "isa/mnemonic_ids.h"
#include "semantics/def_use.h"
#include "semantics/hw_operands.h"
#include "semantics/valu_pipes.h"

#include <algorithm>
#include <array>
#include <climits>
#include <deque>
#include <optional>
#include <set>
#include <tuple>
#include <unordered_map>

namespace silken::passes::sched {
namespace {

constexpr size_t kVgprUnits = isa::kNumVgprUnits;
constexpr int kVa = 0, kVm = 1; // the two fields
constexpr std::string_view kField[] = {"depctr_va_vdst(", "depctr_vm_vsrc("};
// Entries of a queue that prove an older one done without a wait
// (analysis/hazard_expert.cpp: the counter ranges).
constexpr size_t kRange[] = {15, 7};

// A VGPR unit in one of `sets` (the runs are in unit order, VGPRs first).
bool anyVgpr(const isa::UnitRuns& r, uint32_t sets) {
  for (uint32_t run : r)
    if (isa::UnitRuns::sets(run) & sets)
      return isa::UnitRuns::first(run) < kVgprUnits;
  return false;
}

// VGPR units in `sets` of `r` not in `known`.
bool vgprsOutside(const isa::UnitRuns& r, uint32_t sets, const isa::RegUnits& known) {
  bool outside = false;
  r.forEachUnit(sets, [&](uint32_t u) { outside |= u < kVgprUnits && !known.test(u); });
  return outside;
}

// How an instruction takes part in the two expert-mode rules.
struct Role {
  unsigned queues[2] = {0, 0}; ///< va: bit = the VALU pipe it writes a VGPR in; vm: 1 LDS, 2 TEX
  bool consumer[2] = {false, false}; ///< H12 (memory reads a VGPR), H13 (VALU writes one)
  isa::UnitRuns units; ///< its reads and writes
};

Role roleOf(const ir::Stmt& s, isa::MsbState msb) {
  Role r;
  if (!s.isInstr() || s.isFence() || !s.inst)
    return r;
  const ir::Inst& inst = *s.inst;
  isa::InstrClass cls = isa::instrInfo(inst.opcode).cls;
  r.units = isa::defUseRuns(s, msb);
  isa::ValuPipe pipe = isa::valuPipe(inst);
  if (pipe != isa::ValuPipe::None && !(isa::Opcode(inst.opcode) == "v_nop") &&
      anyVgpr(r.units, isa::UnitRuns::kWrites)) {
    r.queues[kVa] = 1u << unsigned(pipe);
    r.consumer[kVm] = true;
  }
  if (analysis::hazard_detail::isVectorMemory(cls) && anyVgpr(r.units, isa::UnitRuns::kReads)) {
    bool ds = cls == isa::InstrClass::DsLoad || cls == isa::InstrClass::DsStore ||
              cls == isa::InstrClass::DsAtomic;
    r.queues[kVm] = (ds || cls == isa::InstrClass::Flat ? 1u : 0u) | (ds ? 0u : 2u);
    r.consumer[kVa] = true;
  }
  return r;
}

// The N of a field of an s_wait_alu (-1: not one, or the field does not wait).
int fieldOf(const ir::Stmt& s, int field) {
  if (!s.isInstr() || !s.inst)
    return -1;
  std::optional<isa::DepctrWait> w = isa::decodeDepctr(*s.inst);
  if (!w)
    return -1;
  int n = field == kVa ? w->vaVdst : w->vmVsrc;
  return n >= (field == kVa ? 15 : 7) ? -1 : n;
}

bool zeroWait(const ir::Stmt& s, int field) {
  return fieldOf(s, field) == 0 ||
         (s.isInstr() && s.inst && isa::Opcode(s.inst->opcode) == "s_wait_idle");
}

using Unsat = std::set<std::tuple<int, uint32_t, uint32_t>>;

// The H12/H13 requirements `seq` leaves unsatisfied, by statement id.
Unsat unsatisfied(std::span<const ir::Stmt* const> seq, const analysis::HazardContext& ctx,
                  analysis::hazard_detail::FactsMemo& memo) {
  Unsat out;
  using analysis::hazard_detail::findExpertHazards;
  for (const analysis::HazardRequirement& r : findExpertHazards(seq, ctx, memo))
    if (!r.satisfied())
      out.emplace(int(r.kind), seq[r.producer]->id, seq[r.consumer]->id);
  return out;
}

// `s` with the N of `field` replaced (named form only), or nothing.
std::optional<ir::Stmt> withField(ir::Module& m, const ir::Stmt& s, int field, int n) {
  std::string body(s.edited ? s.text : s.body);
  size_t at = body.find(kField[field]);
  size_t close = at == body.npos ? body.npos : body.find(')', at);
  if (close == body.npos)
    return std::nullopt;
  at += kField[field].size();
  body.replace(at, close - at, std::to_string(n));
  // A text that does not parse keeps the region, no error of the input.
  std::optional<ir::Stmt> made = as::reparseEdited(m, s, body);
  if (!made || fieldOf(*made, field) != n)
    return std::nullopt;
  return made;
}

} // namespace

std::string ExpertWaits::plan(const Placement& p,
                              std::vector<std::pair<uint32_t, ir::Stmt>>& edits,
                              analysis::hazard_detail::FactsMemo& memo) {
  const ir::Block& block = fn_.blocks[p.block];
  const isa::MsbState msb = fa_.msbBefore(p.block, p.begin);
  // The region's statements as written and in the new order (the block's
  // other statements are looked at only in the window found below: a copy
  // of the whole block per region made one block of many regions quadratic).
  const uint32_t n = p.end - p.begin;
  std::vector<const ir::Stmt*> wasRegion(n);
  for (uint32_t k = 0; k < n; ++k)
    wasRegion[k] = &block.stmts[p.begin + k];
  const std::span<const ir::Stmt* const> nowRegion = p.now;
  // What the block does before the region (kept as the regions advance).
  if (p.block != entryBlock_ || p.begin < entryAt_) {
    entryBlock_ = p.block, entryAt_ = 0, written_.reset(), lastZero_ = {-1, -1};
    for (auto& q : recent_)
      q.clear();
  }
  for (; entryAt_ < p.begin; ++entryAt_) {
    const ir::Stmt& s = block.stmts[entryAt_];
    for (int f : {kVa, kVm})
      if (zeroWait(s, f))
        lastZero_[f] = int(entryAt_);
    if (!s.isInstr() || s.isFence() || !s.inst)
      continue;
    Role r = roleOf(s, fa_.msbBefore(p.block, entryAt_));
    r.units.setUnits(written_, isa::UnitRuns::kWrites);
    for (int f : {kVa, kVm})
      for (unsigned q = 0, m = r.queues[f]; m >> q; ++q)
        if ((m >> q) & 1) {
          std::deque<uint32_t>& d = recent_[size_t(f * 8 + q)];
          d.push_back(entryAt_);
          if (d.size() > kRange[f]) // older ones are proven by distance
            d.pop_front();
        }
  }
  // Roles once per region; per statement (by its written position) the
  // entries of each field's queues ahead of it in the region, both orders.
  std::vector<Role> roles(n);
  std::unordered_map<const ir::Stmt*, uint32_t> at;
  for (uint32_t k = 0; k < n; ++k) {
    roles[k] = roleOf(*wasRegion[k], msb);
    at[wasRegion[k]] = k;
  }
  using Ahead = std::array<std::array<unsigned, 8>, 2>;
  auto aheadOf = [&](std::span<const ir::Stmt* const> region) {
    std::vector<Ahead> out(n);
    Ahead run{};
    for (const ir::Stmt* s : region) {
      uint32_t k = at.at(s);
      out[k] = run;
      for (int f : {kVa, kVm})
        for (unsigned q = 0, m = roles[k].queues[f]; m >> q; ++q)
          run[f][q] += (m >> q) & 1;
    }
    return out;
  };
  const std::vector<Ahead> aheadWas = aheadOf(wasRegion), aheadNow = aheadOf(nowRegion);
  auto movedAhead = [&](uint32_t k, int f) {
    for (unsigned q = 0; q < 8; ++q)
      if (aheadNow[k][f][q] < aheadWas[k][f][q])
        return true;
    return false;
  };
  // Each queue's producers in order, queue by queue (a FLAT is in both).
  auto perQueue = [&](std::span<const ir::Stmt* const> region, int f) {
    std::vector<std::pair<unsigned, const ir::Stmt*>> out;
    for (const ir::Stmt* s : region)
      for (unsigned q = 0, m = roles[at.at(s)].queues[f]; m >> q; ++q)
        if ((m >> q) & 1)
          out.emplace_back(q, s);
    std::stable_sort(out.begin(), out.end(),
                     [](const auto& x, const auto& y) { return x.first < y.first; });
    return out;
  };
  // Entry: a consumer that may see a producer of an earlier block (no zero
  // wait of its field before the region in the block, and a register not
  // written there) is proven by a wait before the region or by distance,
  // which holds while it moves ahead of no entry of any queue.
  bool consumersStay = true;
  for (uint32_t k = 0; k < n; ++k)
    for (int f : {kVa, kVm}) {
      if (!roles[k].consumer[f] || !movedAhead(k, f))
        continue;
      consumersStay = false;
      if (lastZero_[f] < 0 &&
          vgprsOutside(roles[k].units, f == kVa ? isa::UnitRuns::kReads : isa::UnitRuns::kWrites,
                       written_))
        return "a vector instruction of it would move ahead of expert-mode queue entries "
               "while it may depend on a producer of an earlier block";
    }
  const bool queuesStay[2] = {perQueue(wasRegion, kVa) == perQueue(nowRegion, kVa),
                              perQueue(wasRegion, kVm) == perQueue(nowRegion, kVm)};
  // Every producer keeps its rank in its queue and no consumer moves ahead
  // of a queue entry: every younger count any wait or distance sees is as
  // written (or larger), so nothing needs recomputing.
  if (consumersStay && queuesStay[kVa] && queuesStay[kVm])
    return "";
  // The waits after the region, per field up to its first zero one; past
  // the last of those two, and before the earlier of the two last zero
  // waits before the region, nothing the region does can matter.
  std::vector<uint32_t> waits[2];
  int firstZero[2] = {-1, -1};
  for (int f : {kVa, kVm})
    for (uint32_t i = p.end; i < block.stmts.size() && firstZero[f] < 0; ++i) {
      if (zeroWait(block.stmts[i], f))
        firstZero[f] = int(i);
      else if (fieldOf(block.stmts[i], f) > 0)
        waits[f].push_back(i);
    }
  // Before the region, only a queue's last kRange entries can be told apart
  // by the region's order (the older ones are done by distance either way),
  // and nothing before a zero wait of the field.
  int from[2] = {lastZero_[kVa], lastZero_[kVm]};
  for (int f : {kVa, kVm}) {
    int oldest = INT32_MAX;
    for (unsigned q = 0; q < 8; ++q)
      if (const std::deque<uint32_t>& d = recent_[size_t(f * 8 + q)]; !d.empty())
        oldest = std::min(oldest, int(d.front()));
    from[f] = std::max(from[f], oldest == INT32_MAX ? int(p.begin) : oldest);
  }
  const uint32_t lo = uint32_t(std::max(0, std::min(from[kVa], from[kVm])));
  // After it, a consumer can tell the orders apart only while a queue with
  // producers in the region has fewer than kRange entries since (or up to
  // the field's first zero wait); a wait past that proves them either way.
  uint32_t until[2];
  bool saturated[2]; // every producer queue has kRange entries after it in the block
  for (int f : {kVa, kVm}) {
    unsigned need = 0;
    bool exec = false; // VALU counts stop at an EXEC write: no bound then
    for (const Role& r : roles)
      need |= r.queues[f], exec |= f == kVa && r.units.writesExec();
    const uint32_t bound =
        firstZero[f] >= 0 ? uint32_t(firstZero[f] + 1) : uint32_t(block.stmts.size());
    until[f] = !need ? p.end : bound;
    std::array<size_t, 8> seen{};
    for (uint32_t i = p.end; i < until[f] && need && !exec; ++i) {
      Role r = roleOf(block.stmts[i], fa_.msbBefore(p.block, i));
      if (f == kVa && r.units.writesExec()) {
        exec = true;
        break;
      }
      for (unsigned q = 0, m = r.queues[f]; m >> q; ++q)
        if (((m & need) >> q) & 1 && ++seen[q] >= kRange[f] && (need &= ~(1u << q)) == 0)
          until[f] = i + 1;
    }
    if (exec)
      until[f] = bound;
    saturated[f] = !need && !exec;
    std::erase_if(waits[f], [&](uint32_t i) { return i >= until[f]; });
  }
  const uint32_t hi = std::max(until[kVa], until[kVm]);
  const analysis::HazardContext ctx{fa_.msbBefore(p.block, lo), expert_[p.block][lo] != 0};
  // The window [lo, hi) as written and with the region in its new order
  // and the waits after it as edited; statement i is at i - lo.
  std::vector<const ir::Stmt*> was(hi - lo), now;
  for (uint32_t i = lo; i < hi; ++i)
    was[i - lo] = &block.stmts[i];
  now = was;
  std::copy(nowRegion.begin(), nowRegion.end(), now.begin() + (p.begin - lo));
  // The orders tried share their statements: their facts are computed once
  // (`memo`, the scheduler's). The written order's requirements are looked
  // at only when a trial leaves one unsatisfied (one it left unsatisfied
  // too is kept).
  std::optional<Unsat> base;
  std::optional<bool> kept; // keeps() of `now` as it is (set() forgets it)
  auto keeps = [&] {
    if (kept)
      return *kept; // asked again with no wait changed (none to change)
    Unsat u = unsatisfied(now, ctx, memo);
    if (!u.empty() && !base)
      base = unsatisfied(was, ctx, memo);
    kept = u.empty() || std::includes(base->begin(), base->end(), u.begin(), u.end());
    return *kept;
  };
  std::deque<ir::Stmt> store; // the trial waits: pointers into it stay valid
  auto set = [&](uint32_t i, int f, int n) {
    if (fieldOf(*now[i - lo], f) == n)
      return true;
    std::optional<ir::Stmt> s = withField(module_, *now[i - lo], f, n);
    if (!s)
      return false;
    store.push_back(*s);
    now[i - lo] = &store.back();
    kept.reset();
    return true;
  };
  const char* notNamed = "an s_wait_alu after it is not in the depctr_*(N) form";
  const char* noN = "no depctr N after it keeps every expert-mode requirement the input satisfies";
  if (!keeps()) {
    for (int f : {kVa, kVm})
      for (size_t k = 0; k < waits[f].size(); ++k) {
        for (size_t later = k + 1; later < waits[f].size(); ++later)
          if (!set(waits[f][later], f, 0))
            return notNamed;
        if (f == kVa) // the vm field at 0 too while va is decided
          for (uint32_t i : waits[kVm])
            if (!set(i, kVm, 0))
              return notNamed;
        uint32_t i = waits[f][k];
        int low = 0, high = fieldOf(block.stmts[i], f); // the largest N that keeps the rule
        while (low < high) {
          int mid = (low + high + 1) / 2;
          if (!set(i, f, mid))
            return notNamed;
          if (keeps())
            low = mid;
          else
            high = mid - 1;
        }
        if (!set(i, f, low))
          return notNamed;
      }
    if (!keeps())
      return noN;
  }
  // Exit: a producer of the region keeps its place in its queue, unless a
  // zero wait of that field follows in the block or nothing follows it.
  for (int f : {kVa, kVm}) {
    if (firstZero[f] >= 0 || saturated[f] || (block.succs.empty() && !block.exitsToUnknown))
      continue;
    bool zeroLater = false; // a wait made 0 by the recomputation
    for (uint32_t i : waits[f])
      zeroLater |= zeroWait(*now[i - lo], f);
    if (zeroLater)
      continue;
    if (!queuesStay[f])
      return "its producers change places in their expert-mode queue and a later block's "
             "s_wait_alu depctr counts may count on them";
  }
  for (uint32_t i = p.end; i < hi; ++i)
    if (now[i - lo] != was[i - lo])
      edits.emplace_back(i, *now[i - lo]); // the same statement (id), a smaller N
  return "";
}

} // namespace silken::passes::sched
