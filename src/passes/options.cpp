#include "passes/options.h"

#include <iterator>

namespace silken::passes {
namespace {

template <auto Member> const void* project(const PassOptions& o) { return &(o.*Member); }
template <auto Member> void* projectMutable(PassOptions& o) { return &(o.*Member); }

const PassOptionTable kTables[] = {
    {"schedule", kScheduleOptionFields, project<&PassOptions::schedule>,
     projectMutable<&PassOptions::schedule>},
    {"waitcnt", kWaitcntOptionFields, project<&PassOptions::waitcnt>,
     projectMutable<&PassOptions::waitcnt>},
    {"cluster-barrier", kClusterBarrierOptionFields, project<&PassOptions::clusterBarrier>,
     projectMutable<&PassOptions::clusterBarrier>},
    {"peephole", kPeepholeOptionFields, project<&PassOptions::peephole>,
     projectMutable<&PassOptions::peephole>},
    {"remove-instructions", kRemoveInstructionsOptionFields,
     project<&PassOptions::removeInstructions>, projectMutable<&PassOptions::removeInstructions>},
    {"loop-remarks", kLoopRemarksOptionFields, project<&PassOptions::loopRemarks>,
     projectMutable<&PassOptions::loopRemarks>},
};

} // namespace

std::string optionArgName(std::string_view knob) {
  std::string out(knob);
  for (char& c : out)
    if (c == '-')
      c = '_';
  return out;
}

std::span<const PassOptionTable> passOptionTables() { return kTables; }

const PassOptionTable* passOptionTable(std::string_view pass) {
  for (const PassOptionTable& t : kTables)
    if (t.pass == pass)
      return &t;
  return nullptr;
}

std::vector<std::pair<std::string, std::string>> optionValues(const PassOptionTable& table,
                                                              const PassOptions& options) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const OptionField& f : table.fields)
    out.emplace_back(std::string(f.knob), f.get(table.of(options)));
  return out;
}

} // namespace silken::passes
