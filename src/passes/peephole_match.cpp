// The peephole pass's matching half: match lines against instructions,
// and the constraints of docs/peephole.md against the analyses.
#include "isa/mnemonic_ids.h"
#include "isa/wait_codec.h"
#include "passes/peephole_impl.h"
#include "semantics/inst_facts.h"

#include <algorithm>

namespace silken::passes::peephole {
namespace {

isa::RegUnits unitsBelow(uint32_t limit) {
  isa::RegUnits u;
  for (uint32_t x = 0; x < limit; ++x)
    u.set(x);
  return u;
}

} // namespace

const isa::RegUnits& registerUnits() {
  static const isa::RegUnits u = unitsBelow(isa::kVccLoUnit);
  return u;
}

const isa::RegUnits& flagUnits() {
  static const isa::RegUnits u = [] {
    isa::RegUnits f;
    for (uint32_t x : {isa::kSccUnit, isa::kVccLoUnit, isa::kVccHiUnit})
      f.set(x);
    return f;
  }();
  return u;
}

bool plain(const ir::Inst& inst) {
  if (inst.isDual() || !inst.modifiers.empty())
    return false;
  for (const ir::Operand& op : inst.operands)
    if (op.neg || op.abs || op.sext || !op.symbol().empty())
      return false; // a symbol may be a label the CFG resolves jumps through
  return true;
}

bool isConstant(const ir::Operand& op) {
  return op.kind == ir::OperandKind::Imm && op.hasValue && op.symbol().empty();
}

bool sameOperand(const ir::Operand& a, const ir::Operand& b) {
  if (a.kind == ir::OperandKind::Reg && b.kind == ir::OperandKind::Reg)
    return a.reg.file == b.reg.file && a.reg.first == b.reg.first &&
           a.reg.count == b.reg.count && a.reg.half == b.reg.half;
  if (isConstant(a) && isConstant(b))
    return a.value == b.value;
  return a.kind == ir::OperandKind::Float && b.kind == ir::OperandKind::Float &&
         a.text == b.text;
}

std::string stmtText(const ir::Stmt& s) {
  return std::string(s.edited || !s.loc.valid() ? s.text : s.body);
}

bool lineMatches(const MatchLine& line, uint32_t lineIndex, const ir::Inst& inst,
                 Bindings& vars) {
  if (std::find(line.mnemonics.begin(), line.mnemonics.end(), inst.opcode) ==
          line.mnemonics.end() ||
      inst.operands.size() != line.operands.size())
    return false;
  const size_t before = vars.size();
  for (uint32_t k = 0; k < line.operands.size(); ++k) {
    const OperandPattern& want = line.operands[k];
    const ir::Operand& op = inst.operands[k];
    bool ok = true;
    if (want.kind == OperandPattern::Kind::Int)
      ok = isConstant(op) && op.value == want.value;
    else if (want.kind == OperandPattern::Kind::Var) {
      if (const Binding* b = vars.find(want.var))
        ok = sameOperand(*b->op, op);
      else
        vars.add(want.var, Binding{&op, lineIndex, k});
    }
    if (!ok) {
      vars.truncate(before); // as it was
      return false;
    }
  }
  return true;
}

std::optional<int64_t> intOf(const Found& f, const Term& t) {
  if (t.kind == Term::Kind::Int)
    return t.value;
  if (t.kind == Term::Kind::Var) {
    const Binding* b = f.vars.find(t.var);
    if (!b || !isConstant(*b->op))
      return std::nullopt;
    return b->op->value;
  }
  int64_t sum = 0;
  for (const Term& part : t.parts) {
    std::optional<int64_t> v = intOf(f, part);
    if (!v || *v > (int64_t(1) << 40) || *v < -(int64_t(1) << 40))
      return std::nullopt;
    sum += part.sign * *v;
  }
  return sum;
}

bool Peephole::touchable(uint32_t b, uint32_t i) {
  const ir::Stmt& s = fn_.blocks[b].stmts[i];
  return !s.isFence() && plain(*s.inst) && !fa().ordering().held(b, i);
}

bool Peephole::match(uint32_t b, const std::vector<uint32_t>& ins, uint32_t k,
           const std::vector<bool>& used, Found& f) {
  const std::vector<ir::Stmt>& stmts = fn_.blocks[b].stmts;
  const Pattern& p = *f.pattern;
  uint32_t pos = k;
  for (uint32_t line = 0; line < p.matches.size(); ++line) {
    bool found = false;
    uint32_t limit = line == 0 ? k + 1 : std::min<uint32_t>(uint32_t(ins.size()), pos + 1 + kWindow);
    for (uint32_t q = line == 0 ? k : pos + 1; q < limit; ++q) {
      const ir::Stmt& s = stmts[ins[q]];
      if (s.isFence())
        break;
      const std::vector<isa::MnemonicId>& names = p.matches[line].mnemonics;
      if (used[ins[q]] ||
          std::find(names.begin(), names.end(), s.inst->opcode) == names.end() ||
          !touchable(b, ins[q]) || !lineMatches(p.matches[line], line, *s.inst, f.vars))
        continue; // the mnemonic first: the cheapest test, and the one that fails most
      f.at.push_back(ins[q]);
      pos = q;
      found = true;
      break;
    }
    if (!found)
      return false;
  }
  return sharedVgprsAgree(b, f);
}

// Instructions that share a VGPR variable must read it through one window.
bool Peephole::sharedVgprsAgree(uint32_t b, const Found& f) {
  if (f.at.size() < 2)
    return true;
  bool vgpr = false;
  for (const auto& [name, bind] : f.vars)
    vgpr |= bind.op->kind == ir::OperandKind::Reg && bind.op->reg.file == ir::RegFile::V;
  if (!vgpr)
    return true;
  isa::MsbState first = fa().msbBefore(b, f.at[0]);
  for (uint32_t i : f.at)
    if (!first.known || !(fa().msbBefore(b, i) == first))
      return false;
  return true;
}

uint32_t Peephole::instrOf(const Found& f, const std::string& var) const {
  for (uint32_t l = 0; l < f.pattern->matches.size(); ++l)
    if (f.pattern->matches[l].var == var)
      return f.at[l];
  return UINT32_MAX;
}

isa::DefUse Peephole::du(uint32_t b, uint32_t i) {
  return isa::defUse(fn_.blocks[b].stmts[i], fa().msbBefore(b, i));
}

isa::UnitRuns Peephole::runs(uint32_t b, uint32_t i) {
  return isa::defUseRuns(fn_.blocks[b].stmts[i], fa().msbBefore(b, i));
}

bool Peephole::constraintsHold(uint32_t b, const Found& f) {
  for (const Constraint& c : f.pattern->constraints)
    if (!holds(b, f, c))
      return false;
  return true;
}

bool Peephole::holds(uint32_t b, const Found& f, const Constraint& c) {
  const std::vector<ir::Stmt>& stmts = fn_.blocks[b].stmts;
  auto instr = [&](size_t k) { return instrOf(f, c.args[k].var); };
  auto operand = [&](size_t k) -> const ir::Operand* {
    const Binding* b = f.vars.find(c.args[k].var);
    return b ? b->op : nullptr;
  };
  auto isInstr = [&](size_t k) {
    return c.args[k].kind == Term::Kind::Var && instr(k) != UINT32_MAX;
  };
  switch (c.kind) {
  case ConstraintKind::Adjacent: {
    if (!isInstr(0) || !isInstr(1) || instr(0) >= instr(1))
      return false;
    for (uint32_t k = instr(0) + 1; k < instr(1); ++k)
      if (stmts[k].kind != ir::StmtKind::Trivia)
        return false;
    return true;
  }
  case ConstraintKind::NoWriteBetween:
    return isInstr(0) && isInstr(1) && instr(0) < instr(1) && noWriteBetween(b, f, instr(0), instr(1));
  case ConstraintKind::SameMsb: {
    if (!isInstr(0) || !isInstr(1))
      return false;
    isa::MsbState x = fa().msbBefore(b, instr(0)), y = fa().msbBefore(b, instr(1));
    return x.known && x == y;
  }
  case ConstraintKind::SingleUse:
    return c.args[0].kind == Term::Kind::Var && isInstr(1) && singleUse(b, f, c.args[0].var, instr(1));
  case ConstraintKind::FlagsDead: {
    if (!isInstr(0))
      return false;
    isa::DefUse d = du(b, instr(0));
    return !d.fence && (d.writes & flagUnits() & liveBefore(b, instr(0) + 1)).none();
  }
  case ConstraintKind::MsbRedundant: {
    if (!isInstr(0))
      return false;
    const ir::Stmt& s = stmts[instr(0)];
    isa::MsbState before = fa().msbBefore(b, instr(0));
    if (isa::Opcode(s.inst->opcode) != "s_set_vgpr_msb" || !before.known ||
        !(isa::msbAfter(s, before) == before) || s.inst->operands.size() != 1 ||
        !isConstant(s.inst->operands[0]))
      return false;
    // LLVM puts the state it believes precedes in bits [15:8]: one that
    // disagrees with the analysis is a doubt, and the write stays.
    int64_t v = s.inst->operands[0].value;
    return v < 0x100 || (v >> 8) == before.bits;
  }
  case ConstraintKind::WaitsForNothing: {
    if (!isInstr(0))
      return false;
    const ir::Inst& inst = *stmts[instr(0)].inst;
    if (inst.operands.size() != 1 || !isConstant(inst.operands[0]))
      return false;
    // Exactly the largest encodable value of each counter it names: a
    // bigger immediate may be read modulo the field, as a real wait.
    isa::WaitValues v = isa::decodeWait(inst);
    int64_t expect = 0;
    int named = 0;
    for (int k = 0; k < isa::kNumCounters; ++k)
      if (v[size_t(k)]) {
        ++named;
        expect = isa::kMaxWaitValue[size_t(k)];
      }
    isa::Opcode op(inst.opcode);
    if (op == "s_wait_loadcnt_dscnt" || op == "s_wait_storecnt_dscnt")
      return inst.operands[0].value == 0x3f3f;
    return named == 1 && inst.operands[0].value == expect;
  }
  case ConstraintKind::SelfCopy: {
    if (!isInstr(0))
      return false;
    const ir::Stmt& s = stmts[instr(0)];
    // The window state names VGPRs only: an SGPR copy onto itself is one
    // whatever it is (dce deletes those too; after a fence, where the
    // state is unknown, the two passes disagreed and a second run deleted
    // what an identity left).
    bool vgpr = std::any_of(s.inst->operands.begin(), s.inst->operands.end(),
                            [](const ir::Operand& op) {
                              return op.kind == ir::OperandKind::Reg &&
                                     op.reg.file == ir::RegFile::V;
                            });
    if ((vgpr && !fa().msbBefore(b, instr(0)).known) || s.inst->operands.size() != 2)
      return false;
    isa::DefUse d = du(b, instr(0));
    isa::RegUnits w = d.writes & registerUnits();
    return !d.fence && w.any() && w == (d.reads & registerUnits()) && (d.writes & ~registerUnits()).none();
  }
  case ConstraintKind::AtMost: {
    std::optional<int64_t> x = intOf(f, c.args[0]), y = intOf(f, c.args[1]);
    return x && y && *x <= *y;
  }
  case ConstraintKind::Vgpr:
  case ConstraintKind::Sgpr: {
    const ir::Operand* op = operand(0);
    ir::RegFile want = c.kind == ConstraintKind::Vgpr ? ir::RegFile::V : ir::RegFile::S;
    return op && op->kind == ir::OperandKind::Reg && op->reg.file == want &&
           op->reg.half == ir::RegHalf::Full;
  }
  }
  return false;
}

// Nothing strictly between i and j writes a register the matched
// instructions read or write, EXEC or the MSB state; no fence, label or
// directive sits between.
bool Peephole::noWriteBetween(uint32_t b, const Found& f, uint32_t i, uint32_t j) {
  const std::vector<ir::Stmt>& stmts = fn_.blocks[b].stmts;
  isa::RegUnits touched;
  for (uint32_t k : f.at) {
    isa::DefUse d = du(b, k);
    touched |= d.reads | d.writes;
  }
  for (uint32_t x : {isa::kExecLoUnit, isa::kExecHiUnit, isa::kMsbUnit})
    touched.set(x);
  for (uint32_t k = i + 1; k < j; ++k) {
    const ir::Stmt& s = stmts[k];
    if (s.kind == ir::StmtKind::Trivia)
      continue;
    if (!s.isInstr() || s.isFence())
      return false;
    isa::UnitRuns d = runs(b, k);
    if (d.fence() || d.intersects(touched, isa::UnitRuns::kWrites))
      return false;
  }
  return true;
}

// The value `var` (operand 0 of the instruction that bound it) is read by
// `j` alone, in one operand, and by nothing after it.
bool Peephole::singleUse(uint32_t b, const Found& f, const std::string& var, uint32_t j) {
  const Binding* bound = f.vars.find(var);
  if (!bound || bound->slot != 0)
    return false;
  uint32_t def = f.at[bound->line];
  const ir::Inst& consumer = *fn_.blocks[b].stmts[j].inst;
  if (def >= j)
    return false;
  isa::RegUnits value = du(b, def).writes & registerUnits();
  for (uint32_t k = def + 1; k < j; ++k)
    if (fn_.blocks[b].stmts[k].isInstr() && runs(b, k).intersects(value, isa::UnitRuns::kReads))
      return false;
  unsigned reads = 0;
  for (size_t k = 1; k < consumer.operands.size(); ++k)
    reads += sameOperand(consumer.operands[k], *bound->op);
  if (reads != 1)
    return false;
  bool overwritten = !consumer.operands.empty() && sameOperand(consumer.operands[0], *bound->op);
  return overwritten || deadAfter(b, j, *bound->op, value);
}

// Whether `value` (the units of `op`) is read by nobody after statement j:
// a later write of the same register under the same EXEC, with no read
// before it, ends it (liveness cannot say so: vector writes never kill,
// but here both writes reach the same lanes); else liveness decides.
bool Peephole::deadAfter(uint32_t b, uint32_t j, const ir::Operand& op,
                         const isa::RegUnits& value) {
  const std::vector<ir::Stmt>& stmts = fn_.blocks[b].stmts;
  for (uint32_t k = j + 1; k < stmts.size(); ++k) {
    const ir::Stmt& s = stmts[k];
    if (s.kind == ir::StmtKind::Opaque || (s.isInstr() && s.isFence()))
      return false;
    if (!s.isInstr())
      continue;
    isa::UnitRuns r = runs(b, k);
    if (r.intersects(value, isa::UnitRuns::kReads))
      return false;
    if (r.writesExec())
      return (liveBefore(b, k) & value).none();
    if (!r.intersects(value, isa::UnitRuns::kWrites))
      continue;
    isa::DefUse d;
    r.addTo(d);
    return plain(*s.inst) && !s.inst->operands.empty() && sameOperand(s.inst->operands[0], op) &&
           (d.writes & value) == value && fa().msbBefore(b, j).known &&
           fa().msbBefore(b, k) == fa().msbBefore(b, j);
  }
  return (liveBefore(b, uint32_t(stmts.size())) & value).none();
}

} // namespace silken::passes::peephole
