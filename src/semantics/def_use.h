// Register def/use of one instruction, in register units.
//
// Units are the smallest pieces the analyses track:
//   VGPR halves   v0.l, v0.h, ... v1023.h   (true16 halves are tracked as
//                 halves; a full VGPR operand reads or writes both)
//   SGPRs s0..s127, trap temporaries ttmp0..15, vcc_lo/hi, exec_lo/hi, m0,
//   scc, and the s_set_vgpr_msb window state.
// A VGPR operand vN names physical register (window << 8) + N, where the
// window comes from the s_set_vgpr_msb state for that operand slot. When
// the state is unknown, the operand may name any of the four windows: all
// four are read/written, and none is killed.
#pragma once

#include "ir/module.h"

#include <bitset>
#include <cstdint>
#include <string>
#include <vector>

namespace silken::isa {

constexpr uint32_t kNumVgprs = 1024;
constexpr uint32_t kVgprUnitBase = 0;                      // 2 units per VGPR
constexpr uint32_t kSgprUnitBase = kVgprUnitBase + 2 * kNumVgprs;
constexpr uint32_t kNumSgprUnits = 128;
constexpr uint32_t kTtmpUnitBase = kSgprUnitBase + kNumSgprUnits;
constexpr uint32_t kVccLoUnit = kTtmpUnitBase + 16;
constexpr uint32_t kVccHiUnit = kVccLoUnit + 1;
constexpr uint32_t kExecLoUnit = kVccHiUnit + 1;
constexpr uint32_t kExecHiUnit = kExecLoUnit + 1;
constexpr uint32_t kM0Unit = kExecHiUnit + 1;
constexpr uint32_t kSccUnit = kM0Unit + 1;
constexpr uint32_t kMsbUnit = kSccUnit + 1;
constexpr uint32_t kNumUnits = kMsbUnit + 1;

using RegUnits = std::bitset<kNumUnits>;

/// The s_set_vgpr_msb state: bits [1:0] src0, [3:2] src1, [5:4] src2,
/// [7:6] dst. Kernels start with 0.
struct MsbState {
  bool known = true;
  uint8_t bits = 0;
  friend bool operator==(const MsbState&, const MsbState&) = default;
  /// Join at a CFG merge: equal states stay, different ones become unknown.
  static MsbState join(MsbState a, MsbState b) {
    return a == b ? a : MsbState{false, 0};
  }
};

struct DefUse {
  RegUnits reads;
  RegUnits writes; ///< may be written
  RegUnits kills;  ///< certainly overwritten in full (a subset of writes)
  bool fence = false; ///< unknown or opaque: reads and may write everything
};

/// Def/use of a statement under the MSB state in force before it. Vector
/// writes never kill: lanes disabled in EXEC keep their old values.
DefUse defUse(const ir::Stmt& stmt, MsbState msb);

/// A call's own operands only (the target read, the return address
/// written), without the unknown callee: what must be ready at the call
/// itself under the calling convention. Other statements: defUse.
DefUse callOperandsDefUse(const ir::Stmt& stmt, MsbState msb);

/// The MSB state after a statement (s_set_vgpr_msb sets it; a fence or a
/// call makes it unknown).
MsbState msbAfter(const ir::Stmt& stmt, MsbState before);

/// The units of a set, in order: a compact key for what a pass keeps
/// between runs (a few entries, not 2,199 bits).
std::vector<uint16_t> unitList(const RegUnits& units);

/// "v300.l", "s5", "ttmp7", "vcc_lo", "exec_hi", "m0", "scc", "msb".
std::string unitName(uint32_t unit);

/// Names of a unit set, VGPR halves folded into whole registers ("v4 v6.h
/// s0 scc"), in unit order.
std::string unitNames(const RegUnits& units);

} // namespace silken::isa
