// What the waitcnt pass keeps from one of its runs to the next within a
// pipeline (PassContext::kept): per function and block, the walks that
// found nothing to insert or report, each with the entry state it began in
// and the exit state it reached.
//
// Invariant: a walk that finds nothing reads only its block's statements
// (their kinds, instructions, text, lines and ids), the block's exit flags,
// the MSB state at its entry, the function's LDS facts and the options,
// none of which a pipeline changes between runs without a new key: the
// instructions and texts are immutable and owned by the module, so equal
// pointers are equal contents. The same inputs give the same exit state,
// so a later run (the rerun after dce and peephole changed a few blocks)
// takes it at once instead of walking the block again, and its output is
// byte for byte what a fresh run writes.
#pragma once

#include "ir/module.h"
#include "semantics/def_use.h"
#include "passes/waitcnt_scoreboard.h"
#include "passes/waitcnt_support.h"

#include <map>
#include <set>
#include <vector>

namespace silken::passes::wc {

/// What a walk reads of one statement, by identity.
struct StmtKey {
  const ir::Inst* inst;
  const char* raw;
  const char* text;
  const char* name;
  uint32_t rawSize, textSize, nameSize, line, id;
  ir::StmtKind kind;
  friend bool operator==(const StmtKey&, const StmtKey&) = default;
};

/// What a walk reads of one block, besides the entry state. Not
/// passes::BlockKey (block_key.h, dce's and peephole's): a walk reads each
/// statement's line and id (producer lines, transfer tokens) and the
/// block's exit flags, and neither fences nor the live-out, which that key
/// holds and would cost an ordering and a liveness per run to make.
struct WalkKey {
  std::vector<StmtKey> stmts;
  isa::MsbState msb;
  bool exitsToUnknown = false, returns = false, tailCalls = false;
  friend bool operator==(const WalkKey&, const WalkKey&) = default;

  static WalkKey of(const ir::Block& block, isa::MsbState msb) {
    WalkKey k;
    k.stmts.reserve(block.stmts.size());
    for (const ir::Stmt& s : block.stmts)
      k.stmts.push_back({s.inst, s.raw.data(), s.text.data(), s.name.data(),
                         uint32_t(s.raw.size()), uint32_t(s.text.size()),
                         uint32_t(s.name.size()), s.loc.line, s.id, s.kind});
    k.msb = msb;
    k.exitsToUnknown = block.exitsToUnknown;
    k.returns = block.returns;
    k.tailCalls = block.tailCalls;
    return k;
  }
};

class WalkMemo {
public:
  struct Walk {
    Scoreboard entry, exit;
  };
  struct Block {
    WalkKey key;
    std::vector<Walk> walks;
  };
  struct Function {
    LdsFacts lds;
    std::vector<Block> blocks;
    /// The redundant waits reported (statement ids): a later run does not
    /// say it again, and walks a block for nothing else no more.
    std::set<uint32_t> reportedRedundant;
  };
  /// At most this many walks per block: a loop header meets a few entry
  /// states on the way to its fixed point.
  static constexpr size_t kWalksPerBlock = 2;
  /// Shorter blocks are walked again: their walk costs less than keeping
  /// the states (each a copy of what is pending) costs memory.
  static constexpr size_t kMinStatements = 256;
  static bool memoized(const ir::Block& b) { return b.stmts.size() >= kMinStatements; }

  /// The function's record, emptied when its LDS facts changed.
  Function& of(const ir::Function& fn, const LdsFacts& lds) {
    Function& f = functions_[&fn];
    if (!(f.lds == lds)) {
      f.lds = lds;
      f.blocks.clear();
    }
    return f;
  }

private:
  std::map<const ir::Function*, Function> functions_;
};

} // namespace silken::passes::wc
