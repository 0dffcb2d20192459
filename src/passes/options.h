// Every pass's options, one plain struct per pass, gathered so the driver
// can fill them from --<pass>-<knob> flags and passes can record them in
// their remarks.
#pragma once

#include "isa/xcnt_policy.h"

#include <string>

namespace silken::passes {

/// What the cluster-barrier pass does when the wave-index symbol is not
/// usable at an anchor (released with UNDEF, never defined, or its register
/// reused for something else).
enum class WaveIndexPolicy {
  Isfirst, ///< (default) gate on s_barrier_signal_isfirst -1 instead (LLVM's
           ///< lowering of s_cluster_barrier): the first wave of the workgroup
           ///< to arrive at the workgroup barrier signals the cluster barrier
  Skip,    ///< leave the anchor alone and say why in a `missed` remark
  Recompute, ///< recompute the wave index from the thread-serial VGPR
             ///< (v_readfirstlane_b32, then a shift by log2 of the wave
             ///< size) into an SGPR that is dead there, and compare that
};

struct ClusterBarrierOptions {
  bool kernelScope = true; ///< rules 2 and 5 need the whole kernel
  int pgr = 1;             ///< Tensile PrefetchGlobalRead (rule 4 mode b, rule 3)
  int plr = 1;             ///< Tensile PrefetchLocalRead (rule 3 mode b)
  bool rule3 = false;      ///< off by default, as in the spec
  bool rule4ModeC = true;  ///< false: modes (a)/(b)
  /// Where rule 5a puts the tail-loop cluster signal (docs/cluster-barrier.md):
  ///  "minimal"  (the default) after the tail's workgroup wait when it runs
  ///             on exactly the tail load's paths (the spec's placement);
  ///             else at the earliest point on exactly those paths, with a
  ///             workgroup sync when a workgroup can have several waves;
  ///  "balanced" right before the 5b cluster wait, so signal and wait run on
  ///             exactly the same paths; a workgroup sync is synthesized
  ///             when the tail has none;
  ///  "spec"     right after the tail's workgroup wait, as the spec says; no
  ///             5a (and so no 5b) when the tail has no workgroup wait;
  ///  "peer"     like spec, but a synthesized sync and signal right after the
  ///             tail banner when the tail has no workgroup wait.
  std::string tailSignal = "minimal";
  WaveIndexPolicy waveIndex = WaveIndexPolicy::Isfirst;
  /// Run the barrier checker on each rewritten kernel and keep the old code
  /// when the handshakes would add an error (unbalanced on some path).
  bool verify = true;
  std::string waveIdxSymbol = "sgprWaveIdx";
  /// The thread-serial VGPR's symbol (the recompute policy reads it).
  std::string serialSymbol = "vgprSerial";
  std::string loopCounterSymbol = "sgprLoopCounterL";
  std::string gsuLabel = "label_GSU_1";
  std::string openLoopLabel = "label_openLoopL";
  std::string tailBanner = "Tail Loop";
};

struct WaitcntOptions {
  /// Wait on xcnt before overwriting a source register (address, data,
  /// descriptor) of an outstanding memory operation; see XcntPolicy.
  isa::XcntPolicy xcnt = isa::XcntPolicy::Llvm;
  /// LDS filled by tensor and async loads: "trust" the input's
  /// tensorcnt/asynccnt waits (silken does not know which buffer a ds_load
  /// reads), or "all": wait for every outstanding tensor/async operation
  /// before an LDS access or a barrier signal. Buffer annotations in
  /// comments are honoured in both (docs/waitcnt.md).
  std::string ldsDma = "trust";
  /// Remove existing waits the pass proves redundant on every path.
  bool removeRedundant = false;
  /// Strip the waits the pass derives itself (loadcnt, storecnt, dscnt,
  /// kmcnt, xcnt and the combined forms) and place them again.
  bool rebuild = false;
};

struct PassOptions {
  ClusterBarrierOptions clusterBarrier;
  WaitcntOptions waitcnt;
};

} // namespace silken::passes
