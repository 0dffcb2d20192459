#include "driver/pass_flags.h"

#include <CLI/CLI.hpp>

namespace silken::driver {

void addBoolFlag(CLI::App& app, const std::string& name, bool& value, const std::string& help,
                 const std::string& group) {
  CLI::Option* o = app.add_flag(name, value, help)
                       ->default_str(value ? "true" : "false");
  if (!group.empty())
    o->group(group);
}

void addXcntFlag(CLI::App& app, isa::XcntPolicy& policy, const std::string& group) {
  CLI::Option* o =
      app.add_option_function<std::string>(
             "--xcnt",
             [&policy](const std::string& v) { policy = *isa::parseXcntPolicy(v); },
             "when overwriting a source register of an outstanding memory operation "
             "waits on xcnt: llvm (any VMEM/SMEM source, as LLVM 22), hazard (only SMEM "
             "and FLAT sources, AMD's hazard rule), off")
          ->check(CLI::IsMember({"llvm", "hazard", "off"}))
          ->default_str(std::string(isa::xcntPolicyName(policy)));
  if (!group.empty())
    o->group(group);
}

void addPassFlags(CLI::App& app, passes::PassOptions& options) {
  addXcntFlag(app, options.waitcnt.xcnt, "waitcnt options");
  app.add_option("--waitcnt-lds-dma", options.waitcnt.ldsDma,
                 "LDS filled by tensor/async loads: trust the input's waits, or wait for all "
                 "before LDS accesses and barrier signals")
      ->check(CLI::IsMember({"trust", "all"}))
      ->default_str("trust")
      ->group("waitcnt options");
  addBoolFlag(app, "--waitcnt-remove-redundant", options.waitcnt.removeRedundant,
              "remove existing waits proved redundant on every path", "waitcnt options");
  addBoolFlag(app, "--waitcnt-rebuild", options.waitcnt.rebuild,
              "strip the waits the pass derives (loadcnt, storecnt, dscnt, kmcnt, xcnt) "
              "and place them again",
              "waitcnt options");

  passes::ClusterBarrierOptions& cb = options.clusterBarrier;
  const char* group = "cluster-barrier options";
  app.add_option("--cluster-barrier-kernel-scope", cb.kernelScope,
                 "whole-kernel rules (2 and 5) on; false = region scope")
      ->default_str("true")
      ->group(group);
  app.add_option("--cluster-barrier-tail-signal", cb.tailSignal,
                 "where rule 5a puts the tail signal: minimal, balanced, spec or peer")
      ->check(CLI::IsMember({"minimal", "balanced", "spec", "peer"}))
      ->default_str("minimal")
      ->group(group);
  app.add_option_function<std::string>(
         "--cluster-barrier-rule4-mode",
         [&cb](const std::string& v) { cb.rule4ModeC = v == "c"; },
         "rule 4: c (signal and wait, the default) or ab (modes a/b: inherited SCC or drain gates)")
      ->check(CLI::IsMember({"c", "ab"}))
      ->default_str("c")
      ->group(group);
  app.add_option("--cluster-barrier-verify", cb.verify,
                 "check each rewritten kernel's barriers and keep the old code if the "
                 "handshakes would unbalance them")
      ->default_str("true")
      ->group(group);
  app.add_option("--cluster-barrier-rule3", cb.rule3,
                 "rule 3, the publication-point signal before label_openLoopL (off in the spec)")
      ->default_str("false")
      ->group(group);
  app.add_option("--cluster-barrier-open-loop-label", cb.openLoopLabel, "rule 3's anchor label")
      ->default_str("label_openLoopL")
      ->group(group);
  app.add_option("--cluster-barrier-pgr", cb.pgr,
                 "Tensile PrefetchGlobalRead (rule 4 mode b, rule 3 gate)")
      ->default_str("1")
      ->group(group);
  app.add_option("--cluster-barrier-plr", cb.plr,
                 "Tensile PrefetchLocalRead (rule 3 anchor mode b when 0)")
      ->default_str("1")
      ->group(group);
  app.add_option_function<std::string>(
         "--cluster-barrier-wave-index",
         [&cb](const std::string& v) {
           cb.waveIndex = v == "skip"        ? passes::WaveIndexPolicy::Skip
                          : v == "recompute" ? passes::WaveIndexPolicy::Recompute
                                             : passes::WaveIndexPolicy::Isfirst;
         },
         "when the wave-index symbol is unusable: gate on s_barrier_signal_isfirst "
         "(isfirst), recompute the wave index from the thread serial into a dead SGPR "
         "(recompute), or skip the anchor (skip)")
      ->check(CLI::IsMember({"isfirst", "recompute", "skip"}))
      ->default_str("isfirst")
      ->group(group);
  app.add_option("--cluster-barrier-wave-idx-symbol", cb.waveIdxSymbol,
                 "the .set symbol of the wave-index SGPR")
      ->default_str("sgprWaveIdx")
      ->group(group);
  app.add_option("--cluster-barrier-serial-symbol", cb.serialSymbol,
                 "the .set symbol of the thread-serial VGPR (the recompute policy)")
      ->default_str("vgprSerial")
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
