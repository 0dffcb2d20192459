// Which LDS bytes a DMA transfer into LDS or a DS access touches, when the
// text fixes them, so the waitcnt pass and `silken check` can tell two LDS
// buffers apart instead of trusting (or distrusting) every wait.
//
// Only constants count, and only where the reading is certain:
//   tensor_load_to_lds s[0:3], ...   D# group 0 dword 1 (s1) is the LDS
//                                    byte address; the end depends on tile
//                                    sizes and padding, so the range is open:
//                                    [s1, end of LDS)
//   global_load_async_to_lds_b32 v1, v[2:3], off offset:8
//                                    v1 + 8, 4 bytes, when v1 is uniform
//   ds_load_b128 v[4:7], v0 offset:32  v0 + 32, 16 bytes, when v0 is uniform
// A register's value is known when every write that reaches the use (along
// every path back, within the function) is an `s_mov_b32`/`s_movk_i32` or,
// for VGPRs, a `v_mov_b32` of a literal; a VGPR only in a function that
// never writes EXEC or the MSB window (a move under a narrowed EXEC leaves
// other lanes' old values, and a window change renames the register).
// Anything else, and any address outside the 320 KiB of LDS, is unknown.
//
//   s_mov_b32 s1, 0x1000               tensor writes [0x1000, 0x50000)
//   tensor_load_to_lds s[0:3], s[4:11]
//   v_mov_b32 v0, 0                    reads [0x20, 0x30): disjoint
//   ds_load_b128 v[4:7], v0 offset:32
#pragma once

#include "ir/module.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace silken::analysis {

/// LDS bytes of gfx1250 (per workgroup processor).
constexpr uint32_t kLdsBytes = 320 * 1024;

/// [lo, hi) in LDS bytes. `exactEnd` false: hi is only a bound (a tensor
/// transfer's extent), and lo the one byte it surely writes.
struct LdsRange {
  uint32_t lo = 0, hi = 0;
  bool exactEnd = true;
  friend bool operator==(const LdsRange&, const LdsRange&) = default;
};

enum class LdsRelation : uint8_t { Disjoint, Overlap, Unknown };

/// Whether two accesses may touch the same byte: Disjoint and Overlap only
/// when both ranges are known.
LdsRelation relate(const std::optional<LdsRange>& a, const std::optional<LdsRange>& b);

/// "[0x1000, 0x50000)"
std::string rangeText(const LdsRange& r);

/// A transfer that writes LDS asynchronously: tensor_load_to_lds,
/// global_load_async_to_lds_*, cluster_load_async_to_lds_*.
bool writesLdsAsync(const ir::Inst& inst);

/// A DS instruction that reads or writes LDS memory (not ds_bpermute,
/// ds_permute, ds_swizzle, ds_nop or the GWS operations).
bool accessesLds(const ir::Inst& inst);

/// LDS buffer annotations in a statement's comment: `// silken: lds=0,1`
/// or StinkyTofu's `// st.token:0,1`. On a tensor/async load: the buffers
/// it fills; on a DS access or barrier signal: the buffers it reads or
/// publishes. Two annotated statements with no buffer in common are
/// disjoint; with one in common they overlap.
std::vector<uint32_t> ldsBufferTokens(const ir::Stmt& s);

/// How a transfer into LDS relates to an access: by their buffer
/// annotations when both have some, else by their constant ranges. The
/// waitcnt pass and `silken check` decide alike through this.
LdsRelation relateTransfer(const std::vector<uint32_t>& transferTokens,
                           const std::optional<LdsRange>& transferRange,
                           const std::vector<uint32_t>& accessTokens,
                           const std::optional<LdsRange>& accessRange);

/// Answers for one function; keeps a reference to it.
class LdsRanges {
public:
  explicit LdsRanges(const ir::Function& fn);

  /// The LDS bytes statement `index` of `block` writes (an async transfer)
  /// or accesses (a DS instruction), when the text fixes them.
  std::optional<LdsRange> of(uint32_t block, uint32_t index) const;

private:
  std::optional<LdsRange> compute(uint32_t block, uint32_t index) const;
  /// The 32-bit value of register unit `unit` right before the statement,
  /// when every reaching write sets the same literal.
  std::optional<uint32_t> valueBefore(uint32_t block, uint32_t index, uint32_t unit) const;

  const ir::Function& fn_;
  bool vgprValuesKnown_ = true; ///< no EXEC or MSB-window write in the function
  /// Units some literal move writes: only they can have a value.
  std::vector<char> literalWritten_;
  /// Answers already given, and the statements all searches visited: a
  /// function's searches share one budget, so a huge block with many DS
  /// accesses stays linear (past it, everything is unknown).
  mutable std::map<std::pair<uint32_t, uint32_t>, std::optional<LdsRange>> answers_;
  mutable size_t visited_ = 0;
};

} // namespace silken::analysis
