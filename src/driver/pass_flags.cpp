#include "driver/pass_flags.h"

#include <CLI/CLI.hpp>

namespace silken::driver {

void addPassFlags(CLI::App& app, passes::PassOptions& options) {
  passes::ClusterBarrierOptions& cb = options.clusterBarrier;
  const char* group = "cluster-barrier options";
  app.add_option("--cluster-barrier-kernel-scope", cb.kernelScope,
                 "whole-kernel rules (2 and 5) on; false = region scope")
      ->default_str("true")
      ->group(group);
  app.add_option("--cluster-barrier-tail-signal", cb.tailSignal,
                 "where rule 5a puts the tail signal: balanced, spec or peer")
      ->check(CLI::IsMember({"balanced", "spec", "peer"}))
      ->default_str("balanced")
      ->group(group);
  app.add_option("--cluster-barrier-wave-idx-symbol", cb.waveIdxSymbol,
                 "the .set symbol of the wave-index SGPR")
      ->default_str("sgprWaveIdx")
      ->group(group);
  app.add_option("--cluster-barrier-loop-counter-symbol", cb.loopCounterSymbol,
                 "the .set symbol of the loop-counter SGPR")
      ->default_str("sgprLoopCounterL")
      ->group(group);
  app.add_option("--cluster-barrier-gsu-label", cb.gsuLabel, "rule 1's anchor label")
      ->default_str("label_GSU_1")
      ->group(group);
  app.add_option("--cluster-barrier-tail-banner", cb.tailBanner,
                 "the text of the /* ... */ banner that starts the tail loop")
      ->default_str("Tail Loop")
      ->group(group);
}

} // namespace silken::driver
