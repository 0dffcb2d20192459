// Every pass's options, gathered so the driver can fill them from
// --<pass>-<knob> flags and passes can record them in their remarks. Each
// pass's struct and field table live in its own <pass>_options.h.
#pragma once

#include "passes/cluster_barrier_options.h"
#include "passes/loop_remarks_options.h"
#include "passes/peephole_options.h"
#include "passes/remove_instructions_options.h"
#include "passes/schedule_options.h"
#include "passes/waitcnt_options.h"

#include <span>
#include <string_view>
#include <utility>
#include <vector>

namespace silken::passes {

struct PassOptions {
  ScheduleOptions schedule;
  ClusterBarrierOptions clusterBarrier;
  WaitcntOptions waitcnt;
  RemoveInstructionsOptions removeInstructions;
  LoopRemarksOptions loopRemarks;
  PeepholeOptions peephole;
};

/// A pass's field table and where its struct sits in PassOptions.
struct PassOptionTable {
  std::string_view pass;
  std::span<const OptionField> fields;
  const void* (*of)(const PassOptions&);
  void* (*ofMutable)(PassOptions&);
};

/// Every pass that has options, in chain order.
std::span<const PassOptionTable> passOptionTables();

/// The table of a pass, or null.
const PassOptionTable* passOptionTable(std::string_view pass);

/// Every knob of `pass` with its value, in table order (the Options remark).
std::vector<std::pair<std::string, std::string>> optionValues(const PassOptionTable& table,
                                                              const PassOptions& options);

} // namespace silken::passes
