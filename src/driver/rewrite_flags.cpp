#include "driver/rewrite_flags.h"

#include <CLI/CLI.hpp>
#include <re2/re2.h>

namespace silken::driver {

void addRewriteFlags(CLI::App& app, tool::RewriteOptions& rewrite, bool& listOnly) {
  app.add_option("--remarks,--remarks-output", rewrite.remarksFile,
                 "write remarks as one JSON document to FILE");
  app.add_option("--remarks-filter", rewrite.remarksFilter,
                 "only remarks whose pass name matches this re2 pattern")
      ->check(CLI::Validator(
          [](std::string& pattern) {
            RE2 re(pattern, RE2::Quiet);
            return re.ok() ? std::string() : "invalid pattern: " + re.error();
          },
          "RE2"));
  app.add_flag("--remarks-summary", rewrite.remarksSummary,
               "print a per-pass remark count on stderr, and a table of the loops (loop-remarks)");
  app.add_flag("--list-passes", listOnly, "list the passes and exit");
  tool::InstrumentOptions& ins = rewrite.instrument;
  const char* debugGroup = "instrumentation";
  app.add_option("--print-before", ins.printBefore,
                 "print the module before PASS (repeatable, or a,b)")
      ->allow_extra_args(false)
      ->delimiter(',')
      ->group(debugGroup);
  app.add_option("--print-after", ins.printAfter,
                 "print the module after PASS (repeatable, or a,b)")
      ->allow_extra_args(false)
      ->delimiter(',')
      ->group(debugGroup);
  app.add_flag("--print-after-all", ins.printAfterAll, "print the module after every pass")
      ->group(debugGroup);
  app.add_flag("--print-changed", ins.printChanged,
               "print the module after every pass that changed it")
      ->group(debugGroup);
  app.add_option("--print-dir", ins.printDir,
                 "write the printed modules into DIR as NN-after-PASS.s instead of stderr")
      ->group(debugGroup);
  app.add_option("--snapshot-json", ins.snapshotJson,
                 "write every block's instruction order before and after each pass as JSON")
      ->group(debugGroup);
  app.add_flag("--verify-each", ins.verifyEach,
               "after every pass, run the IR verifier and silken check; stop and name the "
               "pass at the first problem the input did not have")
      ->group(debugGroup);
  app.add_flag("--time-passes", rewrite.timePasses,
               "print the time spent parsing, in each pass and printing");
}

} // namespace silken::driver
