#include "asm/function_builder.h"

namespace silken::as {

void FunctionBuilder::add(ir::Stmt stmt, bool opensFunction) {
  bool first = blocks_.empty();
  if (stmt.kind == ir::StmtKind::Label && !opensFunction && !first)
    otherLabels_.push_back(stmt.name);
  if (first) {
    blocks_.emplace_back();
  } else if (opensFunction) {
    closeBlock();
    functionStarts_.push_back(blocks_.size());
    blocks_.emplace_back();
    splitter_ = ir::BlockSplitter();
    first = true;
  } else if (splitter_.startsBlock(stmt)) {
    closeBlock();
    blocks_.emplace_back();
    first = true;
  }
  splitter_.add(stmt, first);
  open_.push_back(std::move(stmt));
}

void FunctionBuilder::closeBlock() {
  if (blocks_.empty() || open_.empty())
    return;
  if (open_.capacity() - open_.size() <= open_.capacity() / 8) {
    blocks_.back().stmts = std::move(open_); // little room to spare: no copy
    open_ = {};
    return;
  }
  blocks_.back().stmts.assign(open_.begin(), open_.end());
  open_.clear();
}

// True when every function label sits where add() opened a function: not
// so only when a `.type X,@function` follows the label `X:`. Every label
// add() opened a function at was a function's then and still is (the
// symbols only grow), and opened a block; so the others decide, and only
// they are looked at (a walk of every statement was 2% of parsing).
bool FunctionBuilder::startsMatch(
    const std::unordered_set<std::string_view>& functionSymbols) const {
  for (std::string_view label : otherLabels_)
    if (functionSymbols.count(label))
      return false;
  return true;
}

std::vector<ir::Function>
FunctionBuilder::finish(const std::unordered_set<std::string_view>& functionSymbols) {
  if (blocks_.empty())
    blocks_.emplace_back();
  closeBlock();
  std::vector<ir::Function> functions;
  finishedSplit_ = startsMatch(functionSymbols);
  if (!finishedSplit_) {
    functions = splitFlat(functionSymbols);
  } else {
    functionStarts_.push_back(blocks_.size());
    for (size_t f = 0; f + 1 < functionStarts_.size(); ++f) {
      ir::Function& fn = functions.emplace_back();
      for (size_t b = functionStarts_[f]; b < functionStarts_[f + 1]; ++b)
        fn.blocks.push_back(std::move(blocks_[b]));
    }
  }
  for (ir::Function& fn : functions) {
    const std::vector<ir::Stmt>& stmts = fn.blocks[0].stmts;
    if (!stmts.empty() && stmts[0].kind == ir::StmtKind::Label &&
        functionSymbols.count(stmts[0].name)) {
      fn.name = stmts[0].name;
      fn.isKernel = true;
    }
  }
  blocks_.clear();
  open_ = {}; // its room too
  functionStarts_ = {0};
  otherLabels_.clear();
  splitter_ = ir::BlockSplitter();
  return functions;
}

// The late-`.type` case: one list, split at every function label; each
// function is one block until ir::buildCfg splits it.
std::vector<ir::Function>
FunctionBuilder::splitFlat(const std::unordered_set<std::string_view>& functionSymbols) {
  std::vector<ir::Function> functions(1);
  functions[0].blocks.emplace_back();
  for (ir::Block& b : blocks_)
    for (ir::Stmt& s : b.stmts) {
      bool opens = s.kind == ir::StmtKind::Label && functionSymbols.count(s.name) &&
                   !functions.back().blocks[0].stmts.empty();
      if (opens)
        functions.emplace_back().blocks.emplace_back();
      functions.back().blocks[0].stmts.push_back(std::move(s));
    }
  return functions;
}

} // namespace silken::as
