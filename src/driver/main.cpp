// The `silken` command: options in, library calls out. Only this file
// knows about CLI11.
#include "driver/pass_flags.h"
#include "passes/pass.h"
#include "tool/run.h"

#include <CLI/CLI.hpp>
#include <re2/re2.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <malloc.h>
#include <iostream>
#include <new>
#include <unistd.h>

namespace {

void addCommonOptions(CLI::App& app, silken::tool::CommonOptions& o,
                      std::string& color) {
  app.add_option("input", o.input, "input .s file ('-' = stdin)")
      ->default_str("-");
  app.add_option("-o,--output", o.output, "output file ('-' = stdout)")
      ->default_str("-");
  app.add_flag("--Werror", o.werror, "treat warnings as errors");
  app.add_option("--error-limit", o.errorLimit,
                 "stop after this many errors (0 = no limit)")
      ->default_str("20");
  app.add_option("--max-input-size", o.maxInputSize,
                 "refuse a larger input before reading it (k, M, G: powers of 1024; "
                 "at most 4294967294)")
      ->transform(CLI::AsSizeValue(false).description(""))
      ->check(CLI::Range(uint64_t(1), silken::tool::kInputSizeLimit).description(""))
      ->type_name("SIZE")
      ->default_str("1G");
  app.add_option("--color", color, "colour diagnostics: auto, always, never")
      ->check(CLI::IsMember({"auto", "always", "never"}))
      ->default_str("auto");
}

bool useColor(const std::string& color) {
  if (color == "always")
    return true;
  if (color == "never")
    return false;
  return isatty(STDERR_FILENO) && !std::getenv("NO_COLOR");
}

std::string listPasses() {
  std::string out = "Passes, in the order the default chain runs them:\n";
  for (const auto& p : silken::passes::allPasses()) {
    std::string name(p.name);
    name.resize(std::max<size_t>(name.size(), 18), ' ');
    out += "  " + name + std::string(p.description) + "\n";
  }
  return out;
}

} // namespace

static int runMain(int argc, char** argv) {
  // One short-lived process: keep freed memory for reuse instead of
  // returning it to the kernel, whose page faults cost more than our work.
  mallopt(M_MMAP_THRESHOLD, 256 << 20);
  mallopt(M_TRIM_THRESHOLD, 512 << 20);
  mallopt(M_TOP_PAD, 16 << 20);
  CLI::App app{"silken: a byte-faithful rewriter for AMD gfx1250 assembly"};
  app.name("silken");
  app.set_version_flag("--version", "silken " SILKEN_VERSION);
  app.footer("Examples:\n"
             "  silken kernel.s -o kernel.opt.s --remarks remarks.json\n"
             "  silken --passes= kernel.s          (parse and print: the identity)\n"
             "  silken cfg --format=dot kernel.s | dot -Tsvg > cfg.svg\n"
             "Exit codes: 0 success, 1 bad input or failed check, 2 usage error.");
  app.require_subcommand(0, 1);
  app.failure_message([](const CLI::App*, const CLI::Error& e) {
    return std::string("silken: error: ") + e.what() +
           "\nRun 'silken --help' for usage.\n";
  });

  silken::tool::RewriteOptions rewrite;
  std::string color = "auto", passList;
  bool listOnly = false;
  addCommonOptions(app, rewrite, color);
  CLI::Option* passesOpt = app.add_option(
      "--passes", passList,
      "run exactly these passes, in this order (comma-separated; empty or 'none' = no passes)");
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
               "print a per-pass remark count on stderr");
  app.add_flag("--list-passes", listOnly, "list the passes and exit");
  silken::tool::InstrumentOptions& ins = rewrite.instrument;
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
  silken::driver::addPassFlags(app, rewrite.passOptions);

  // The read-only subcommands: parse, then report.
  struct Report {
    const char* name;
    const char* description;
    std::vector<std::string> formats; // the first is the default; empty = none
    int (*run)(const silken::tool::ReportOptions&, std::ostream&, std::ostream&);
    silken::tool::ReportOptions options;
    std::string color = "auto";
    CLI::App* cmd = nullptr;
  };
  std::array<Report, 4> reports = {{
      {"cfg", "print the basic-block graph (DOT or JSON)", {"dot", "json"},
       silken::tool::runCfg, {}},
      {"stats", "per function: instruction mix, waits, barriers, blocks, loops",
       {"text", "json"}, silken::tool::runStats, {}},
      {"isa", "how the gfx1250 table classifies each distinct mnemonic (TSV)", {},
       silken::tool::runIsa, {}},
      {"check", "verify barriers and waits without rewriting (exit 1 on an error)", {},
       silken::tool::runCheck, {}},
  }};
  for (Report& r : reports) {
    r.cmd = app.add_subcommand(r.name, r.description);
    addCommonOptions(*r.cmd, r.options, r.color);
    if (!r.formats.empty()) {
      r.options.format = r.formats.front();
      r.cmd->add_option("--format", r.options.format, r.formats[0] + " or " + r.formats[1])
          ->check(CLI::IsMember(r.formats))
          ->default_str(r.formats.front());
    }
  }
  CLI::App* checkCmd = reports[3].cmd;
  checkCmd->add_option("--wave-idx-symbol", reports[3].options.waveIdxSymbol,
                       "the .set symbol of the wave-index SGPR")
      ->default_str("sgprWaveIdx");
  checkCmd->add_option("--loop-counter-symbol", reports[3].options.loopCounterSymbol,
                       "the .set symbol of the loop-counter SGPR")
      ->default_str("sgprLoopCounterL");
  checkCmd->add_option("--serial-symbol", reports[3].options.serialSymbol,
                       "the .set symbol of the thread-serial VGPR (recomputed wave-index gates)")
      ->default_str("vgprSerial");
  silken::driver::addBoolFlag(*checkCmd, "--barriers", reports[3].options.checkBarriers,
                              "check barrier use");
  checkCmd->add_option("-W", reports[3].options.warningFlags,
                       "-W<category> / -Wno-<category>: report or silence a warning category "
                       "(barrier-unmodelled-path, barrier-state-limit, barrier-divergent, "
                       "xcnt-llvm); -Werror: warnings fail the check")
      ->allow_extra_args(false);
  checkCmd->add_option("--barrier-state-limit", reports[3].options.barrierStateLimit,
                       "barrier path states per block before value ranges are widened "
                       "(first of registers no barrier gate tests)")
      ->check(CLI::PositiveNumber)
      ->default_str("64");
  silken::driver::addBoolFlag(*checkCmd, "--waits", reports[3].options.checkWaits,
                              "check that every register dependency on memory is waited for");
  silken::driver::addXcntFlag(*checkCmd, reports[3].options.checkXcnt);
  checkCmd->add_option("--wait-search-limit", reports[3].options.waitSearchLimit,
                       "statements the wait check's searches may visit per function before "
                       "it gives up with a [-Wwait-search-limit] warning")
      ->check(CLI::PositiveNumber)
      ->default_str("67108864");

  // CLI11 reads `--passes=` (empty) as "value missing" and would take the
  // next argument; spell the empty list as `none` before it looks.
  std::vector<std::string> args(argv + 1, argv + argc);
  for (std::string& a : args)
    if (a == "--passes=")
      a = "--passes=none";
  std::reverse(args.begin(), args.end()); // CLI11 wants them last-first
  try {
    app.parse(args);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? 0 : 2; // usage errors are exit 2, --help is 0
  }

  if (listOnly) {
    std::cout << listPasses();
    return 0;
  }
  for (Report& r : reports)
    if (r.cmd->parsed()) {
      r.options.color = useColor(r.color);
      return r.run(r.options, std::cout, std::cerr);
    }

  rewrite.color = useColor(color);
  silken::DiagEngine usage;
  if (passList == "none")
    passList.clear();
  bool ok = passesOpt->count()
                ? silken::passes::parsePipeline(passList, rewrite.pipeline, usage)
                : (rewrite.pipeline = silken::passes::defaultPipeline(), true);
  ok = silken::passes::checkPassNames("--print-before", rewrite.instrument.printBefore, usage) &&
       ok;
  ok = silken::passes::checkPassNames("--print-after", rewrite.instrument.printAfter, usage) && ok;
  if (!ok) {
    std::cerr << usage.format(rewrite.color);
    return 2;
  }
  return silken::tool::runRewrite(rewrite, std::cout, std::cerr);
}

// Out of memory is an error like any other (exit 1, no output written: the
// unwinding removes temporaries), not an abort.
int main(int argc, char** argv) {
  try {
    return runMain(argc, argv);
  } catch (const std::bad_alloc&) {
    std::fputs("silken: error: out of memory\n", stderr);
    return 1;
  }
}
