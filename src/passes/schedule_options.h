// The schedule pass's options: the struct the pass reads and the field table
// that makes its flags, --help defaults, Options remark and man page
// (docs/schedule.md).
#pragma once

#include "passes/option_table.h"

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
};

} // namespace silken::passes
