#include "ir/verify.h"

#include "ir/cfg.h"

#include <algorithm>
#include <map>

namespace silken::ir {
namespace {

std::string where(const Function& fn, size_t block) {
  return "function '" + std::string(fn.name.empty() ? "<file>" : fn.name) + "' block " +
         std::to_string(block);
}

void verifyEdges(const Module& module, const Function& fn, std::vector<std::string>& out) {
  size_t n = fn.blocks.size();
  for (size_t b = 0; b < n; ++b) {
    const Block& blk = fn.blocks[b];
    for (const auto* list : {&blk.succs, &blk.preds}) {
      std::vector<uint32_t> sorted = *list;
      std::sort(sorted.begin(), sorted.end());
      if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
        out.push_back(where(fn, b) + ": an edge is listed twice");
      for (uint32_t x : sorted)
        if (x >= n)
          out.push_back(where(fn, b) + ": an edge names block " + std::to_string(x) +
                        " of " + std::to_string(n));
    }
    for (uint32_t s : blk.succs)
      if (s < n && std::find(fn.blocks[s].preds.begin(), fn.blocks[s].preds.end(), b) ==
                       fn.blocks[s].preds.end())
        out.push_back(where(fn, b) + ": successor " + std::to_string(s) +
                      " does not list it as a predecessor");
  }
  // The edges the terminators imply: link a copy and compare.
  Function copy = fn;
  buildCfg(module, copy, nullptr);
  if (copy.blocks.size() != n) {
    out.push_back(where(fn, 0) + ": blocks do not follow the splitting rule");
    return;
  }
  for (size_t b = 0; b < n; ++b) {
    auto mine = fn.blocks[b].succs, theirs = copy.blocks[b].succs;
    std::sort(mine.begin(), mine.end());
    std::sort(theirs.begin(), theirs.end());
    if (mine != theirs)
      out.push_back(where(fn, b) + ": successors do not match its terminator");
    if (fn.blocks[b].exitsToUnknown != copy.blocks[b].exitsToUnknown)
      out.push_back(where(fn, b) + ": exit to unknown code does not match its terminator");
  }
}

void verifyStatements(const Function& fn, std::map<std::string_view, int>& labels,
                      std::vector<uint32_t>& ids, std::vector<std::string>& out) {
  for (size_t b = 0; b < fn.blocks.size(); ++b)
    for (const Stmt& s : fn.blocks[b].stmts) {
      ids.push_back(s.id);
      if (s.kind == StmtKind::Label)
        ++labels[s.name];
      if (s.kind == StmtKind::Instr && !s.inst)
        out.push_back(where(fn, b) + ": instruction '" + std::string(s.name) +
                      "' has no parsed form");
      bool made = !s.loc.valid();
      if ((s.edited || made) && s.kind == StmtKind::Instr && s.text.empty())
        out.push_back(where(fn, b) + ": an edited or new instruction has no text");
    }
}

} // namespace

std::vector<std::string> verifyModule(const Module& module) {
  std::vector<std::string> out;
  std::map<std::string_view, int> labels; // sorted: deterministic messages
  std::vector<uint32_t> ids;
  for (const Function& fn : module.functions) {
    if (fn.blocks.empty()) {
      out.push_back(where(fn, 0) + ": the function has no blocks");
      continue;
    }
    if (!followsSplitRule(fn))
      out.push_back(where(fn, 0) + ": blocks do not follow the splitting rule");
    else
      verifyEdges(module, fn, out);
    verifyStatements(fn, labels, ids, out);
    const std::vector<Stmt>& first = fn.blocks[0].stmts;
    if (!fn.name.empty() &&
        (first.empty() || first[0].kind != StmtKind::Label || first[0].name != fn.name))
      out.push_back(where(fn, 0) + ": does not start with the label '" + std::string(fn.name) +
                    "'");
  }
  std::sort(ids.begin(), ids.end());
  for (size_t i = 1; i < ids.size(); ++i)
    if (ids[i] == ids[i - 1] && (i == 1 || ids[i - 2] != ids[i]))
      out.push_back("statement id " + std::to_string(ids[i]) +
                    " is used twice (a copied statement needs Module::newStmtId)");
  if (!ids.empty() && ids.back() >= module.stmtIdLimit())
    out.push_back("statement id " + std::to_string(ids.back()) +
                  " was not handed out by the module");
  for (const auto& [name, count] : labels) {
    if (count > 1)
      out.push_back("label '" + std::string(name) + "' is defined " + std::to_string(count) +
                    " times");
    if (!module.labelDefined(name))
      out.push_back("label '" + std::string(name) + "' is not in the label index");
  }
  return out;
}

} // namespace silken::ir
