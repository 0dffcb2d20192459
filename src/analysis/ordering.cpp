#include "analysis/ordering.h"

#include "isa/control_flow.h"
#include "isa/instr_info.h"
#include "semantics/inst_facts.h"

#include <algorithm>
#include <string_view>

namespace silken::analysis {
namespace {

bool isSymbolDefinition(const ir::Stmt& s) {
  return s.kind == ir::StmtKind::Directive &&
         (s.name == ".set" || s.name == ".equ" || s.name == ".equiv" || s.name == "=");
}

// The pinned-range markers are whole comment lines.
bool commentSays(const ir::Stmt& s, std::string_view marker) {
  return s.kind == ir::StmtKind::Trivia && s.raw.find(marker) != std::string_view::npos;
}

constexpr std::string_view kPinStart = "silken: no-schedule";
constexpr std::string_view kPinEnd = "silken: end";

} // namespace

const char* fenceKindName(FenceKind kind) {
  switch (kind) {
  case FenceKind::None: return "none";
  case FenceKind::Label: return "label";
  case FenceKind::Branch: return "branch";
  case FenceKind::Directive: return "directive";
  case FenceKind::SymbolDefinition: return "symbol-definition";
  case FenceKind::Opaque: return "opaque";
  case FenceKind::Barrier: return "barrier";
  case FenceKind::Wait: return "wait";
  case FenceKind::Position: return "position";
  case FenceKind::Clause: return "clause";
  case FenceKind::Pinned: return "pinned";
  }
  return "none";
}

FenceKind statementFence(const ir::Stmt& s, const OrderingOptions& options) {
  switch (s.kind) {
  case ir::StmtKind::Trivia: return FenceKind::None;
  case ir::StmtKind::Label: return FenceKind::Label;
  case ir::StmtKind::Opaque: return FenceKind::Opaque;
  case ir::StmtKind::Directive:
    if (s.isFence())
      return FenceKind::Opaque; // data in code
    return isSymbolDefinition(s) ? FenceKind::SymbolDefinition : FenceKind::Directive;
  case ir::StmtKind::Instr: break;
  }
  if (s.isFence())
    return FenceKind::Opaque;
  const isa::InstrInfo& info = isa::instrInfo(s.inst->opcode);
  if (isa::flowKind(s.inst->opcode) != isa::FlowKind::None || info.has(isa::kTerminator) ||
      info.has(isa::kCall))
    return FenceKind::Branch;
  if (info.has(isa::kBarrier))
    return FenceKind::Barrier;
  if (info.has(isa::kPosition) || info.has(isa::kClause))
    return FenceKind::Position;
  if (info.has(isa::kWait))
    return options.waitsAreFences ? FenceKind::Wait : FenceKind::None;
  return FenceKind::None;
}

Ordering::Ordering(const ir::Function& fn, const OrderingOptions& options,
                   const Ordering* previous) {
  start_.assign(fn.blocks.size() + 1, 0);
  for (size_t b = 0; b < fn.blocks.size(); ++b)
    start_[b + 1] = start_[b] + uint32_t(fn.blocks[b].stmts.size());
  fences_.resize(start_.back());
  held_.assign(start_.back(), 0);
  fenceCount_.resize(start_.back() + fn.blocks.size());
  blocks_.clear(start_.back());
  pinnedAt_.assign(fn.blocks.size() + 1, 0);
  bool pinned = false; // carried in text order across blocks
  int clauseLeft = 0;  // instructions left in an s_clause window
  for (size_t b = 0; b < fn.blocks.size(); ++b) {
    const std::vector<ir::Stmt>& stmts = fn.blocks[b].stmts;
    FenceKind* out = fences_.data() + start_[b];
    uint32_t* count = fenceCount_.data() + start_[b] + b; // count[0] == 0
    pinnedAt_[b] = pinned;
    blocks_.record(fn.blocks[b]);
    if (previous && b < previous->pinnedAt_.size() - 1 && previous->pinnedAt_[b] == pinned &&
        blocks_.same(uint32_t(b), previous->blocks_)) {
      // The same statements entered the same way: the same answer (a
      // clause window starts afresh in every block).
      const uint32_t from = previous->start_[b];
      std::copy_n(previous->fences_.data() + from, stmts.size(), out);
      std::copy_n(previous->held_.data() + from, stmts.size(), held_.data() + start_[b]);
      std::copy_n(previous->fenceCount_.data() + from + b, stmts.size() + 1, count);
      pinned = previous->pinnedAt_[b + 1];
      continue;
    }
    clauseLeft = 0; // a window never crosses a label or branch
    for (size_t i = 0; i < stmts.size(); ++i) {
      const ir::Stmt& s = stmts[i];
      if (commentSays(s, kPinStart))
        pinned = true;
      else if (commentSays(s, kPinEnd))
        pinned = false;
      FenceKind k = statementFence(s, options);
      if (k == FenceKind::Label || k == FenceKind::Branch || k == FenceKind::Opaque)
        clauseLeft = 0;
      held_[start_[b] + i] = pinned || clauseLeft > 0;
      if (int n = isa::clauseLength(s)) {
        k = FenceKind::Clause;
        clauseLeft = n;
        held_[start_[b] + i] = 1;
      } else if (clauseLeft > 0 && s.kind != ir::StmtKind::Trivia) {
        // Members and whatever lies between them keep their places.
        if (k == FenceKind::None)
          k = FenceKind::Clause;
        if (isa::countsInClause(s))
          --clauseLeft;
      }
      if (pinned && k == FenceKind::None && s.kind != ir::StmtKind::Trivia)
        k = FenceKind::Pinned;
      out[i] = k;
    }
    for (size_t i = 0; i < stmts.size(); ++i)
      count[i + 1] = count[i] + (out[i] != FenceKind::None ? 1 : 0);
  }
  pinnedAt_[fn.blocks.size()] = pinned;
}

bool Ordering::fenceBetween(uint32_t block, uint32_t i, uint32_t j) const {
  const uint32_t* count = fenceCount_.data() + start_[block] + block;
  return count[j + 1] - count[i] != 0;
}

std::vector<Region> Ordering::regions(const ir::Function& fn, uint32_t block) const {
  std::vector<Region> out;
  const std::vector<ir::Stmt>& stmts = fn.blocks[block].stmts;
  const FenceKind* f = fences_.data() + start_[block];
  uint32_t begin = 0, instrs = 0;
  auto close = [&](uint32_t end, FenceKind by) {
    if (instrs >= 2)
      out.push_back({begin, end, by});
    begin = end + 1;
    instrs = 0;
  };
  for (uint32_t i = 0; i < stmts.size(); ++i) {
    if (f[i] != FenceKind::None)
      close(i, f[i]);
    else if (stmts[i].kind == ir::StmtKind::Instr)
      ++instrs;
  }
  close(uint32_t(stmts.size()), FenceKind::None);
  return out;
}

} // namespace silken::analysis
