#include "ir/cfg.h"
#include "isa/mnemonic_ids.h"

#include "isa/control_flow.h"

#include "support/string_map.h"

#include <cassert>

namespace silken::ir {
namespace {

isa::FlowKind flowOf(const Stmt& s) {
  if (s.kind != StmtKind::Instr || !s.inst)
    return isa::FlowKind::None;
  return isa::flowKind(s.inst->opcode);
}

bool endsBlock(const Stmt& s) {
  isa::FlowKind k = flowOf(s);
  return k != isa::FlowKind::None && k != isa::FlowKind::Call;
}

// s_getpc_b64 s[76:77]; s_add_i32 s78, label_X, 4; s_add_u32 ...;
// s_addc_u32 ...; s_setpc_b64 s[76:77]  ->  label_X
std::string_view longBranchTarget(const Block& block, size_t setpcIndex) {
  std::string_view target;
  for (size_t i = setpcIndex; i-- > 0;) {
    const Stmt& s = block.stmts[i];
    if (s.kind != StmtKind::Instr || !s.inst)
      continue;
    if (isa::isGetPc(s.inst->opcode))
      return target;
    for (const Operand& op : s.inst->operands)
      if (op.kind == OperandKind::Expr && !op.symbol().empty())
        target = symbolLabel(op.symbol()); // f@rel64, f@gotpcrel
  }
  return {};
}

SourceLoc operandLoc(const Module& m, const Stmt& s, std::string_view text) {
  std::string_view buf = m.file().text();
  text = s.ownText(text); // the Inst may be another statement's
  if (!text.empty() && text.data() >= buf.data() &&
      text.data() < buf.data() + buf.size())
    return m.file().locate(uint32_t(text.data() - buf.data()));
  return s.loc;
}

} // namespace

bool isReturn(const Stmt& stmt) {
  if (flowOf(stmt) != isa::FlowKind::IndirectJump || stmt.inst->operands.empty())
    return false;
  isa::Opcode name(stmt.inst->opcode);
  const RegRef& r = stmt.inst->operands[0].reg;
  return name == "s_set_pc_i64" && // s_setpc_b64 is its alias
         stmt.inst->operands[0].kind == OperandKind::Reg && r.file == RegFile::S &&
         !r.symbolic && r.first == 30 && r.count == 2;
}

void classifyCallables(std::vector<Function>& functions,
                       const std::unordered_set<std::string_view>& kernelDescriptors) {
  std::unordered_set<std::string_view> names;
  for (const Function& fn : functions)
    names.insert(fn.name);
  for (Function& fn : functions) {
    if (!fn.isKernel || kernelDescriptors.count(fn.name))
      continue;
    // Without descriptors in the file: callable if it returns, or jumps to
    // another function (a tail call). An indirect jump ends its block, so
    // only each block's last instruction can be one (the blocks follow the
    // split rule: buildCfg ran), not every statement is looked at.
    bool leaves = false;
    for (const Block& b : fn.blocks) {
      size_t i = b.stmts.size();
      while (i > 0 && b.stmts[i - 1].kind != StmtKind::Instr)
        --i;
      if (i == 0)
        continue;
      const Stmt& last = b.stmts[i - 1];
      leaves |= isReturn(last) || (flowOf(last) == isa::FlowKind::IndirectJump &&
                                   names.count(longBranchTarget(b, i - 1)));
    }
    fn.callable = !kernelDescriptors.empty() || leaves;
  }
}

std::string_view branchTarget(const Stmt& stmt) {
  isa::FlowKind k = flowOf(stmt);
  if (k != isa::FlowKind::Branch && k != isa::FlowKind::CondBranch)
    return {};
  for (const Operand& op : stmt.inst->operands)
    if (!op.symbol().empty())
      return op.symbol();
  return {};
}

bool BlockSplitter::startsBlock(const Stmt& s) const {
  return (s.kind == StmtKind::Label && hasInstr_) ||
         (closed_ && (s.kind == StmtKind::Instr || s.kind == StmtKind::Label ||
                      s.kind == StmtKind::Opaque));
}

void BlockSplitter::add(const Stmt& s, bool opensBlock) {
  if (opensBlock)
    hasInstr_ = closed_ = false;
  hasInstr_ |= s.kind == StmtKind::Instr || s.kind == StmtKind::Opaque || s.isFence();
  closed_ |= endsBlock(s);
}

// Whether the blocks already follow the rule (the parser builds them so, and
// most passes keep them so): then nothing needs to move.
bool followsSplitRule(const Function& fn) {
  if (fn.blocks.empty())
    return false;
  BlockSplitter splitter;
  for (size_t b = 0; b < fn.blocks.size(); ++b) {
    const std::vector<Stmt>& stmts = fn.blocks[b].stmts;
    if (stmts.empty() && fn.blocks.size() > 1)
      return false;
    for (size_t i = 0; i < stmts.size(); ++i) {
      bool opens = b > 0 && i == 0;
      if (splitter.startsBlock(stmts[i]) != opens)
        return false;
      splitter.add(stmts[i], opens);
    }
  }
  return true;
}

namespace {

void resplit(Function& fn) {
  std::vector<Stmt> all;
  if (fn.blocks.size() == 1) {
    all = std::move(fn.blocks[0].stmts);
  } else {
    for (Block& b : fn.blocks)
      for (Stmt& s : b.stmts)
        all.push_back(std::move(s));
  }
  // First find where blocks start, then move each statement once into a
  // block sized exactly for it.
  std::vector<size_t> starts{0};
  BlockSplitter splitter;
  for (size_t i = 0; i < all.size(); ++i) {
    bool opens = splitter.startsBlock(all[i]);
    if (opens)
      starts.push_back(i);
    splitter.add(all[i], opens);
  }
  starts.push_back(all.size());
  fn.blocks.clear();
  fn.blocks.resize(starts.size() - 1);
  for (size_t b = 0; b + 1 < starts.size(); ++b) {
    auto& stmts = fn.blocks[b].stmts;
    stmts.reserve(starts[b + 1] - starts[b]);
    for (size_t i = starts[b]; i < starts[b + 1]; ++i)
      stmts.push_back(std::move(all[i]));
  }
}

// Every block's predecessors in ascending order, from its successors:
// grouped in one flat array first (a counting sort by target), then copied
// block by block.
void linkPredecessors(Function& fn, const std::vector<uint32_t>& predCount) {
  size_t n = fn.blocks.size();
  std::vector<uint32_t> start(n + 1, 0);
  for (size_t b = 0; b < n; ++b)
    start[b + 1] = start[b] + predCount[b];
  std::vector<uint32_t> flat(start[n]), next(start.begin(), start.end() - 1);
  for (uint32_t from = 0; from < n; ++from)
    for (uint32_t to : fn.blocks[from].succs)
      flat[next[to]++] = from;
  for (size_t b = 0; b < n; ++b)
    fn.blocks[b].preds.assign(flat.begin() + start[b], flat.begin() + start[b + 1]);
}

} // namespace

void buildCfg(const Module& module, Function& fn, DiagEngine* diags, bool split) {
  assert(!split || followsSplitRule(fn));
  if (split || followsSplitRule(fn)) {
    for (Block& b : fn.blocks) {
      b.succs.clear();
      b.preds.clear();
      b.exitsToUnknown = b.endsProgram = b.returns = b.tailCalls = false;
    }
  } else {
    resplit(fn);
  }

  // Labels of this function -> block. Labels elsewhere in the file (other
  // functions) count as unknown code from here.
  size_t n = fn.blocks.size();
  StringMap<uint32_t> where;
  where.reserve(n);
  for (uint32_t i = 0; i < n; ++i)
    for (const Stmt& s : fn.blocks[i].stmts) {
      if (s.kind == StmtKind::Instr)
        break; // the labels open the block (Block::labels)
      if (s.kind == StmtKind::Label)
        where.emplace(s.name, i);
    }

  // Successors first; predecessors after, in one pass over the edges, so
  // an edge into a far block does not touch that block while it is made.
  std::vector<uint32_t> predCount(n, 0);
  auto link = [&](uint32_t from, uint32_t to) {
    for (uint32_t s : fn.blocks[from].succs)
      if (s == to)
        return;
    fn.blocks[from].succs.push_back(to);
    ++predCount[to];
  };
  auto linkLabel = [&](uint32_t from, std::string_view label, const Stmt& s,
                       std::string_view spelling) {
    if (const uint32_t* to = where.find(label)) {
      link(from, *to);
      return;
    }
    fn.blocks[from].exitsToUnknown = true;
    if (diags && !label.empty() && !module.labelDefined(label))
      diags->warning(operandLoc(module, s, spelling), uint32_t(label.size()),
                     "branch target '" + std::string(label) +
                         "' is not defined in this file; treating it as "
                         "unknown code");
  };

  for (uint32_t bi = 0; bi < fn.blocks.size(); ++bi) {
    Block& b = fn.blocks[bi];
    bool fallsThrough = true;
    for (size_t si = 0; si < b.stmts.size(); ++si) {
      const Stmt& s = b.stmts[si];
      if (s.kind == StmtKind::Opaque && s.name != ".amdgpu_metadata")
        b.exitsToUnknown = true; // a macro or .if region may jump anywhere
      isa::FlowKind k = flowOf(s);
      if (k == isa::FlowKind::None || k == isa::FlowKind::Call)
        continue;
      const Operand* target = nullptr;
      for (const Operand& op : s.inst->operands)
        if (!op.symbol().empty()) {
          target = &op;
          break;
        }
      switch (k) {
      case isa::FlowKind::Branch:
      case isa::FlowKind::CondBranch:
        if (target)
          linkLabel(bi, target->symbol(), s, target->text);
        else
          b.exitsToUnknown = true;
        fallsThrough = k == isa::FlowKind::CondBranch;
        break;
      case isa::FlowKind::EndProgram:
        b.endsProgram = true;
        fallsThrough = false;
        break;
      case isa::FlowKind::IndirectJump: {
        std::string_view label = longBranchTarget(b, si);
        if (const uint32_t* to = label.empty() ? nullptr : where.find(label)) {
          link(bi, *to);
        } else {
          b.exitsToUnknown = true;
          b.returns = isReturn(s);
          b.tailCalls = !b.returns && !label.empty();
        }
        fallsThrough = false;
        break;
      }
      default:
        break;
      }
    }
    if (fallsThrough) {
      if (bi + 1 < fn.blocks.size())
        link(bi, bi + 1);
      else if (b.terminator())
        b.exitsToUnknown = true; // code runs off the end of the fragment
    }
  }
  linkPredecessors(fn, predCount);
}

void buildCfg(Module& module, DiagEngine* diags, bool split) {
  module.indexLabels();
  for (Function& f : module.functions)
    buildCfg(module, f, diags, split);
}

} // namespace silken::ir
