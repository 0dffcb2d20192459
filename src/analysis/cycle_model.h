// silken's cycle model: how many cycles one wave needs to issue a
// straight-line instruction sequence (a block or a scheduling region).
//
// In-order issue, one instruction per cycle; an instruction issues when its
// operands are ready (RAW on register units, from isa::defUse, with the ISA
// table's latencies), its unit is free (the table's issue column: WMMA
// occupancy, VOPD, v_swap ...), the WMMA co-execution window lets its kind
// issue in that cycle (VALU only in the window's I cycles), and, for an
// s_wait_*, when the memory operations it names have completed. s_nop N
// costs N+1 cycles, s_delay_alu none. Deterministic and linear in the
// length of the sequence. The model, its sources and its limits:
// docs/cycle-model.md; scripts/check_cycle_model.py compares it with
// llvm-mca-22.
#pragma once

#include "ir/module.h"
#include "semantics/def_use.h"
#include "isa/instr_info.h"

#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace silken::analysis {

struct CycleOptions {
  /// VALU may issue in the I cycles of a WMMA's co-execution window; off:
  /// a VALU waits until the window has closed.
  bool wmmaCoissue = true;
  /// Replay llvm-mca-22's simplifications instead (results complete in
  /// order, s_nop N and s_delay_alu cost one cycle, counter waits cost
  /// nothing but s_wait_tensorcnt/asynccnt wait for every memory operation,
  /// no co-execution window): the parts both models share can then be
  /// compared exactly (scripts/check_cycle_model.py).
  bool mcaView = false;
  /// Result latency per instruction class; 0 keeps the ISA table's.
  std::array<uint16_t, isa::kNumClasses> latency{};
  /// Fill CycleEstimate::issue. The passes ask for the totals only, and
  /// the vector was an allocation per estimate (thousands per kernel).
  bool issueTimes = false;
};

struct CycleEstimate {
  /// Cycles until the front end is free after the last instruction (its
  /// issue cycle plus its own cost); 0 for a sequence without instructions.
  uint32_t cycles = 0;
  /// When every result of the sequence is ready (at least `cycles`).
  uint32_t drained = 0;
  uint32_t instructions = 0;
  /// Per element of the sequence: the cycle it issues in (a statement that
  /// is not an instruction gets the first cycle still free); only with
  /// CycleOptions::issueTimes.
  std::vector<uint32_t> issue;
};

/// The estimate for `seq`, starting with the s_set_vgpr_msb state `entry`
/// and nothing in flight.
CycleEstimate estimateCycles(std::span<const ir::Stmt* const> seq, const CycleOptions& options,
                             isa::MsbState entry = {});

/// One estimate per block of `fn` (blocks on their own, nothing in flight
/// at their entry; MSB states from the function's dataflow).
std::vector<CycleEstimate> estimateBlockCycles(const ir::Function& fn,
                                               const CycleOptions& options);

} // namespace silken::analysis
