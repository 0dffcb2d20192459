#include "check/branch_conditions.h"
#include "isa/mnemonic_ids.h"

#include "ir/cfg.h"
#include "isa/control_flow.h"
#include "semantics/def_use.h"
#include "isa/instr_info.h"

#include <map>

namespace silken::check {

Cond Cond::negated() const {
  Cond c = *this;
  switch (kind) {
  case True: c.kind = False; break;
  case False: c.kind = True; break;
  case Wave0: c.kind = NotWave0; break;
  case NotWave0: c.kind = Wave0; break;
  case IsFirst: c.kind = NotFirst; break;
  case NotFirst: c.kind = IsFirst; break;
  case Compare:
    c.op = op == Eq ? Ne : op == Ne ? Eq : op == Lt ? Ge : op == Le ? Gt : op == Gt ? Le : Lt;
    break;
  default: break;
  }
  return c;
}

namespace {

// A one-register operand of `file` that names `symbol` (spelled with it, or
// the register the symbol holds at that statement).
bool namesSymbol(const ir::Module& m, const ir::Stmt& s, const ir::Operand& op,
                 std::string_view symbol, ir::RegFile file) {
  if (op.kind != ir::OperandKind::Reg || op.reg.file != file || op.reg.count != 1)
    return false;
  if (op.text.find(symbol) != std::string_view::npos)
    return true;
  std::optional<int64_t> v = m.symbols.valueAt(symbol, s.ordinal);
  return v && *v == op.reg.first;
}

// An SGPR the block recomputes the wave index into: stage 1 after
// v_readfirstlane_b32 sK, v[serial]; stage 2 after the shift.
struct Recomputed {
  int stage = 1;
  size_t readIndex = 0;
  uint16_t vgpr = 0;
};

// Follows the recompute gate's two instructions; true if `s` is one.
bool trackRecompute(const ir::Module& m, const ir::Stmt& s, isa::Opcode name, size_t index,
                    const ConditionSymbols& sym, std::map<uint16_t, Recomputed>& regs) {
  const auto& ops = s.inst->operands;
  bool dstSgpr = !ops.empty() && ops[0].kind == ir::OperandKind::Reg &&
                 ops[0].reg.file == ir::RegFile::S && ops[0].reg.count == 1;
  if (name == "v_readfirstlane_b32" && dstSgpr && ops.size() == 2 &&
      namesSymbol(m, s, ops[1], sym.serial, ir::RegFile::V)) {
    regs[ops[0].reg.first] = {1, index, ops[1].reg.first};
    return true;
  }
  if (name == "s_lshr_b32" && dstSgpr && ops.size() == 3 && ops[1].kind == ir::OperandKind::Reg &&
      ops[1].reg.file == ir::RegFile::S && ops[1].reg.first == ops[0].reg.first &&
      ops[2].kind == ir::OperandKind::Imm && ops[2].value == int64_t(sym.waveShift)) {
    auto it = regs.find(ops[0].reg.first);
    if (it != regs.end() && it->second.stage == 1) {
      it->second.stage = 2;
      return true;
    }
  }
  return false;
}

// s_cmp_<op>_<type> a, b -> Cond, or Unknown.
Cond compareCond(const ir::Module& m, const ir::Stmt& s, std::string_view name,
                 std::string_view waveSymbol, std::vector<std::pair<size_t, uint16_t>>& gates,
                 size_t index) {
  static const std::map<std::string_view, Cond::Op> kOps = {
      {"eq", Cond::Eq}, {"lg", Cond::Ne}, {"lt", Cond::Lt},
      {"le", Cond::Le}, {"gt", Cond::Gt}, {"ge", Cond::Ge}};
  // s_cmp_eq_u32 -> "eq", "u32"
  std::string_view rest = name.substr(6);
  size_t us = rest.find('_');
  if (us == std::string_view::npos)
    return {};
  auto op = kOps.find(rest.substr(0, us));
  std::string_view type = rest.substr(us + 1);
  if (op == kOps.end() || (type != "u32" && type != "i32"))
    return {};
  const auto& ops = s.inst->operands;
  if (ops.size() != 2)
    return {};
  if (ops[0].kind == ir::OperandKind::Imm && ops[1].kind == ir::OperandKind::Imm) {
    Cond c;
    bool eq = ops[0].value == ops[1].value;
    c.kind = (op->second == Cond::Eq) == eq ? Cond::True : Cond::False;
    return (op->second == Cond::Eq || op->second == Cond::Ne) ? c : Cond{};
  }
  if (ops[0].kind != ir::OperandKind::Reg || ops[0].reg.file != ir::RegFile::S ||
      ops[1].kind != ir::OperandKind::Imm)
    return {};
  if (namesSymbol(m, s, ops[0], waveSymbol, ir::RegFile::S) && ops[1].value == 0 &&
      (op->second == Cond::Eq || op->second == Cond::Ne)) {
    gates.push_back({index, ops[0].reg.first});
    Cond c;
    c.kind = op->second == Cond::Eq ? Cond::Wave0 : Cond::NotWave0;
    return c;
  }
  Cond c;
  c.kind = Cond::Compare;
  c.op = op->second;
  c.isSigned = type == "i32";
  c.reg = ops[0].reg.first;
  c.imm = ops[1].value;
  return c;
}

} // namespace

EdgeConds edgeConditions(const ir::Module& m, const ir::Function& fn, uint32_t block,
                         const ConditionSymbols& sym) {
  const ir::Block& b = fn.blocks[block];
  EdgeConds out;
  Cond scc, vcc;
  std::map<uint16_t, Cond> masks; // sX = -1 when the condition holds, else 0
  std::map<uint16_t, Recomputed> recomputed;
  const ir::Stmt* term = nullptr;
  for (size_t i = 0; i < b.stmts.size(); ++i) {
    const ir::Stmt& s = b.stmts[i];
    if (s.kind != ir::StmtKind::Instr)
      continue;
    if (s.isFence()) {
      scc = vcc = Cond{};
      masks.clear();
      recomputed.clear();
      continue;
    }
    term = &s;
    isa::Opcode name(s.inst->opcode);
    const auto& ops = s.inst->operands;
    isa::DefUse du = isa::defUse(s, isa::MsbState{false, 0});
    Cond newScc;
    bool setsScc = du.writes.test(isa::kSccUnit);
    bool tracked = trackRecompute(m, s, name, i, sym, recomputed);
    if (!tracked)
      for (auto it = recomputed.begin(); it != recomputed.end();)
        it = du.writes.test(isa::kSgprUnitBase + it->first) ? recomputed.erase(it) : std::next(it);
    auto wave = ops.empty() || ops[0].kind != ir::OperandKind::Reg ||
                        ops[0].reg.file != ir::RegFile::S
                    ? recomputed.end()
                    : recomputed.find(ops[0].reg.first);
    bool eqLg = name == "s_cmp_eq_u32" || name == "s_cmp_lg_u32" || name == "s_cmp_eq_i32" ||
                name == "s_cmp_lg_i32";
    if (eqLg && wave != recomputed.end() && wave->second.stage == 2 && ops.size() == 2 &&
        ops[1].kind == ir::OperandKind::Imm && ops[1].value == 0) {
      newScc.kind = name.text().starts_with("s_cmp_eq") ? Cond::Wave0 : Cond::NotWave0;
      out.serialGates.push_back({wave->second.readIndex, wave->second.vgpr});
    } else if (name.text().starts_with("s_cmp_")) {
      newScc = compareCond(m, s, name.text(), sym.waveIdx, out.waveGates, i);
    } else if (name == "s_barrier_signal_isfirst")
      newScc.kind = Cond::IsFirst;
    // Masks and VCC built from SCC.
    if (name == "s_cselect_b32" && ops.size() == 3 && ops[0].kind == ir::OperandKind::Reg &&
        ops[0].reg.file == ir::RegFile::S && ops[1].kind == ir::OperandKind::Imm &&
        ops[2].kind == ir::OperandKind::Imm) {
      if (ops[1].value == -1 && ops[2].value == 0)
        masks[ops[0].reg.first] = scc;
      else if (ops[1].value == 0 && ops[2].value == -1)
        masks[ops[0].reg.first] = scc.negated();
      else
        masks.erase(ops[0].reg.first);
    } else if ((name == "s_and_not1_b32" || name == "s_and_b32") && ops.size() == 3 &&
               ops[0].kind == ir::OperandKind::Reg && ops[0].reg.file == ir::RegFile::VCC &&
               ops[1].kind == ir::OperandKind::Reg && ops[1].reg.file == ir::RegFile::EXEC &&
               ops[2].kind == ir::OperandKind::Reg && ops[2].reg.file == ir::RegFile::S &&
               masks.count(ops[2].reg.first)) {
      // vcc != 0 exactly when some active lane's mask bit is set (or not).
      Cond c = masks[ops[2].reg.first];
      vcc = name == "s_and_b32" ? c : c.negated();
    } else {
      for (uint16_t r = 0; r < isa::kNumSgprUnits; ++r)
        if (masks.count(r) && du.writes.test(isa::kSgprUnitBase + r))
          masks.erase(r);
      if (du.writes.test(isa::kVccLoUnit))
        vcc = Cond{};
    }
    if (setsScc)
      scc = newScc;
  }
  out.onEdge.assign(b.succs.size(), Cond{});
  if (!term || b.succs.empty())
    return out;
  isa::Opcode tname(term->inst->opcode);
  Cond taken;
  if (tname == "s_cbranch_scc1")
    taken = scc;
  else if (tname == "s_cbranch_scc0")
    taken = scc.negated();
  else if (tname == "s_cbranch_vccnz")
    taken = vcc;
  else if (tname == "s_cbranch_vccz")
    taken = vcc.negated();
  else
    return out;
  // succs of a conditional branch: the target first, then the fall-through
  // (cfg.cpp links them in that order); a target equal to the fall-through
  // gives one edge whose condition is unknown.
  std::string_view target = ir::branchTarget(*term);
  if (b.succs.size() == 2 && !target.empty()) {
    out.onEdge[0] = taken;
    out.onEdge[1] = taken.negated();
  }
  return out;
}

} // namespace silken::check
