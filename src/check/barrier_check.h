// `silken check`, barriers: verifies a kernel's barrier use against the
// execution model (../shared/spec/amdgpu-execution-synchronization.rst)
// without rewriting it. Problems go to `diags`: errors for what is wrong on
// a path the checker fully understands, warnings for what may be wrong on a
// path through conditions it does not model.
//
//  1. Privileged barrier ids (-2, -4) are never used.
//  2. A named-barrier wait (ids 1..16) follows an s_barrier_join on every path.
//  3. Every s_barrier_signal -3 runs in only one wave per workgroup: it is
//     reached only through a wave-index test (s_cmp_eq_u32 s[WaveIdx], 0, or
//     of an SGPR recomputed from the thread serial) or an
//     s_barrier_signal_isfirst, and that wave-index register really holds
//     the wave index there (the serial VGPR the serial).
//  4. On every path of the wave that signals, signals and waits of each
//     barrier id (-1, -3) alternate: no wait without a signal since the
//     previous wait (it never completes), no second signal before the wait
//     (it leaks into the next barrier generation), and no signal left
//     without its wait at s_endpgm. Branches on an SGPR compared with a
//     constant (the LoopCounterL gates) are followed with the register's
//     value range, so infeasible paths are not reported. A branch whose two
//     sides hold no barrier before they reconverge (branch_regions.h) is
//     neither tracked first nor a source of doubt.
#pragma once

#include "ir/module.h"
#include "support/diag.h"

#include <string>
#include <string_view>
#include <vector>

namespace silken::check {

struct BarrierCheckOptions {
  std::string waveIdxSymbol = "sgprWaveIdx";
  /// Its registers are always among the SGPRs whose ranges are tracked.
  std::string loopCounterSymbol = "sgprLoopCounterL";
  /// The thread-serial VGPR: a gate may recompute the wave index from it
  /// (v_readfirstlane_b32 sK, v[serial] / s_lshr_b32 sK, sK, log2(wave size)).
  std::string serialSymbol = "vgprSerial";
  /// Distinct path states kept per block before value ranges are widened:
  /// first of the registers no barrier-relevant branch compares, then, at
  /// twice the limit, of all (`silken check --barrier-state-limit`).
  unsigned stateLimit = 64;
};

/// Checks every kernel of the module (or the whole file when it has none).
void checkBarriers(const ir::Module& module, const BarrierCheckOptions& options,
                   DiagEngine& diags);

/// The categories of the warnings the barrier checker reports
/// (`silken check -Wno-<category>`).
const std::vector<std::string_view>& barrierWarningCategories();

/// Checks one function.
void checkBarriers(const ir::Module& module, const ir::Function& fn,
                   const BarrierCheckOptions& options, DiagEngine& diags);

} // namespace silken::check
