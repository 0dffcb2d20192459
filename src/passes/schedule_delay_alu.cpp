// The schedule pass: s_delay_alu hints of the regions it reorders are
// regenerated, never left stale (--schedule-regenerate-delay-alu, issue 12).
//
// Before scheduling, every hint whose fields decode and whose consumers are
// movable instructions of its block (not fences, no other hint inside its
// instskip window) is taken out, so it no longer pins what it names. After
// scheduling, a block whose instructions did not move gets its statements
// back exactly as written. In one that changed, a hint is kept as written
// when nothing between its furthest producer and its last consumer moved;
// the other consumers of the changed stretch get new hints computed from the
// new order (gfx1250-scheduling.md §2, after LLVM's AMDGPUInsertDelayAlu):
// per register unit the last writer's kind (VALU, TRANS — WMMA counts as
// TRANS — or SALU), its remaining latency (the ISA table's) and how many
// VALU / TRANS issued since; a VALU is forgotten after 5 VALUs, a TRANS after
// 4 TRANS, an SALU after 3 cycles; every instruction advances time by one
// cycle, s_nop N by N+1; DS/FLAT/VMEM, s_sendmsg_rtn and
// s_wait_alu depctr_va_vdst(0) clear the state; SALU/SMEM wait for VA_SDST
// themselves, so VALU -> SGPR delays do not reach them; a consumer that
// waited for a unit clears it. Only explicit-looking operands count: SCC,
// the MSB state are not looked at, VCC, EXEC and M0 only where the text
// names them (LLVM scans explicit operands only). A single-field hint takes a second consumer up to five
// instructions later (instskip), as LLVM does. Producers in earlier blocks
// are not seen: a missing hint costs cycles only (the hardware interlocks).
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
#include "isa/mnemonic_ids.h"
#include "semantics/hw_operands.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

namespace silken::passes::sched {
namespace {

enum class Kind : uint8_t { Valu, Trans, Salu, Other };

constexpr uint8_t kValuMax = 5, kTransMax = 4, kSaluMax = 4;

// What one register unit waits for (LLVM's DelayInfo, merged per field).
struct Info {
  uint8_t valuCycles = 0, valuNum = kValuMax;
  uint8_t transCycles = 0, transNum = kTransMax, transNumValu = kValuMax;
  uint8_t saluCycles = 0;

  void merge(const Info& o) {
    valuCycles = std::max(valuCycles, o.valuCycles);
    valuNum = std::min(valuNum, o.valuNum);
    transCycles = std::max(transCycles, o.transCycles);
    transNum = std::min(transNum, o.transNum);
    transNumValu = std::min(transNumValu, o.transNumValu);
    saluCycles = std::max(saluCycles, o.saluCycles);
  }
  // After an instruction of `kind` that takes `cycles`; false: nothing left.
  bool advance(Kind kind, unsigned cycles) {
    bool live = false;
    valuNum = uint8_t(valuNum + (kind == Kind::Valu));
    if (valuNum >= kValuMax || valuCycles <= cycles)
      valuNum = kValuMax, valuCycles = 0;
    else
      valuCycles = uint8_t(valuCycles - cycles), live = true;
    transNum = uint8_t(transNum + (kind == Kind::Trans));
    transNumValu = uint8_t(std::min<unsigned>(transNumValu + (kind == Kind::Valu), kValuMax));
    if (transNum >= kTransMax || transCycles <= cycles)
      transNum = kTransMax, transNumValu = kValuMax, transCycles = 0;
    else
      transCycles = uint8_t(transCycles - cycles), live = true;
    if (saluCycles <= cycles)
      saluCycles = 0;
    else
      saluCycles = uint8_t(saluCycles - cycles), live = true;
    return live;
  }
  // The simm16 of the hint this wait needs (0: none).
  unsigned encode() const {
    unsigned imm = 0;
    if (transNum < kTransMax) // counted from 1: the producer's own issue counts
      imm = 4u + transNum;
    if (valuNum < kValuMax && valuNum <= transNumValu)
      imm |= (imm & 0xf) ? unsigned(valuNum) << 7 : unsigned(valuNum);
    if (saluCycles && !(imm & 0x780))
      imm |= (imm & 0xf) ? unsigned(saluCycles + 8) << 7 : unsigned(saluCycles + 8);
    return imm;
  }
};

Kind kindOf(const isa::InstrInfo& info) {
  switch (info.cls) {
  case isa::InstrClass::Trans:
  case isa::InstrClass::Wmma: return Kind::Trans;
  case isa::InstrClass::Valu:
  case isa::InstrClass::Vopd: return Kind::Valu;
  case isa::InstrClass::Salu: return Kind::Salu;
  default: return Kind::Other;
  }
}

// It waits for VA_VDST = 0 before issuing: no VALU result is outstanding.
bool waitsForValu(const ir::Inst& inst, const isa::InstrInfo& info) {
  switch (info.cls) {
  case isa::InstrClass::VmemLoad: case isa::InstrClass::VmemStore:
  case isa::InstrClass::VmemAtomic: case isa::InstrClass::Flat:
  case isa::InstrClass::Scratch: case isa::InstrClass::DsLoad:
  case isa::InstrClass::DsStore: case isa::InstrClass::DsAtomic: return true;
  default: break;
  }
  isa::Opcode op(inst.opcode);
  if (op == "s_sendmsg_rtn_b32" || op == "s_sendmsg_rtn_b64")
    return true;
  if (op != "s_wait_alu")
    return false;
  std::optional<isa::DepctrWait> w = isa::decodeDepctr(inst);
  return w && w->vaVdst == 0;
}

// The register units a hint can name: the operands written out (LLVM
// scans explicit operands only), so SCC and the MSB state never, and VCC,
// EXEC or M0 only when the text names them.
isa::RegUnits explicitUnits(isa::RegUnits u, std::string_view body) {
  const bool vcc = body.find("vcc") != std::string_view::npos,
             exec = body.find("exec") != std::string_view::npos,
             m0 = body.find("m0") != std::string_view::npos;
  for (uint32_t i = isa::kVccLoUnit; i < isa::kNumUnits; ++i) {
    bool named = ((i == isa::kVccLoUnit || i == isa::kVccHiUnit) && vcc) ||
                 ((i == isa::kExecLoUnit || i == isa::kExecHiUnit) && exec) ||
                 (i == isa::kM0Unit && m0);
    if (!named)
      u.reset(i);
  }
  return u;
}

unsigned nopCycles(const ir::Stmt& s) {
  const ir::Inst& inst = *s.inst;
  if (isa::Opcode(inst.opcode) != "s_nop" || inst.operands.size() != 1 ||
      !inst.operands[0].hasValue)
    return 1;
  return unsigned(inst.operands[0].value & 0xf) + 1;
}

constexpr std::string_view kIdNames[] = {
    "NO_DEP",        "VALU_DEP_1",   "VALU_DEP_2",   "VALU_DEP_3",       "VALU_DEP_4",
    "TRANS32_DEP_1", "TRANS32_DEP_2", "TRANS32_DEP_3", "FMA_ACCUM_CYCLE_1", "SALU_CYCLE_1",
    "SALU_CYCLE_2",  "SALU_CYCLE_3"};
constexpr std::string_view kSkipNames[] = {"SAME",   "NEXT",   "SKIP_1",
                                           "SKIP_2", "SKIP_3", "SKIP_4"};

} // namespace

std::string delayAluText(unsigned imm) {
  unsigned id0 = imm & 0xf, skip = (imm >> 4) & 7, id1 = (imm >> 7) & 0xf;
  if (id0 >= std::size(kIdNames) || id1 >= std::size(kIdNames) || skip >= std::size(kSkipNames))
    return "s_delay_alu " + std::to_string(imm);
  std::string t = "s_delay_alu instid0(" + std::string(kIdNames[id0]) + ")";
  if (id1 == 0)
    return t;
  if (skip != 0)
    t += " | instskip(" + std::string(kSkipNames[skip]) + ")";
  return t + " | instid1(" + std::string(kIdNames[id1]) + ")";
}

std::vector<unsigned> delayHints(std::span<const ir::Stmt* const> seq, isa::MsbState msb,
                                 uint32_t from, uint32_t to) {
  std::vector<unsigned> out(seq.size(), 0);
  std::map<uint32_t, Info> state;
  int last = -1;       // the single-field hint made last, a second one may join it
  unsigned since = 0;  // instructions after it
  uint32_t covered = 0; // positions before this are inside a written hint's window
  for (uint32_t p = 0; p < seq.size(); ++p) {
    const ir::Stmt& s = *seq[p];
    isa::MsbState before = msb;
    msb = isa::msbAfter(s, msb);
    if (!s.isInstr())
      continue;
    if (isDelayAlu(s)) { // one left as written: its window is its own
      ir::Block view; // enough to reach its instskip consumer
      unsigned instrs = 0;
      for (uint32_t k = p; k < seq.size() && instrs < 8; ++k)
        view.stmts.push_back(*seq[k]), instrs += seq[k]->isInstr();
      covered = std::max(covered, p + 1 + delayExtent(view, 0).c1);
      last = -1;
      continue;
    }
    ++since;
    const isa::InstrInfo& info = isa::instrInfo(s.inst->opcode);
    const Kind kind = s.isFence() ? Kind::Other : kindOf(info);
    isa::DefUse du = isa::defUse(s, before);
    const std::string_view body = s.edited ? s.text : s.body;
    if (!s.isFence() && waitsForValu(*s.inst, info)) {
      state.clear();
    } else if (kind != Kind::Other) {
      if (kind == Kind::Salu || info.cls == isa::InstrClass::Smem)
        for (auto& [unit, i] : state) // they wait for VA_SDST themselves
          if (unit >= isa::kSgprUnitBase)
            i.valuNum = kValuMax, i.valuCycles = 0, i.transNum = kTransMax,
            i.transNumValu = kValuMax, i.transCycles = 0;
      Info need;
      isa::RegUnits reads = explicitUnits(du.reads, body);
      for (auto it = state.begin(); it != state.end();)
        if (reads.test(it->first))
          need.merge(it->second), it = state.erase(it);
        else
          ++it;
      unsigned imm = need.encode();
      if (imm != 0 && p >= from && p < to && p >= covered) {
        if (!(imm & 0x780) && last >= 0 && since < 6) { // instskip: `since` after it
          out[uint32_t(last)] |= imm << 7 | since << 4;
          last = -1;
        } else {
          out[p] = imm;
          last = (imm & 0x780) ? -1 : int(p);
          since = 0;
        }
      }
    }
    if (kind != Kind::Other) {
      Info w;
      unsigned lat = info.latency;
      if (kind == Kind::Valu)
        w.valuCycles = uint8_t(std::min(lat, 255u)), w.valuNum = 0;
      else if (kind == Kind::Trans)
        w.transCycles = uint8_t(std::min(lat, 255u)), w.transNum = 0, w.transNumValu = 0;
      else
        w.saluCycles = uint8_t(std::min<unsigned>(lat, kSaluMax));
      isa::RegUnits writes = explicitUnits(du.writes, body);
      for (uint32_t u = 0; u < isa::kNumUnits; ++u)
        if (writes.test(u))
          state[u] = w;
    }
    const unsigned cycles = nopCycles(s);
    for (auto it = state.begin(); it != state.end();)
      it = it->second.advance(kind, cycles) ? std::next(it) : state.erase(it);
  }
  return out;
}

} // namespace silken::passes::sched

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
    if (!r.satisfied() && r.producer < stmts.size() && r.consumer < stmts.size())
      out.emplace(int(r.kind), stmts[r.producer].id, stmts[r.consumer].id);
  return out;
}

} // namespace

bool DelayHints::strip(ir::Function& fn, const analysis::Ordering& ordering) {
  blocks_.assign(fn.blocks.size(), {});
  bool any = false;
  for (const ir::Block& block : fn.blocks)
    any = any || std::any_of(block.stmts.begin(), block.stmts.end(), isDelayAlu);
  if (!any)
    return false;
  hazards_ = analysis::findBlockHazards(fn); // of the input, hints included
  any = false;
  for (uint32_t b = 0; b < fn.blocks.size(); ++b) {
    ir::Block& block = fn.blocks[b];
    const uint32_t n = uint32_t(block.stmts.size());
    std::vector<char> take(n, 0), kept(n, 0); // kept: inside a hint left as written
    for (uint32_t d = 0; d < n; ++d) {
      if (!isDelayAlu(block.stmts[d]))
        continue;
      DelayExtent e = delayExtent(block, d);
      bool ok = e.decoded && movableText(block.stmts[d]) && !ordering.held(b, d);
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
        mine.hints.push_back({block.stmts[d], block.stmts[e.first].id, block.stmts[e.c0].id,
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
                        const analysis::CycleOptions& model, analysis::FunctionAnalyses& fa) {
  // Per block regenerated: hints removed and made.
  std::vector<std::optional<std::pair<unsigned, unsigned>>> counts(fn.blocks.size());
  std::vector<SourceLoc> where(fn.blocks.size()); // the first consumer regenerated
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
    while (now[lo] == mine.stripped[lo])
      ++lo;
    while (now[hi] == mine.stripped[hi])
      --hi;
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
    std::vector<const ir::Stmt*> seq;
    for (const ir::Stmt& s : block.stmts)
      seq.push_back(&s);
    const isa::MsbState entry = fa.msbBefore(b, 0);
    std::vector<unsigned> imms = delayHints(seq, entry, zlo, zhi + 1);
    std::vector<ir::Stmt> out;
    unsigned made = 0, dropped = 0;
    for (uint32_t p = 0; p < block.stmts.size(); ++p) {
      const ir::Stmt& s = block.stmts[p];
      for (size_t h = 0; h < mine.hints.size(); ++h)
        if (!redo[h] && mine.hints[h].anchor == s.id)
          out.push_back(mine.hints[h].stmt);
      if (imms[p] != 0) {
        DiagEngine scratch;
        std::optional<ir::Stmt> hint =
            as::parseInstructionText(m, delayAluText(imms[p]), s.ordinal, scratch);
        if (hint)
          out.push_back(*hint), ++made;
      }
      out.push_back(s);
    }
    for (size_t h = 0; h < mine.hints.size(); ++h)
      if (!redo[h] && mine.hints[h].anchor == UINT32_MAX)
        out.push_back(mine.hints[h].stmt);
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
      ctx.remarks.emit(ctx.remark(RemarkKind::Missed, "BlockKept", fn, loc,
                                  "block kept as written: with its s_delay_alu hints "
                                  "regenerated " + why));
      continue;
    }
    changed = true;
    auto [dropped, made] = *counts[b];
    Remark rk = ctx.remark(RemarkKind::Passed, "DelayAluRegenerated", fn, where[b],
                           "s_delay_alu hints of the reordered code regenerated: " +
                               std::to_string(dropped) + " removed, " + std::to_string(made) +
                               " made");
    rk.args.emplace_back("removed", int64_t(dropped));
    rk.args.emplace_back("made", int64_t(made));
    ctx.remarks.emit(std::move(rk));
  }
  return changed;
}

std::string DelayHints::accept(const ir::Function& fn, uint32_t b,
                               const analysis::CycleOptions& model,
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
  auto a = analysis::estimateCycles(was, model, entry), c = analysis::estimateCycles(now, model, entry);
  auto am = analysis::estimateCycles(was, mca, entry), cm = analysis::estimateCycles(now, mca, entry);
  if (c.cycles > a.cycles || c.drained > a.drained || (mcaCheck_ && cm.cycles > am.cycles))
    return "the block would be slower (" + std::to_string(a.cycles) + " -> " +
           std::to_string(c.cycles) + " cycles, llvm-mca view " + std::to_string(am.cycles) +
           " -> " + std::to_string(cm.cycles) + ")";
  auto old = unsatisfied(blocks_[b].original, hazards_[b]);
  for (const auto& f : unsatisfied(block.stmts, after))
    if (!old.count(f))
      return "a hazard requirement would be left unsatisfied";
  return "";
}

} // namespace silken::passes::sched
