// Pipeline instrumentation, as `opt` users expect it: the module printed
// before or after chosen passes (to stderr, or one numbered file per step
// into a directory), a JSON snapshot of every block's instruction order
// around each pass, and `--verify-each`: after every pass the IR verifier
// and `silken check` run, and a problem the module did not have before
// the pass stops the run, naming the pass.
//
//   silken --print-after=waitcnt k.s -o /dev/null      (dump on stderr)
//   silken --print-after-all --print-dir dumps k.s     (dumps/01-after-waitcnt.s ...)
#pragma once

#include "passes/pass.h"
#include "support/diag.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace silken::tool {

struct InstrumentOptions {
  std::vector<std::string> printBefore; ///< pass names
  std::vector<std::string> printAfter;
  bool printAfterAll = false;
  bool printChanged = false; ///< after every pass that changed something
  std::string printDir;      ///< empty: dumps go to stderr
  std::string snapshotJson;  ///< empty: no snapshot
  bool verifyEach = false;

  bool any() const {
    return !printBefore.empty() || !printAfter.empty() || printAfterAll || printChanged ||
           !snapshotJson.empty() || verifyEach;
  }
};

class Instrumentation {
public:
  Instrumentation(const InstrumentOptions& options, const passes::PassOptions& passOptions,
                  DiagEngine& diags, std::ostream& err);

  /// Records the input (for --verify-each's baseline); call before the run.
  void start(const ir::Module& module);
  passes::PipelineHooks hooks();
  /// Writes the snapshot, if asked for; false (and `error`) on failure.
  bool finish(std::string& error);

private:
  void dump(unsigned step, std::string_view when, std::string_view pass,
            const ir::Module& module);
  bool verify(unsigned step, std::string_view pass, bool settled, const ir::Module& module);
  struct CheckCounts {
    unsigned barriers = 0, waits = 0;
  };
  CheckCounts checkErrors(const ir::Module& module, std::string* first, bool waits);

  const InstrumentOptions& o_;
  const passes::PassOptions& passOptions_;
  DiagEngine& diags_;
  std::ostream& err_;
  CheckCounts baseline_; ///< silken check's errors before the current pass
  std::string snapshot_; ///< JSON array elements, comma separated
  std::string pendingBefore_;
};

} // namespace silken::tool
