// Collects parsed statements straight into basic blocks and functions.
//   function := [ ".type" name ",@function" ... ] name ":" { statement }
//
// Statements go into the block they belong to as they arrive (the same
// rule as ir::buildCfg, via ir::BlockSplitter), so the parser never holds
// the whole file as one statement list next to its blocks: for a 200,000-
// line file that second copy was the peak of the memory use. The block
// being filled grows in one reused vector and is copied into its own at
// exactly its size when it closes (or handed over when it has little room
// to spare, as one huge block has): grown by doubling in place, the blocks
// held a quarter more statements' room than they used.
#pragma once

#include "ir/cfg.h"
#include "ir/module.h"

#include <string_view>
#include <unordered_set>
#include <vector>

namespace silken::as {

class FunctionBuilder {
public:
  /// Appends `stmt`. `opensFunction`: a label of a symbol already declared
  /// `.type X,@function`.
  void add(ir::Stmt stmt, bool opensFunction);

  /// The functions, split at every label of `functionSymbols` (also those
  /// whose `.type` came after the label). The builder is empty afterwards.
  std::vector<ir::Function>
  finish(const std::unordered_set<std::string_view>& functionSymbols);
  /// Whether the functions finish() returned last are split into blocks
  /// by the CFG's rule (ir::BlockSplitter) already: true unless a `.type`
  /// came after its label, which makes each function one block.
  bool finishedSplit() const { return finishedSplit_; }

private:
  bool startsMatch(const std::unordered_set<std::string_view>& functionSymbols) const;
  std::vector<ir::Function>
  splitFlat(const std::unordered_set<std::string_view>& functionSymbols);

  /// Moves the open block's statements into the last block, at their size.
  void closeBlock();

  std::vector<ir::Block> blocks_;
  std::vector<ir::Stmt> open_; // the last block's statements, until closeBlock
  std::vector<size_t> functionStarts_{0}; // block indices
  /// The labels add() did not open a function at (but the first
  /// statement's): a function label among them came before its `.type`.
  std::vector<std::string_view> otherLabels_;
  ir::BlockSplitter splitter_;
  bool finishedSplit_ = false;
};

} // namespace silken::as
