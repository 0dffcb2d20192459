// What a block's statements are, one word each, for analyses that keep a
// per-block answer across recomputations (liveness summaries, the
// ordering's fences): when a pass changed a few blocks, the others are
// taken from the answer before instead of walked again.
//
// A word is the instruction (immutable, owned by the module: a pass that
// edits one makes a new one) or, for any other statement, its text (never
// edited in place: pass-made text is interned by the module) with its size
// and kind. Neither is ever freed while the module lives, so equal words
// mean equal statements, and an answer computed from a block's statements
// (with the same entry state) still holds for a block with the same words.
// passes/block_key.h keys its per-block memos the same way.
#pragma once

#include "ir/module.h"

#include <cstdint>
#include <vector>

namespace silken::analysis {

/// The identity word of one statement; kNoIdentity (never equal to a
/// recorded word) when it cannot be packed.
inline constexpr uint64_t kNoIdentity = ~uint64_t(0);

inline uint64_t statementIdentity(const ir::Stmt& s) {
  constexpr uint64_t kPointerBits = (uint64_t(1) << 47) - 1; // x86-64 and AArch64 user space
  if (s.kind == ir::StmtKind::Instr && s.inst) {
    uint64_t p = uint64_t(reinterpret_cast<uintptr_t>(s.inst));
    return p > kPointerBits ? kNoIdentity : p | uint64_t(1) << 63;
  }
  std::string_view text = s.edited ? s.text : s.raw;
  uint64_t p = uint64_t(reinterpret_cast<uintptr_t>(text.data()));
  if (p > kPointerBits || text.size() >= (size_t(1) << 12))
    return kNoIdentity;
  return p | uint64_t(text.size()) << 47 | uint64_t(s.kind) << 59;
}

/// The identity words of every block of a function as recorded at one
/// computation, flat (block b's are [start[b], start[b + 1])).
class BlockIdentities {
public:
  /// Starts a new record; `reserve` statements expected.
  void clear(size_t reserve) {
    words_.clear();
    words_.reserve(reserve);
    start_.assign(1, 0);
  }
  /// Records the next block (blocks are recorded in order).
  void record(const ir::Block& block) {
    for (const ir::Stmt& s : block.stmts)
      words_.push_back(statementIdentity(s));
    start_.push_back(uint32_t(words_.size()));
  }
  size_t blocks() const { return start_.size() - 1; }
  /// Block `b` of this record has exactly the words `other` recorded for
  /// its block `b` (none of them kNoIdentity).
  bool same(uint32_t b, const BlockIdentities& other) const {
    if (b >= blocks() || b >= other.blocks())
      return false;
    uint32_t n = start_[b + 1] - start_[b];
    if (other.start_[b + 1] - other.start_[b] != n)
      return false;
    const uint64_t* x = &words_[start_[b]];
    const uint64_t* y = &other.words_[other.start_[b]];
    for (uint32_t i = 0; i < n; ++i)
      if (x[i] != y[i] || x[i] == kNoIdentity)
        return false;
    return true;
  }

private:
  std::vector<uint64_t> words_;
  std::vector<uint32_t> start_{0};
};

} // namespace silken::analysis
