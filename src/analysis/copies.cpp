#include "analysis/copies.h"

#include "analysis/dataflow.h"
#include "isa/mnemonic_ids.h"

#include <algorithm>

namespace silken::analysis {
namespace {

constexpr size_t kMaxFacts = 512; // a set this large stops growing (fewer facts is still true)

// The first set unit of `u` below `limit` and how many follow it without a
// gap; {0, 0} when there are none or they are not one run.
std::pair<uint32_t, uint32_t> run(const isa::RegUnits& u, uint32_t limit) {
  uint32_t first = uint32_t(u._Find_first()); // libstdc++: the lowest set bit, or size()
  if (first >= limit)
    return {0, 0};
  uint32_t count = 1;
  while (first + count < limit && u[first + count])
    ++count;
  uint32_t next = uint32_t(u._Find_next(first + count - 1));
  return next < limit ? std::pair<uint32_t, uint32_t>{0, 0} : std::pair{first, count};
}

// Some unit of [a, a + an) is written by an instruction with these runs.
bool overlapsWrites(uint32_t a, uint32_t an, const isa::UnitRuns& du) {
  return du.overlaps(a, a + an, isa::UnitRuns::kWrites);
}

bool isMove(const ir::Stmt& stmt) {
  if (!stmt.isInstr() || stmt.isFence())
    return false;
  isa::Opcode op(stmt.inst->opcode);
  return op == "v_mov_b32" || op == "s_mov_b32" || op == "s_mov_b64";
}

// copyOf, with the statement's def/use at hand.
std::optional<CopyFact> copyOf(const ir::Stmt& stmt, isa::MsbState msb, const isa::DefUse& du) {
  if (!isMove(stmt) || !msb.known)
    return std::nullopt;
  const ir::Inst& inst = *stmt.inst;
  bool vector = isa::Opcode(inst.opcode) == "v_mov_b32";
  if (inst.operands.size() != 2 || !inst.modifiers.empty() || inst.isDual())
    return std::nullopt;
  const ir::Operand &d = inst.operands[0], &s = inst.operands[1];
  ir::RegFile file = vector ? ir::RegFile::V : ir::RegFile::S;
  if (d.kind != ir::OperandKind::Reg || d.reg.file != file || d.reg.half != ir::RegHalf::Full ||
      s.neg || s.abs || s.sext)
    return std::nullopt;
  constexpr uint32_t kRegs = isa::kVccLoUnit; // VGPR, SGPR and TTMP units
  auto [dst, count] = run(du.writes, kRegs);
  if (!count || du.fence || run(du.writes, isa::kNumUnits).second != count)
    return std::nullopt; // writes something besides one run of registers
  CopyFact f;
  f.dst = dst;
  f.count = count;
  if (s.kind == ir::OperandKind::Imm && s.hasValue && s.symbol().empty()) {
    f.constant = true;
    f.value = s.value;
    return f;
  }
  if (s.kind != ir::OperandKind::Reg || s.reg.file != file || s.reg.half != ir::RegHalf::Full)
    return std::nullopt;
  auto [src, n] = run(du.reads, kRegs);
  if (n != count || src == dst)
    return std::nullopt; // a self-move, or a source of another shape
  f.src = src;
  return f;
}

} // namespace

std::optional<CopyFact> copyOf(const ir::Stmt& stmt, isa::MsbState msb) {
  if (!isMove(stmt) || !msb.known)
    return std::nullopt;
  return copyOf(stmt, msb, isa::defUse(stmt, msb));
}

void copyTransfer(CopySet& set, const ir::Stmt& stmt, isa::MsbState msb) {
  if (stmt.kind == ir::StmtKind::Opaque || (stmt.isInstr() && stmt.isFence())) {
    set.clear();
    return;
  }
  if (!stmt.isInstr() || (set.empty() && !isMove(stmt)))
    return; // nothing to kill, nothing to add
  isa::UnitRuns du = isa::defUseRuns(stmt, msb);
  if (du.fence()) {
    set.clear();
    return;
  }
  bool exec = du.writesExec();
  // The span of units it writes: a fact wholly outside it survives without
  // a look at each run (the set holds hundreds of facts, checked per
  // statement).
  uint32_t lo = UINT32_MAX, hi = 0;
  for (uint32_t r : du)
    if (isa::UnitRuns::sets(r) & isa::UnitRuns::kWrites) {
      lo = std::min(lo, isa::UnitRuns::first(r));
      hi = std::max(hi, isa::UnitRuns::end(r));
    }
  if (lo < hi || exec)
    std::erase_if(set, [&](const CopyFact& f) {
      bool vector = f.dst < isa::kSgprUnitBase;
      if (exec && vector)
        return true;
      bool near = (f.dst < hi && lo < f.dst + f.count) ||
                  (!f.constant && f.src < hi && lo < f.src + f.count);
      return near && (overlapsWrites(f.dst, f.count, du) ||
                      (!f.constant && overlapsWrites(f.src, f.count, du)));
    });
  if (!isMove(stmt) || !msb.known)
    return;
  isa::DefUse sets; // a move: whole sets for the shape tests
  du.addTo(sets);
  std::optional<CopyFact> made = copyOf(stmt, msb, sets);
  if (made && set.size() < kMaxFacts)
    set.insert(std::lower_bound(set.begin(), set.end(), *made), *made);
}

bool holds(const CopySet& set, const CopyFact& fact) {
  if (std::binary_search(set.begin(), set.end(), fact))
    return true;
  if (fact.constant)
    return false;
  CopyFact mirror = fact;
  std::swap(mirror.dst, mirror.src);
  return std::binary_search(set.begin(), set.end(), mirror);
}

std::vector<CopySet> availableCopies(const ir::Function& fn, FunctionAnalyses& fa) {
  bool unknownJumps = false;
  for (const ir::Block& b : fn.blocks)
    unknownJumps |= b.exitsToUnknown && !b.returns && !b.tailCalls;
  const std::vector<char>& reached = fa.reached();
  auto entry = [&](uint32_t b, const std::vector<std::optional<CopySet>>& out)
      -> std::optional<CopySet> {
    const ir::Block& block = fn.blocks[b];
    if (b == 0 || !reached[b] || (unknownJumps && !block.labels().empty()))
      return CopySet{};
    std::optional<CopySet> in;
    for (uint32_t p : block.preds) {
      if (!out[p])
        continue; // not reached by the solver yet: optimistic, refined later
      if (!in) {
        in = *out[p];
        continue;
      }
      CopySet both;
      std::set_intersection(in->begin(), in->end(), out[p]->begin(), out[p]->end(),
                            std::back_inserter(both));
      *in = std::move(both);
    }
    return in;
  };
  auto join = [](CopySet& into, const CopySet& from) {
    CopySet both;
    std::set_intersection(into.begin(), into.end(), from.begin(), from.end(),
                          std::back_inserter(both));
    into = std::move(both);
  };
  auto transfer = [&](uint32_t b, CopySet set) {
    const ir::Block& block = fn.blocks[b];
    for (size_t i = 0; i < block.stmts.size(); ++i)
      copyTransfer(set, block.stmts[i], fa.msbBefore(b, i));
    return set;
  };
  DataflowResult<CopySet> r = solveForward<CopySet>(fn, fa.rpo(), entry, join, transfer);
  std::vector<CopySet> out(fn.blocks.size());
  for (size_t b = 0; b < out.size(); ++b)
    if (r.in[b])
      out[b] = std::move(*r.in[b]);
  return out;
}

} // namespace silken::analysis
