// peephole: local rewrites driven by a pattern file (docs/peephole.md).
//
// Each pattern of the table (isa/gfx1250-peephole.patterns, or the file
// --peephole-patterns names) is tried at every instruction of every block:
// its match lines find one to four instructions, in order, later ones
// within 32 instructions of the one before (shared variables must name the
// same register or constant), its constraints are checked against the
// analyses (liveness, MSB states), and its rewrite deletes or replaces
// instructions. Matches in one sweep do not overlap; sweeps repeat until
// none fires (at most 48). After a block's patterns, copy propagation of
// WMMA result moves plans its edits (peephole_copyprop.cpp), which go
// through the same acceptance.
//
// Invariant: every result a later instruction can read is the same bit for
// bit (patterns marked `option fp-contract` excepted, and only on request),
// and every hazard requirement of the block stays met. Besides what the
// pattern says, a rewrite must pass the pass's own checks: matched
// instructions carry no modifiers and no neg/abs; instructions that share
// a VGPR variable sit under one known MSB state; a replacement parses, is
// of the original's class, writes nothing the original did not (what it
// stops writing must be dead) and reads nothing the matched instructions
// did not (so an operand that moves to another MSB field is caught); and
// EditSafety (edit_safety.h) accepts the block's edit: hazards, s_delay_alu
// counts, expert mode, VALU distance across blocks, memory neighbours.
// Statements in an s_clause window or a pinned range are never touched.
// A refused match is a `missed` PatternRefused remark saying why. A block
// of 64+ statements where no pattern matched is kept by key and skipped
// by later sweeps and rounds (Memory, peephole_impl.h).
//
//   before                         after
//   s_nop 1                        s_nop 3
//   s_nop 1                        (merged)
//   s_set_vgpr_msb 0               (deleted: the state is already 0)
//   s_add_u32 s4, s5, 0            s_mov_b32 s4, s5     (SCC dead)
#include "asm/parser.h"
#include "isa/instr_info.h"
#include "isa/mnemonic_ids.h"
#include "passes/factories.h"
#include "passes/peephole_impl.h"

#include <algorithm>

namespace silken::passes {
namespace peephole {

bool Peephole::run() {
  bool any = false;
  for (unsigned s = 0; s < kMaxSweeps && sweep(); ++s)
    any = true;
  return any;
}

bool Peephole::sweep() {
  EditSafety safety(fn_, fa());
  distIn_.clear(); // edge distances and reaching WMMAs: this sweep's code
  reachMemo_.clear();
  std::vector<std::vector<Found>> accepted(fn_.blocks.size());
  bool any = false;
  wmmaVgprsKnown_ = false;
  for (uint32_t b = 0; b < fn_.blocks.size(); ++b) {
    // A block met before as it is now, where no pattern matched, matches
    // none again (Memory).
    const bool keyed = keyable(b);
    if (keyed && (memory_.quiet.contains(blockKey(fn_, b, fa(), false, false)) ||
                  (fa().hasLiveness() && memory_.quiet.contains(blockKey(fn_, b, fa(), false)))))
      continue;
    askedLiveness_ = false;
    std::vector<Found> found = plan(b);
    if (found.empty() && keyed)
      memory_.quiet.insert(blockKey(fn_, b, fa(), false, askedLiveness_));
    accepted[b] = accept(b, std::move(found), safety);
    any |= !accepted[b].empty();
  }
  if (!any)
    return false;
  for (uint32_t b = 0; b < fn_.blocks.size(); ++b)
    apply(b, accepted[b]);
  fa().invalidate(analysis::Change::Instructions);
  return true;
}

// No copy propagation candidate: no v_mov_b32 between single VGPRs whose
// source some WMMA of the function may write (planCopy asks a WMMA result
// of its source), told by register number modulo 256, the part the MSB
// window leaves alone: no def/use per move. A short block is planned again:
// its key costs about what its plan does.
bool Peephole::keyable(uint32_t b) {
  const std::vector<ir::Stmt>& stmts = fn_.blocks[b].stmts;
  if (stmts.size() < kMinKeyedStatements)
    return false;
  if (!ctx_.options.peephole.copyProp)
    return true;
  for (const ir::Stmt& s : stmts)
    if (s.isInstr() && !s.isFence() && isa::Opcode(s.inst->opcode) == "v_mov_b32" &&
        s.inst->operands.size() == 2 && singleVgpr(s.inst->operands[0]) &&
        singleVgpr(s.inst->operands[1]) && wmmaVgprs()[s.inst->operands[1].reg.first & 0xff])
      return false;
  return true;
}

const std::bitset<256>& Peephole::wmmaVgprs() {
  if (wmmaVgprsKnown_)
    return wmmaVgprs_;
  wmmaVgprsKnown_ = true;
  wmmaVgprs_.reset();
  for (const ir::Block& blk : fn_.blocks)
    for (const ir::Stmt& s : blk.stmts) {
      if (!s.isInstr() || s.isFence() ||
          isa::instrInfo(s.inst->opcode).cls != isa::InstrClass::Wmma)
        continue;
      for (const ir::Operand& op : s.inst->operands)
        if (op.kind == ir::OperandKind::Reg && op.reg.file == ir::RegFile::V)
          for (uint32_t r = op.reg.first; r < uint32_t(op.reg.first) + op.reg.count; ++r)
            wmmaVgprs_.set(r & 0xff);
    }
  return wmmaVgprs_;
}

// Every non-overlapping match of the block, in instruction order.
void Peephole::indexPatterns() {
  if (std::any_of(patterns_.begin(), patterns_.end(),
                  [](const Pattern* p) { return p->matches.empty(); }))
    return;
  byHead_.resize(isa::allMnemonics().size());
  for (const Pattern* p : patterns_)
    for (isa::MnemonicId id : p->matches[0].mnemonics)
      if (id >= 0 && size_t(id) < byHead_.size() &&
          (byHead_[size_t(id)].empty() || byHead_[size_t(id)].back() != p))
        byHead_[size_t(id)].push_back(p);
}

std::vector<Found> Peephole::plan(uint32_t b) {
  const std::vector<ir::Stmt>& stmts = fn_.blocks[b].stmts;
  std::vector<uint32_t> ins;
  for (uint32_t i = 0; i < stmts.size(); ++i)
    if (stmts[i].isInstr())
      ins.push_back(i);
  std::vector<bool> used(stmts.size(), false);
  std::vector<Found> out;
  for (uint32_t k = 0; k < ins.size(); ++k) {
    if (used[ins[k]])
      continue;
    const ir::Stmt& head = stmts[ins[k]];
    if (head.isFence())
      continue; // no pattern line matches a fence
    const std::vector<const Pattern*>& tries =
        byHead_.empty() ? patterns_ : byHead_[size_t(head.inst->opcode)];
    for (const Pattern* p : tries) {
      // The first line's mnemonic before any match state is built: it rules
      // out nearly every pattern (match() would test it first anyway).
      if (!p->matches.empty() &&
          std::find(p->matches[0].mnemonics.begin(), p->matches[0].mnemonics.end(),
                    head.inst->opcode) == p->matches[0].mnemonics.end())
        continue;
      Found f;
      f.pattern = p;
      if (!match(b, ins, k, used, f) || !constraintsHold(b, f))
        continue;
      std::string why = rewrite(b, f);
      if (!why.empty()) {
        refused(b, f, why);
        continue;
      }
      for (uint32_t i : f.at)
        used[i] = true;
      out.push_back(std::move(f));
      break;
    }
  }
  // Copy propagation counts VALU slots: not in a block where a pattern
  // deletes a VALU this sweep (the next sweep tries again).
  bool valuDeleted = false;
  for (const Found& f : out)
    for (uint32_t i : f.deleted)
      valuDeleted |= onValuPipe(*stmts[i].inst);
  if (ctx_.options.peephole.copyProp && !valuDeleted)
    planCopies(b, ins, used, out);
  return out;
}

// Plans the rewrite lines of a match; "" or why it may not be done.
std::string Peephole::rewrite(uint32_t b, Found& f) {
  const std::vector<ir::Stmt>& stmts = fn_.blocks[b].stmts;
  isa::RegUnits reads;
  for (uint32_t i : f.at)
    reads |= du(b, i).reads;
  for (const RewriteLine& r : f.pattern->rewrites) {
    uint32_t i = instrOf(f, r.var);
    if (r.erase) {
      f.deleted.push_back(i);
      continue;
    }
    std::string text = r.mnemonic;
    for (size_t k = 0; k < r.operands.size(); ++k) {
      const Term& t = r.operands[k];
      text += k ? ", " : " ";
      if (t.kind == Term::Kind::Var) {
        text += std::string(f.vars.at(t.var).op->text);
        continue;
      }
      std::optional<int64_t> v = intOf(f, t);
      if (!v)
        return "operand " + std::to_string(k + 1) + " of the rewrite is not a number here";
      text += std::to_string(*v);
    }
    const ir::Stmt& old = stmts[i];
    std::optional<ir::Stmt> made = reparse(old, text);
    if (!made)
      return "its rewrite '" + text + "' does not parse";
    if (isa::instrInfo(made->inst->opcode).cls != isa::instrInfo(old.inst->opcode).cls)
      return "'" + text + "' is not of the class of '" + stmtText(old) + "'";
    ir::Stmt repl = std::move(*made);
    isa::MsbState msb = fa().msbBefore(b, i);
    isa::DefUse was = isa::defUse(old, msb), now = isa::defUse(repl, msb);
    if (now.fence || (now.writes & ~was.writes).any())
      return "'" + text + "' would write registers '" + stmtText(old) + "' does not";
    isa::RegUnits dropped = was.writes & ~now.writes;
    if ((dropped & liveBefore(b, i + 1)).any())
      return "'" + text + "' would leave " + isa::unitNames(dropped) + " unwritten, which is read later";
    if ((now.reads & ~reads).any())
      return "'" + text + "' would read " + isa::unitNames(now.reads & ~reads) +
             ", which the matched instructions do not (an operand in another MSB field?)";
    f.replaced.emplace_back(i, std::move(repl));
  }
  return "";
}

std::optional<ir::Stmt> Peephole::reparse(const ir::Stmt& old, const std::string& text) {
  return as::reparseEdited(m_, old, text);
}

// The matches whose edits EditSafety accepts: all at once when it can, else
// one by one (the first kMaxOneByOne), each checked with those before it.
std::vector<Found> Peephole::accept(uint32_t b, std::vector<Found> found, EditSafety& safety) {
  auto add = [](BlockEdit& e, const Found& f) {
    for (uint32_t i : f.deleted) {
      e.deleted[i] = true;
      e.proven[i] = f.proven;
    }
    for (const auto& [i, s] : f.replaced) {
      e.replaced[i] = &s;
      e.proven[i] = f.proven;
    }
  };
  size_t n = fn_.blocks[b].stmts.size();
  // The rules that look at one match alone first (cheap), then one hazard
  // walk for all the others together.
  std::vector<Found> passed;
  BlockEdit one(n); // one match at a time, cleared after each
  for (Found& f : found) {
    add(one, f);
    std::vector<uint32_t> touched = f.deleted;
    for (const auto& [i, st] : f.replaced)
      touched.push_back(i);
    std::sort(touched.begin(), touched.end());
    std::string why = safety.quickCheck(b, one, touched);
    for (uint32_t i : touched) {
      one.deleted[i] = one.proven[i] = false;
      one.replaced[i] = nullptr;
    }
    if (why.empty())
      passed.push_back(std::move(f));
    else
      refused(b, f, why);
  }
  found = std::move(passed);
  BlockEdit all(n);
  for (const Found& f : found)
    add(all, f);
  if (found.empty() || safety.check(b, all).empty())
    return found;
  std::vector<Found> out;
  BlockEdit kept(n);
  for (size_t k = 0; k < found.size(); ++k) {
    if (k >= kMaxOneByOne) {
      refused(b, found[k], "too many matches in one block to check each on its own");
      continue;
    }
    BlockEdit trial = kept;
    add(trial, found[k]);
    std::string why = safety.check(b, trial);
    if (!why.empty()) {
      refused(b, found[k], why);
      continue;
    }
    kept = std::move(trial);
    out.push_back(std::move(found[k]));
  }
  return out;
}

std::string Peephole::stmtList(uint32_t b, const Found& f) const {
  std::string out;
  for (uint32_t i : f.at)
    out += (out.empty() ? "" : ",") + std::to_string(fn_.blocks[b].stmts[i].id);
  return out;
}

void Peephole::apply(uint32_t b, std::vector<Found>& found) {
  std::vector<ir::Stmt>& stmts = fn_.blocks[b].stmts;
  std::vector<bool> gone(stmts.size(), false);
  for (Found& f : found) {
    // Before and after, one entry per matched instruction.
    std::string was, result;
    for (uint32_t i : f.at) {
      const ir::Stmt* now = &stmts[i];
      for (const auto& [k, s] : f.replaced)
        if (k == i)
          now = &s;
      bool erased = std::find(f.deleted.begin(), f.deleted.end(), i) != f.deleted.end();
      was += (was.empty() ? "'" : ", '") + stmtText(stmts[i]) + "'";
      result += (result.empty() ? "" : ", ") + (erased ? "deleted" : "'" + stmtText(*now) + "'");
    }
    const ir::Stmt& first = stmts[f.at[0]];
    Remark r = ctx_.remark(RemarkKind::Passed, "PatternApplied", fn_, first.loc,
                           f.pattern->name + ": " + was + " -> " + result);
    r.args.emplace_back("pattern", f.pattern->name);
    r.args.emplace_back("stmt", int64_t(first.id));
    r.args.emplace_back("stmts", stmtList(b, f));
    r.args.emplace_back("result", result);
    ctx_.remarks.emit(std::move(r));
    for (uint32_t i : f.deleted)
      gone[i] = true;
    for (auto& [i, s] : f.replaced)
      stmts[i] = std::move(s);
  }
  std::vector<ir::Stmt> kept;
  kept.reserve(stmts.size());
  for (size_t i = 0; i < stmts.size(); ++i)
    if (!gone[i])
      kept.push_back(std::move(stmts[i]));
  stmts = std::move(kept);
}

void Peephole::refused(uint32_t b, const Found& f, const std::string& why) {
  if (!ctx_.remarks.keeps())
    return; // nobody reads it
  const ir::Stmt& first = fn_.blocks[b].stmts[f.at[0]];
  if (!refusedReported_.insert({f.pattern->name, first.id}).second)
    return; // said in an earlier sweep
  Remark r = ctx_.remark(RemarkKind::Missed, "PatternRefused", fn_, first.loc,
                         f.pattern->name + " matches '" + stmtText(first) + "' but is not applied: " + why);
  r.args.emplace_back("pattern", f.pattern->name);
  r.args.emplace_back("stmt", int64_t(first.id));
  r.args.emplace_back("stmts", stmtList(b, f));
  ctx_.remarks.emit(std::move(r));
}

} // namespace peephole

namespace {

const std::vector<Pattern>& builtinTable() {
  static const std::vector<Pattern> table = [] {
    SourceFile file("gfx1250-peephole.patterns", std::string(builtinPeepholePatterns()));
    DiagEngine diags(&file);
    std::vector<Pattern> out;
    readPeepholePatterns(file, diags, out); // a unit test keeps it clean
    return out;
  }();
  return table;
}

class PeepholePass : public Pass {
public:
  bool run(ir::Module& m, PassContext& ctx) override {
    const PeepholeOptions& o = ctx.options.peephole;
    const std::vector<Pattern>& table = o.table ? *o.table : builtinTable();
    std::vector<const Pattern*> on;
    for (const Pattern& p : table)
      if (p.option.empty() || (p.option == "fp-contract" && o.fpContract))
        on.push_back(&p);
    if (!ctx.hasRemark("Options")) {
      std::string from = o.patterns.empty() ? "built-in" : o.patterns;
      Remark r = ctx.optionsRemark(nullptr, "peephole options for this file: " +
                                                std::to_string(on.size()) + " of " +
                                                std::to_string(table.size()) + " patterns (" +
                                                from + ") on");
      r.args.emplace_back("table", from);
      r.args.emplace_back("table_patterns", int64_t(table.size()));
      r.args.emplace_back("patterns_on", int64_t(on.size()));
      ctx.remarks.emit(std::move(r));
    }
    bool changed = false;
    for (ir::Function& fn : m.functions)
      if (!fn.blocks.empty() && !on.empty())
        changed |= peephole::Peephole(m, fn, ctx, on).run();
    return changed;
  }
};

} // namespace

std::unique_ptr<Pass> createPeepholePass() { return std::make_unique<PeepholePass>(); }

} // namespace silken::passes
