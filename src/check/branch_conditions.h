// What the condition of a block's final branch means, for `silken check`:
// a wave-index test, an s_barrier_signal_isfirst result, or an SGPR
// compared with a constant. Tracked through the idioms compilers use
// (s_cselect to a mask, s_and_not1_b32 vcc_lo, exec_lo, mask). A wave-index
// test is a compare with 0 of the wave-index symbol's SGPR, or of an SGPR
// recomputed in the block as `v_readfirstlane_b32 sK, v[<serial>]` /
// `s_lshr_b32 sK, sK, log2(wave size)` (the cluster-barrier pass's
// recompute gate).
#pragma once

#include "ir/module.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace silken::check {

struct Cond {
  enum Kind : uint8_t { Unknown, True, False, Wave0, NotWave0, IsFirst, NotFirst, Compare };
  Kind kind = Unknown;
  // Compare: sReg <op> imm
  enum Op : uint8_t { Eq, Ne, Lt, Le, Gt, Ge };
  Op op = Eq;
  bool isSigned = false;
  uint16_t reg = 0;
  int64_t imm = 0;

  Cond negated() const;
};

/// The condition that holds on each successor edge of a block, in the
/// order of block.succs. Unknown where the branch is not understood.
struct EdgeConds {
  std::vector<Cond> onEdge;
  /// Wave-index compares found in the block: statement index and register.
  std::vector<std::pair<size_t, uint16_t>> waveGates;
  /// Recomputed wave-index gates: the index of their v_readfirstlane_b32
  /// of the serial VGPR, and that VGPR.
  std::vector<std::pair<size_t, uint16_t>> serialGates;
};

/// The symbols and wave size a block's conditions are read with.
struct ConditionSymbols {
  std::string_view waveIdx = "sgprWaveIdx";
  std::string_view serial = "vgprSerial";
  unsigned waveShift = 5; ///< log2 of the wave size
};

EdgeConds edgeConditions(const ir::Module& m, const ir::Function& fn, uint32_t block,
                         const ConditionSymbols& symbols);

} // namespace silken::check
