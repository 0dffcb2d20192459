// The cluster-barrier pass's options: the struct the pass reads and the
// field table that makes its flags, --help defaults, Options remark and man
// page (docs/cluster-barrier.md explains each choice).
#pragma once

#include "passes/option_table.h"

#include <string>

namespace silken::passes {

/// What the pass does when the wave-index symbol is not usable at an anchor
/// (released with UNDEF, never defined, or its register reused).
enum class WaveIndexPolicy : uint8_t {
  Isfirst,   ///< (default) gate on s_barrier_signal_isfirst -1 instead (LLVM's
             ///< lowering of s_cluster_barrier): the first wave of the
             ///< workgroup to arrive signals the cluster barrier
  Recompute, ///< recompute the wave index from the thread-serial VGPR
             ///< (v_readfirstlane_b32, then a shift by log2 of the wave
             ///< size) into an SGPR that is dead there, and compare that
  Skip,      ///< leave the anchor alone and say why in a `missed` remark
};
inline constexpr std::string_view kWaveIndexPolicyNames[] = {"isfirst", "recompute", "skip"};

/// Where rule 5a puts the tail-loop cluster signal (docs/cluster-barrier.md).
enum class TailSignal : uint8_t {
  Minimal,  ///< (default) after the tail's workgroup wait when it runs on
            ///< exactly the tail load's paths (the spec's placement); else at
            ///< the earliest point on exactly those paths, with a workgroup
            ///< sync when a workgroup can have several waves
  Balanced, ///< right before the 5b cluster wait, so signal and wait run on
            ///< exactly the same paths; a workgroup sync is synthesized when
            ///< the tail has none
  Spec,     ///< right after the tail's workgroup wait, as the spec says; no 5a
            ///< (and so no 5b) when the tail has no workgroup wait
  Peer,     ///< like spec, but a synthesized sync and signal right after the
            ///< tail banner when the tail has no workgroup wait
};
inline constexpr std::string_view kTailSignalNames[] = {"minimal", "balanced", "spec", "peer"};

/// Rule 4: signal and wait (c), or modes a/b (inherited SCC or drain gates).
enum class Rule4Mode : uint8_t { C, AB };
inline constexpr std::string_view kRule4ModeNames[] = {"c", "ab"};

struct ClusterBarrierOptions {
  bool kernelScope = true; ///< rules 2 and 5 need the whole kernel
  TailSignal tailSignal = TailSignal::Minimal;
  WaveIndexPolicy waveIndex = WaveIndexPolicy::Isfirst;
  std::string waveIdxSymbol = "sgprWaveIdx";
  /// The thread-serial VGPR's symbol (the recompute policy reads it).
  std::string serialSymbol = "vgprSerial";
  std::string loopCounterSymbol = "sgprLoopCounterL";
  std::string gsuLabel = "label_GSU_1";
  std::string openLoopLabel = "label_openLoopL";
  std::string tailBanner = "Tail Loop";
  bool rule3 = false; ///< off by default, as in the spec
  Rule4Mode rule4Mode = Rule4Mode::C;
  /// Run the barrier checker on each rewritten kernel and keep the old code
  /// when the handshakes would add an error (unbalanced on some path).
  bool verify = true;
  int pgr = 1; ///< Tensile PrefetchGlobalRead (rule 4 mode b, rule 3)
  int plr = 1; ///< Tensile PrefetchLocalRead (rule 3 mode b)
};

inline const OptionField kClusterBarrierOptionFields[] = {
    option::boolean<&ClusterBarrierOptions::kernelScope>(
        "kernel-scope", "whole-kernel rules (2 and 5) on; false = region scope"),
    option::choice<&ClusterBarrierOptions::tailSignal, kTailSignalNames>(
        "tail-signal", "where rule 5a puts the tail signal: minimal, balanced, spec or peer"),
    option::choice<&ClusterBarrierOptions::rule4Mode, kRule4ModeNames>(
        "rule4-mode",
        "rule 4: c (signal and wait, the default) or ab (modes a/b: inherited SCC or drain "
        "gates)"),
    option::boolean<&ClusterBarrierOptions::verify>(
        "verify",
        "check each rewritten kernel's barriers and keep the old code if the handshakes would "
        "unbalance them"),
    option::boolean<&ClusterBarrierOptions::rule3>(
        "rule3", "rule 3, the publication-point signal before label_openLoopL (off in the spec)"),
    option::text<&ClusterBarrierOptions::openLoopLabel>("open-loop-label",
                                                        "rule 3's anchor label"),
    option::integer<&ClusterBarrierOptions::pgr>(
        "pgr", "Tensile PrefetchGlobalRead (rule 4 mode b, rule 3 gate)"),
    option::integer<&ClusterBarrierOptions::plr>(
        "plr", "Tensile PrefetchLocalRead (rule 3 anchor mode b when 0)"),
    option::choice<&ClusterBarrierOptions::waveIndex, kWaveIndexPolicyNames>(
        "wave-index",
        "when the wave-index symbol is unusable: gate on s_barrier_signal_isfirst (isfirst), "
        "recompute the wave index from the thread serial into a dead SGPR (recompute), or "
        "skip the anchor (skip)"),
    option::text<&ClusterBarrierOptions::waveIdxSymbol>(
        "wave-idx-symbol", "the .set symbol of the wave-index SGPR"),
    option::text<&ClusterBarrierOptions::serialSymbol>(
        "serial-symbol", "the .set symbol of the thread-serial VGPR (the recompute policy)"),
    option::text<&ClusterBarrierOptions::loopCounterSymbol>(
        "loop-counter-symbol", "the .set symbol of the loop-counter SGPR"),
    option::text<&ClusterBarrierOptions::gsuLabel>("gsu-label", "rule 1's anchor label"),
    option::text<&ClusterBarrierOptions::tailBanner>(
        "tail-banner", "the text of the /* ... */ banner that starts the tail loop"),
};

} // namespace silken::passes
