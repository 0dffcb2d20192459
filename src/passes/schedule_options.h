// The schedule pass's options: the struct the pass reads and the field table
// that makes its flags, --help defaults, Options remark and man page
// (docs/schedule.md).
#pragma once

#include "passes/option_table.h"

#include <string>

namespace silken::passes {

struct ScheduleOptions {
  /// Off: the pass changes nothing (and says so once per file).
  bool enabled = true;
  /// Regions with more instructions than this are left as written (the
  /// dependence graph and the hazard comparison are quadratic in them).
  int maxRegion = 128;
  /// The cycle model lets independent VALU issue in a WMMA's co-execution
  /// window; off, it does not, and the scheduler gains nothing there.
  bool wmmaCoissue = true;
  /// Also require llvm-mca-22's view (the cycle model's mcaView) to be no
  /// slower, per region and per block.
  bool mcaCheck = true;
  /// Reorder the regions of expert-scheduling-mode-2 code that hold no VALU
  /// and no vector memory instruction (the s_wait_alu depctr counts do not
  /// see them). Off: no region of such code moves.
  bool expertScalar = true;
  /// Reorder ESM2 regions with VALU or vector memory too, recomputing the
  /// s_wait_alu depctr_va_vdst / vm_vsrc waits after them (schedule_expert.cpp).
  bool expertDepctr = true;
  /// Region kinds (sched::regionKind, the first that fits): off, regions of
  /// that kind stay as written.
  bool wmmaRegions = true;   ///< holds a WMMA
  bool memoryRegions = true; ///< holds a vector memory instruction (VMEM, FLAT, DS, ...)
  bool valuRegions = true;   ///< holds other vector ALU work (VALU, TRANS, VOPD)
  bool scalarRegions = true; ///< no vector instruction at all
  /// s_delay_alu hints no longer pin what they name: they are taken out,
  /// and regenerated from the new order where it changed
  /// (schedule_delay_alu.cpp). Off: the hints and what they name stay.
  bool regenerateDelayAlu = true;
  /// Cycle-model latency overrides, "CLASS=N,...", classes as
  /// isa::className spells them (checked when the pass runs).
  std::string latency;
};

inline const OptionField kScheduleOptionFields[] = {
    option::boolean<&ScheduleOptions::enabled>("enabled", "reorder scheduling regions at all"),
    option::integer<&ScheduleOptions::maxRegion>(
        "max-region", "regions with more instructions than this are left as written"),
    option::boolean<&ScheduleOptions::wmmaCoissue>(
        "wmma-coissue", "the cycle model lets independent VALU issue in a WMMA's shadow"),
    option::boolean<&ScheduleOptions::mcaCheck>(
        "mca-check", "a new order must also be no slower by the llvm-mca-22 view of the model"),
    option::boolean<&ScheduleOptions::expertScalar>(
        "expert-scalar",
        "in expert scheduling mode 2, reorder regions without VALU or vector memory"),
    option::boolean<&ScheduleOptions::expertDepctr>(
        "expert-depctr", "in expert scheduling mode 2, also reorder regions with VALU or vector "
                         "memory and recompute the s_wait_alu depctr waits after them"),
    option::boolean<&ScheduleOptions::wmmaRegions>("wmma-regions",
                                                   "reorder regions that hold a WMMA"),
    option::boolean<&ScheduleOptions::memoryRegions>(
        "memory-regions", "reorder regions with vector memory (VMEM, FLAT, DS) and no WMMA"),
    option::boolean<&ScheduleOptions::valuRegions>(
        "valu-regions", "reorder regions with VALU, TRANS or VOPD but no WMMA or vector memory"),
    option::boolean<&ScheduleOptions::scalarRegions>(
        "scalar-regions", "reorder regions without any vector instruction"),
    option::boolean<&ScheduleOptions::regenerateDelayAlu>(
        "regenerate-delay-alu", "take s_delay_alu hints out before reordering and regenerate "
                                "them from the new order (off: they pin what they name)"),
    option::text<&ScheduleOptions::latency>(
        "latency", "cycle-model result latencies, CLASS=N,... (valu=6,ds_load=56); classes "
                   "as in docs/cycle-model.md"),
};

} // namespace silken::passes
