#include "passes/edit_safety.h"

#include "isa/instr_info.h"
#include "isa/mnemonic_ids.h"
#include "semantics/inst_facts.h"
#include "semantics/valu_pipes.h"

namespace silken::passes {
namespace {

bool isMemory(const ir::Stmt* s) { return !s || s->isFence() || isa::isMemoryInstr(*s); }

} // namespace

bool distanceSlot(const ir::Stmt& s) {
  return s.isInstr() && !s.isFence() && isa::isValuSlot(*s.inst) &&
         isa::Opcode(s.inst->opcode) != "v_nop";
}

bool onValuPipe(const ir::Inst& inst) {
  isa::InstrClass c = isa::instrInfo(inst.opcode).cls;
  return c == isa::InstrClass::Valu || c == isa::InstrClass::Trans ||
         c == isa::InstrClass::Wmma || c == isa::InstrClass::Vopd;
}

EditSafety::EditSafety(const ir::Function& fn, analysis::FunctionAnalyses& fa)
    : fn_(fn), fa_(fa), facts_(fn.blocks.size()) {
  bool mode = false;
  for (const ir::Block& b : fn.blocks) {
    expertIn_.push_back(mode);
    for (const ir::Stmt& s : b.stmts)
      if (s.isInstr() && !s.isFence()) {
        mode = analysis::expertModeAfter(*s.inst, mode);
        expert_ |= mode;
      }
  }
}

EditSafety::BlockFacts& EditSafety::facts(uint32_t b, bool hazards) {
  if (facts_[b]) {
    if (hazards && !facts_[b]->walked) {
      facts_[b]->unmet = unmet(b, nullptr);
      facts_[b]->walked = true;
    }
    return *facts_[b];
  }
  BlockFacts f;
  unsigned slots = 0;
  for (const ir::Stmt& s : fn_.blocks[b].stmts) {
    f.slotsBefore.push_back(slots);
    slots += distanceSlot(s);
    if (s.isInstr() && !s.isFence()) {
      f.delayAlu |= isa::Opcode(s.inst->opcode) == "s_delay_alu";
    }
  }
  facts_[b] = std::move(f);
  return facts(b, hazards);
}

std::set<std::tuple<int, uint32_t, uint32_t>> EditSafety::unmet(uint32_t b,
                                                                const BlockEdit* edit) {
  const std::vector<ir::Stmt>& stmts = fn_.blocks[b].stmts;
  std::vector<const ir::Stmt*> seq;
  for (size_t i = 0; i < stmts.size(); ++i) {
    if (!stmts[i].isInstr() || (edit && edit->deleted[i]))
      continue;
    seq.push_back(edit && edit->replaced[i] ? edit->replaced[i] : &stmts[i]);
  }
  std::set<std::tuple<int, uint32_t, uint32_t>> out;
  hazardFacts_.keepAtMost(); // no facts of an earlier walk are held
  for (const analysis::HazardRequirement& r : analysis::hazard_detail::findHazards(
           seq, {fa_.msbBefore(b, 0), expertIn_[b]}, hazardFacts_))
    if (!r.satisfied())
      out.insert({int(r.kind), seq[r.producer]->id, seq[r.consumer]->id});
  return out;
}

// The instruction next to the block's edge, outside it: any predecessor's
// last (before) or successor's first (after) being memory, or missing.
bool EditSafety::edgeIsMemory(uint32_t b, bool before) const {
  const ir::Block& block = fn_.blocks[b];
  const std::vector<uint32_t>& next = before ? block.preds : block.succs;
  if (!before && next.empty())
    return !block.endsProgram; // falls off into code the file does not show
  for (uint32_t n : next) {
    const ir::Stmt* edge = nullptr;
    const std::vector<ir::Stmt>& ss = fn_.blocks[n].stmts;
    for (size_t k = 0; k < ss.size(); ++k) {
      const ir::Stmt& s = ss[before ? ss.size() - 1 - k : k];
      if (s.isInstr() || s.kind == ir::StmtKind::Opaque) {
        edge = &s;
        break;
      }
    }
    if (isMemory(edge))
      return true;
  }
  return false;
}

// Each run of deleted instructions (comments and directives between count
// for nothing) with its nearest kept neighbours, found from the run itself.
std::string EditSafety::runRule(uint32_t b, const BlockEdit& edit,
                                const std::vector<uint32_t>& touched) const {
  const std::vector<ir::Stmt>& stmts = fn_.blocks[b].stmts;
  auto counts = [&](size_t k) {
    return stmts[k].isInstr() || stmts[k].kind == ir::StmtKind::Opaque;
  };
  for (uint32_t i : touched) {
    if (!edit.deleted[i])
      continue;
    size_t left = i; // the nearest counted statement before the run, or none
    bool runStart = true;
    while (left > 0) {
      --left;
      if (!counts(left))
        continue;
      runStart = !edit.deleted[left];
      break;
    }
    if (!runStart)
      continue; // an earlier member of the run answers for it
    bool atStart = left == i || !counts(left) || edit.deleted[left];
    size_t right = i + 1;
    while (right < stmts.size() && (!counts(right) || edit.deleted[right]))
      ++right;
    auto kept = [&](size_t k) { return edit.replaced[k] ? edit.replaced[k] : &stmts[k]; };
    bool l = atStart ? edgeIsMemory(b, true) : isMemory(kept(left));
    bool r = right == stmts.size() ? edgeIsMemory(b, false) : isMemory(kept(right));
    if (l && r)
      return "deleting it would leave two memory instructions side by side (an SMEM soft "
             "clause or an XNACK replay group would grow)";
  }
  return "";
}

std::string EditSafety::quickCheck(uint32_t b, const BlockEdit& edit,
                                   const std::vector<uint32_t>& touched) {
  BlockFacts& f = facts(b, false);
  const std::vector<ir::Stmt>& stmts = fn_.blocks[b].stmts;
  for (uint32_t i : touched) {
    if (f.delayAlu)
      return "an s_delay_alu in its block counts the instructions around it";
    if (!stmts[i].isInstr() || stmts[i].isFence() || !onValuPipe(*stmts[i].inst) ||
        edit.proven[i])
      continue;
    if (expert_)
      return "expert scheduling mode is on: s_wait_alu counts depend on every VALU";
    if (edit.deleted[i] && f.slotsBefore[i] < kLongestHazard)
      return "fewer than 9 VALU slots precede it in its block: it may be the distance a "
             "hazard from an earlier block needs";
  }
  return runRule(b, edit, touched);
}

std::string EditSafety::check(uint32_t b, const BlockEdit& edit) {
  std::vector<uint32_t> touched;
  for (uint32_t i = 0; i < edit.deleted.size(); ++i)
    if (edit.touches(i))
      touched.push_back(i);
  if (std::string why = quickCheck(b, edit, touched); !why.empty())
    return why;
  BlockFacts& f = facts(b, true);
  for (const auto& key : unmet(b, &edit))
    if (!f.unmet.count(key))
      return "a hazard requirement (" +
             std::string(analysis::hazardRule(analysis::HazardKind(std::get<0>(key))).id) +
             ") would no longer be met";
  return "";
}

} // namespace silken::passes
