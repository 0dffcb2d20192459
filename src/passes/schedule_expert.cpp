// The schedule pass in expert scheduling mode 2 (schedule_impl.h): a
// region with VALU or vector memory may move only if the s_wait_alu
// depctr_va_vdst(N) / depctr_vm_vsrc(N) waits after it still prove what
// they proved, and those waits are recomputed when they do not.
//
// N counts younger entries of the producer's own queue (VALU writes per
// pipe; memory reads of VGPRs in the LDS and TEX queues), so a reordering
// can make a wait after the region prove less. The rule kept here: every
// H12/H13 requirement (analysis/hazards.h) of the block that the old order
// satisfied stays satisfied, checked by the hazard model on the whole block
// before and after; where it would not, the waits after the region (up to
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
#include <deque>
#include <set>
#include <tuple>

namespace silken::passes::sched {
namespace {

constexpr size_t kVgprUnits = 2 * isa::kNumVgprs;
constexpr int kVa = 0, kVm = 1; // the two fields
constexpr std::string_view kField[] = {"depctr_va_vdst(", "depctr_vm_vsrc("};

bool anyVgpr(const isa::RegUnits& r) { return r._Find_first() < kVgprUnits; }

// VGPR units of `r` not in `known`.
bool vgprsOutside(const isa::RegUnits& r, const isa::RegUnits& known) {
  for (size_t u = r._Find_first(); u < kVgprUnits; u = r._Find_next(u))
    if (!known.test(u))
      return true;
  return false;
}

// How an instruction takes part in the two expert-mode rules.
struct Role {
  unsigned queues[2] = {
      0, 0}; ///< va: bit = the VALU pipe it writes a VGPR in; vm: 1 LDS, 2 TEX
  bool consumer[2] = {
      false, false}; ///< H12 (memory reads a VGPR), H13 (VALU writes one)
  isa::RegUnits reads, writes;
};

Role roleOf(const ir::Stmt& s, isa::MsbState msb) {
  Role r;
  if (!s.isInstr() || s.isFence() || !s.inst)
    return r;
  const ir::Inst& inst = *s.inst;
  isa::InstrClass cls = isa::instrInfo(inst.opcode).cls;
  isa::DefUse du = isa::defUse(s, msb);
  r.reads = du.reads;
  r.writes = du.writes;
  isa::ValuPipe pipe = isa::valuPipe(inst);
  if (pipe != isa::ValuPipe::None && !(isa::Opcode(inst.opcode) == "v_nop") &&
      anyVgpr(du.writes)) {
    r.queues[kVa] = 1u << unsigned(pipe);
    r.consumer[kVm] = true;
  }
  if (analysis::hazard_detail::isVectorMemory(cls) && anyVgpr(du.reads)) {
    bool ds = cls == isa::InstrClass::DsLoad ||
              cls == isa::InstrClass::DsStore ||
              cls == isa::InstrClass::DsAtomic;
    r.queues[kVm] =
        (ds || cls == isa::InstrClass::Flat ? 1u : 0u) | (ds ? 0u : 2u);
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
         (s.isInstr() && s.inst &&
          isa::Opcode(s.inst->opcode) == "s_wait_idle");
}

using Unsat = std::set<std::tuple<int, uint32_t, uint32_t>>;

// The H12/H13 requirements `seq` leaves unsatisfied, by statement id.
Unsat unsatisfied(std::span<const ir::Stmt* const> seq,
                  const analysis::HazardContext& ctx) {
  Unsat out;
  for (const analysis::HazardRequirement& r : analysis::findHazards(seq, ctx))
    if (!r.satisfied() && (r.kind == analysis::HazardKind::ExpertValuToMemory ||
                           r.kind == analysis::HazardKind::ExpertMemoryToValu))
      out.emplace(int(r.kind), seq[r.producer]->id, seq[r.consumer]->id);
  return out;
}

// `s` with the N of `field` replaced (named form only), or nothing.
std::optional<ir::Stmt> withField(ir::Module& m, const ir::Stmt& s, int field,
                                  int n, DiagEngine& diags) {
  std::string body(s.edited ? s.text : s.body);
  size_t at = body.find(kField[field]);
  size_t close = at == body.npos ? body.npos : body.find(')', at);
  if (close == body.npos)
    return std::nullopt;
  at += kField[field].size();
  body.replace(at, close - at, std::to_string(n));
  std::optional<ir::Stmt> made =
      as::parseInstructionText(m, body, s.ordinal, diags);
  if (!made || fieldOf(*made, field) != n)
    return std::nullopt;
  ir::Stmt out = s;
  out.inst = made->inst;
  out.name = made->name;
  out.text = made->text;
  out.edited = true;
  return out;
}

} // namespace

std::string
ExpertWaits::plan(const Placement& p,
                  std::vector<std::pair<uint32_t, ir::Stmt>>& edits) {
  const ir::Block& block = fn_.blocks[p.block];
  const isa::MsbState msb = fa_.msbBefore(p.block, p.begin);
  // The block with the region in its new order; the waits after it as edited.
  std::vector<const ir::Stmt*> was, now;
  for (const ir::Stmt& s : block.stmts)
    was.push_back(&s);
  now = was;
  std::copy(p.now.begin(), p.now.end(), now.begin() + p.begin);
  // Entry: a consumer that may see a producer of an earlier block (no zero
  // wait of its field before the region in the block, and a register not
  // written there) is proven by a wait before the region or by distance,
  // which holds while it moves ahead of no entry of any queue.
  isa::RegUnits written;
  bool zero[2] = {false, false};
  for (uint32_t i = 0; i < p.begin; ++i) {
    const ir::Stmt& s = block.stmts[i];
    for (int f : {kVa, kVm})
      zero[f] |= zeroWait(s, f);
    if (s.isInstr() && !s.isFence() && s.inst)
      written |= isa::defUse(s, fa_.msbBefore(p.block, i)).writes;
  }
  // Per queue: the entries of field f's queues ahead of `c` in the region.
  auto ahead = [&](const std::vector<const ir::Stmt*>& seq, const ir::Stmt* c,
                   int f) {
    std::array<unsigned, 8> n{};
    for (uint32_t i = p.begin; i < p.end && seq[i] != c; ++i)
      for (unsigned q = 0, m = roleOf(*seq[i], msb).queues[f]; m >> q; ++q)
        n[q] += (m >> q) & 1;
    return n;
  };
  for (uint32_t i = p.begin; i < p.end; ++i) {
    Role r = roleOf(*was[i], msb);
    for (int f : {kVa, kVm}) {
      if (!r.consumer[f] || zero[f] ||
          !vgprsOutside(f == kVa ? r.reads : r.writes, written))
        continue;
      std::array<unsigned, 8> old = ahead(was, was[i], f),
                              next = ahead(now, was[i], f);
      for (size_t q = 0; q < old.size(); ++q)
        if (next[q] < old[q])
          return "a vector instruction of it would move ahead of expert-mode "
                 "queue entries "
                 "while it may depend on a producer of an earlier block";
    }
  }
  const analysis::HazardContext ctx{fa_.msbBefore(p.block, 0),
                                    expert_[p.block][0] != 0};
  const Unsat base = unsatisfied(was, ctx);
  auto keeps = [&] {
    Unsat u = unsatisfied(now, ctx);
    return std::includes(base.begin(), base.end(), u.begin(), u.end());
  };
  std::deque<ir::Stmt> store; // the trial waits: pointers into it stay valid
  std::vector<uint32_t>
      waits[2]; // per field: waits with N > 0 up to the first 0
  bool zeroAfter[2] = {false, false};
  for (int f : {kVa, kVm})
    for (uint32_t i = p.end; i < block.stmts.size() && !zeroAfter[f]; ++i) {
      int n = fieldOf(block.stmts[i], f);
      zeroAfter[f] = zeroWait(block.stmts[i], f);
      if (n > 0)
        waits[f].push_back(i);
    }
  if (!keeps()) {
    auto set = [&](uint32_t i, int f, int n) {
      if (fieldOf(*now[i], f) == n)
        return true;
      std::optional<ir::Stmt> s = withField(module_, *now[i], f, n, diags_);
      if (!s)
        return false;
      store.push_back(*s);
      now[i] = &store.back();
      return true;
    };
    for (int f : {kVa, kVm})
      for (size_t k = 0; k < waits[f].size(); ++k) {
        for (size_t later = k + 1; later < waits[f].size(); ++later)
          if (!set(waits[f][later], f, 0))
            return "an s_wait_alu after it is not in the depctr_*(N) form";
        if (f == kVa) // the vm field's later waits at 0 too while va is decided
          for (uint32_t i : waits[kVm])
            if (!set(i, kVm, 0))
              return "an s_wait_alu after it is not in the depctr_*(N) form";
        uint32_t i = waits[f][k];
        int lo = 0, hi = fieldOf(block.stmts[i],
                                 f); // the largest N that keeps the rule
        while (lo < hi) {
          int mid = (lo + hi + 1) / 2;
          if (!set(i, f, mid))
            return "an s_wait_alu after it is not in the depctr_*(N) form";
          if (keeps())
            lo = mid;
          else
            hi = mid - 1;
        }
        if (!set(i, f, lo) || (lo == 0 && !keeps()))
          return "no depctr N after it keeps every expert-mode requirement the "
                 "input satisfies";
      }
    if (!keeps())
      return "no depctr N after it keeps every expert-mode requirement the "
             "input satisfies";
  }
  // Exit: a producer of the region keeps its place in its queue, unless a
  // zero wait of that field follows in the block or nothing follows it.
  for (int f : {kVa, kVm}) {
    bool zeroLater = false;
    for (uint32_t i = p.end; i < now.size(); ++i)
      zeroLater |= zeroWait(*now[i], f);
    if (zeroLater || (block.succs.empty() && !block.exitsToUnknown))
      continue;
    // Each queue's producers in order, queue by queue (a FLAT is in both).
    auto perQueue = [&](const std::vector<const ir::Stmt*>& seq) {
      std::vector<std::pair<unsigned, const ir::Stmt*>> out;
      for (uint32_t i = p.begin; i < p.end; ++i)
        for (unsigned q = 0, m = roleOf(*seq[i], msb).queues[f]; m >> q; ++q)
          if ((m >> q) & 1)
            out.emplace_back(q, seq[i]);
      std::stable_sort(
          out.begin(), out.end(),
          [](const auto& x, const auto& y) { return x.first < y.first; });
      return out;
    };
    if (perQueue(was) != perQueue(now))
      return "its producers change places in their expert-mode queue and a "
             "later block's "
             "s_wait_alu depctr counts may count on them";
  }
  for (uint32_t i = p.end; i < now.size(); ++i)
    if (now[i] != was[i])
      edits.emplace_back(i, *now[i]); // the same statement (id), a smaller N
  return "";
}

} // namespace silken::passes::sched
