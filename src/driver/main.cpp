// The `silken` command: options in, library calls out. Only the driver
// (this file, the flag tables beside it) knows about CLI11.
#include "driver/cli.h"
#include "driver/manual.h"
#include "driver/pass_flags.h"
#include "driver/rewrite_flags.h"
#include "passes/pass.h"
#include "tool/run.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <malloc.h>
#include <iostream>
#include <new>
#include <thread>
#include <unistd.h>

namespace {

// What every command has: its inputs, -o, and how diagnostics look.
struct Command {
  std::vector<std::string> inputs;
  std::string color = "auto";
  silken::tool::BatchOptions batch;
};

void addCommonOptions(CLI::App& app, silken::tool::CommonOptions& o, Command& c) {
  app.add_option("INPUT", c.inputs, "input .s files ('-' = stdin, the default)");
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
      ->default_str("256M");
  app.add_option("--color", c.color, "colour diagnostics: auto, always, never")
      ->check(CLI::IsMember({"auto", "always", "never"}))
      ->default_str("auto");
}

// -j, for the commands that take many inputs.
void addJobsOption(CLI::App& app, Command& c) {
  c.batch.jobs = std::max(1u, std::thread::hardware_concurrency());
  app.add_option("-j,--jobs", c.batch.jobs,
                 "files processed at once (default: the number of cores)")
      ->check(CLI::PositiveNumber);
}

bool useColor(const std::string& color) {
  if (color == "always")
    return true;
  if (color == "never")
    return false;
  return isatty(STDERR_FILENO) && !std::getenv("NO_COLOR");
}

std::string listPasses() {
  using silken::passes::Placement;
  auto list = [](bool chain) {
    std::string out;
    for (const auto& p : silken::passes::allPasses()) {
      if ((p.placement == Placement::Chain) != chain)
        continue;
      std::string name(p.name);
      name.resize(std::max<size_t>(name.size() + 2, 22), ' ');
      out += "  " + name + std::string(p.description) + "\n";
    }
    return out;
  };
  return "Passes, in the order the default chain runs them:\n" + list(true) +
         "Outside the chain (remove-instructions after it when --remove-instructions is "
         "given;\nloop-remarks before and after it when remarks are requested):\n" +
         list(false);
}

using silken::driver::usageError;

void addCheckOptions(CLI::App& check, silken::tool::ReportOptions& o) {
  check.add_option("--wave-idx-symbol", o.waveIdxSymbol,
                   "the .set symbol of the wave-index SGPR")
      ->default_str("sgprWaveIdx");
  check.add_option("--loop-counter-symbol", o.loopCounterSymbol,
                   "the .set symbol of the loop-counter SGPR")
      ->default_str("sgprLoopCounterL");
  check.add_option("--serial-symbol", o.serialSymbol,
                   "the .set symbol of the thread-serial VGPR (recomputed wave-index gates)")
      ->default_str("vgprSerial");
  silken::driver::addBoolFlag(check, "--barriers", o.checkBarriers, "check barrier use");
  check.add_option("-W", o.warningFlags,
                   "-W<category> / -Wno-<category>: report or silence a warning category "
                   "(barrier-unmodelled-path, barrier-state-limit, barrier-divergent, "
                   "xcnt-llvm, wait-search-limit, lds-dma); -Werror: warnings fail the check")
      ->allow_extra_args(false);
  check.add_option("--barrier-state-limit", o.barrierStateLimit,
                   "barrier path states per block before value ranges are widened "
                   "(first of registers no barrier gate tests)")
      ->check(CLI::PositiveNumber)
      ->default_str("64");
  silken::driver::addBoolFlag(check, "--waits", o.checkWaits,
                              "check that every register dependency on memory is waited for");
  silken::driver::addXcntFlag(check, o.checkXcnt);
  check.add_option("--wait-search-limit", o.waitSearchLimit,
                   "statements the wait check's searches may visit per function (and "
                   "at least 1024 per statement of it) before it gives up with a "
                   "[-Wwait-search-limit] warning")
      ->check(CLI::PositiveNumber)
      ->default_str("67108864");
}

// The read-only subcommands: parse, then report.
struct Report {
  const char* name;
  const char* description;
  std::vector<std::string> formats; // the first is the default; empty = none
  int (*run)(const silken::tool::ReportOptions&, std::ostream&, std::ostream&);
  silken::tool::ReportOptions options;
  Command command;
  CLI::App* cmd = nullptr;
};

// The subcommands' own options (cfg, stats, isa, check, in that order).
void addReportOptions(std::array<Report, 4>& reports, std::array<std::string, 2>& reportPasses,
                      std::array<CLI::Option*, 2>& reportPassesOpt) {
  for (Report& r : reports) {
    addCommonOptions(*r.cmd, r.options, r.command);
    if (!r.formats.empty()) {
      r.options.format = r.formats.front();
      std::string list;
      for (size_t i = 0; i < r.formats.size(); ++i)
        list += (i ? i + 1 == r.formats.size() ? " or " : ", " : "") + r.formats[i];
      r.cmd->add_option("--format", r.options.format, list)
          ->check(CLI::IsMember(r.formats))
          ->default_str(r.formats.front());
    }
  }
  // stats and cfg: --passes first (cfg --annotate: the default chain).
  for (size_t i = 0; i < 2; ++i)
    reportPassesOpt[i] = reports[i].cmd->add_option(
        "--passes", reportPasses[i],
        "run these passes first (default options) and report on the result");
  reports[1].cmd->add_flag("--cycles", reports[1].options.cycles,
                           "add silken's cycle estimate of every block (docs/cycle-model.md)");
  CLI::App& cfg = *reports[0].cmd;
  cfg.add_flag("--annotate", reports[0].options.annotate,
               "DOT: run the passes first (--passes, else the default chain) and mark the "
               "blocks they changed");
  cfg.add_option("--function", reports[0].options.function,
                 "DOT: draw only the function of this name");
  cfg.add_option("--around", reports[0].options.around,
                 "DOT: draw only the blocks within --depth edges of this label");
  cfg.add_option("--depth", reports[0].options.depth, "DOT: edges away from --around")
      ->default_str("2");
  reports[2].cmd->add_flag("--def-use", reports[2].options.defUse,
                           "per instruction: the registers it reads, may write and "
                           "certainly kills (TSV)");
  addJobsOption(*reports[3].cmd, reports[3].command);
  addCheckOptions(*reports[3].cmd, reports[3].options);
}

int runReportCommand(Report& r) {
  Command& c = r.command;
  r.options.color = useColor(c.color);
  if (c.inputs.empty())
    c.inputs = {"-"};
  if (r.run) {
    if (c.inputs.size() > 1)
      return usageError(std::cerr, {"'silken " + std::string(r.name) + "' takes one input",
                                    "'silken check' and 'silken' take several"},
                        r.name);
    r.options.input = c.inputs.front();
    return r.run(r.options, std::cout, std::cerr);
  }
  // silken check
  bool document = r.options.format != "text";
  if (!document && r.cmd->get_option("--output")->count())
    return usageError(std::cerr,
                      {"'silken check' writes no output file in text form: its diagnostics "
                       "go to stderr",
                       "use --format=json or --format=sarif with -o FILE for a report, or "
                       "2> FILE for the diagnostics"},
                      "check");
  c.batch.inputs = c.inputs;
  c.batch.summary = c.inputs.size() > 1;
  c.batch.progress = c.batch.summary && isatty(STDERR_FILENO);
  return silken::tool::runCheck(r.options, c.batch, std::cout, std::cerr);
}

int runRewriteCommand(silken::tool::RewriteOptions& o, Command& c, const CLI::App& app) {
  if (!silken::tool::preparePeephole(o.passOptions, o.color, std::cerr))
    return 1;
  silken::tool::BatchOptions& b = c.batch;
  if (c.inputs.empty())
    c.inputs = {"-"};
  bool batch = c.inputs.size() > 1 || !b.outputDir.empty();
  if (!batch) {
    if (!b.remarksDir.empty() || !b.suffix.empty())
      return usageError(std::cerr, {std::string(b.suffix.empty() ? "--remarks-dir" : "--suffix") +
                                        " needs --output-dir DIR"});
    o.input = c.inputs.front();
    return silken::tool::runRewrite(o, std::cout, std::cerr);
  }
  if (b.outputDir.empty())
    return usageError(std::cerr,
                      {"several inputs need --output-dir DIR",
                       "-o names one output; 'silken a.s b.s --output-dir out' writes "
                       "out/a.s and out/b.s"});
  if (app.get_option("--output")->count())
    return usageError(std::cerr, {"-o and --output-dir cannot be used together"});
  if (!o.remarksFile.empty())
    return usageError(std::cerr, {"--remarks names one file; with --output-dir use "
                                  "--remarks-dir DIR (one remarks file per input)"});
  b.inputs = c.inputs;
  b.summary = true;
  b.progress = isatty(STDERR_FILENO);
  return silken::tool::runRewriteBatch(o, b, std::cout, std::cerr);
}

// The empty pass list, and a list with an empty name in it.
bool checkPassList(std::string& list, std::vector<std::string>& error) {
  if (list == "none") {
    list.clear();
    return true;
  }
  if (list.empty())
    return true;
  std::string padded = "," + list + ",";
  if (padded.find(",,") != std::string::npos) {
    error = {"empty pass name in '--passes=" + list + "'",
             "separate pass names with single commas; '--passes=' alone runs no passes"};
    return false;
  }
  return true;
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
             "  silken *.s --output-dir out --suffix .opt -j 8\n"
             "  silken check *.s --format=json\n"
             "  silken cfg --format=dot kernel.s | dot -Tsvg > cfg.svg\n"
             "  silken @flags.rsp kernel.s         (arguments read from flags.rsp)\n"
             "Exit codes: 0 success, 1 bad input or failed check, 2 usage error.");
  app.require_subcommand(0, 1);

  silken::tool::RewriteOptions rewrite;
  Command top;
  std::string passList;
  bool listOnly = false;
  addCommonOptions(app, rewrite, top);
  CLI::Option* passesOpt = app.add_option(
      "--passes", passList,
      "run exactly these passes, in this order (comma-separated; empty or 'none' = no passes)");
  app.add_option("--output-dir", top.batch.outputDir,
                 "write each input's output to DIR (several inputs, one process)");
  app.add_option("--suffix", top.batch.suffix,
                 "with --output-dir: k.s is written as DIR/k<SUFFIX>.s");
  app.add_option("--remarks-dir", top.batch.remarksDir,
                 "with --output-dir: remarks of k.s in DIR/k<SUFFIX>.remarks.json");
  addJobsOption(app, top);
  silken::driver::addRewriteFlags(app, rewrite, listOnly);

  std::array<Report, 4> reports = {{
      {"cfg", "print the basic-block graph (DOT or JSON)", {"dot", "json"},
       silken::tool::runCfg, {}, {}},
      {"stats", "per function: instruction mix, waits, barriers, blocks, loops",
       {"text", "json"}, silken::tool::runStats, {}, {}},
      {"isa", "how the gfx1250 table classifies each distinct mnemonic (TSV)", {},
       silken::tool::runIsa, {}, {}},
      {"check", "verify barriers and waits without rewriting (exit 1 on an error)",
       {"text", "json", "sarif"}, nullptr, {}, {}},
  }};
  std::vector<std::string> args(argv + 1, argv + argc);
  std::string error;
  if (!silken::driver::expandResponseFiles(args, error))
    return usageError(std::cerr, {error});
  // CLI11 reads `--passes=` (empty) as "value missing" and would take the
  // next argument; spell the empty list as `none` before it looks.
  for (std::string& a : args)
    if (a == "--passes=")
      a = "--passes=none";
  std::vector<std::string> commandNames;
  for (const Report& r : reports)
    commandNames.push_back(r.name);
  // The pass flags and the subcommands' options only when the command line
  // may use them (a plain rewrite does not: half of start-up's work).
  const bool every = silken::driver::needsEveryOption(app, args, commandNames);

  if (every)
    silken::driver::addPassFlags(app, rewrite.passOptions);
  bool manPage = false;
  std::string completion;
  app.add_flag("--print-man-page", manPage, "print the man page (roff)")->group("");
  app.add_option("--print-completion", completion, "print a completion script")
      ->check(CLI::IsMember({"bash", "zsh"}))
      ->group("");

  for (Report& r : reports)
    r.cmd = app.add_subcommand(r.name, r.description);
  std::array<std::string, 2> reportPasses;
  std::array<CLI::Option*, 2> reportPassesOpt{};
  if (every)
    addReportOptions(reports, reportPasses, reportPassesOpt);

  std::vector<std::string> problem;
  bool normal = silken::driver::normalizeArgs(app, args, problem);
  std::string command;
  for (const Report& r : reports)
    if (!args.empty() && args.front() == r.name)
      command = r.name;
  if (!normal)
    return usageError(std::cerr, problem, command);
  std::reverse(args.begin(), args.end()); // CLI11 wants them last-first
  try {
    app.parse(args);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0)
      return app.exit(e); // --help, --version
    return usageError(std::cerr, silken::driver::describeParseError(e), command);
  }

  if (listOnly || manPage || !completion.empty()) {
    std::cout << (listOnly     ? listPasses()
                  : manPage    ? silken::driver::manPage(app)
                  : completion == "bash" ? silken::driver::bashCompletion(app)
                                         : silken::driver::zshCompletion(app));
    return 0;
  }
  for (size_t i = 0; i < 2; ++i) {
    silken::tool::ReportOptions& ro = reports[i].options;
    if (!reportPassesOpt[i] || !reportPassesOpt[i]->count()) {
      if (ro.annotate)
        ro.pipeline = silken::passes::defaultPipeline();
      continue;
    }
    silken::DiagEngine usage;
    if (!checkPassList(reportPasses[i], problem))
      return usageError(std::cerr, problem, reports[i].name);
    if (!silken::passes::parsePipeline(reportPasses[i], ro.pipeline, usage)) {
      std::cerr << usage.format(useColor(reports[i].command.color));
      return 2;
    }
  }
  for (Report& r : reports)
    if (r.cmd->parsed())
      return runReportCommand(r);

  rewrite.color = useColor(top.color);
  if (!checkPassList(passList, problem))
    return usageError(std::cerr, problem);
  silken::DiagEngine usage;
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
  bool remarksRequested = !rewrite.remarksFile.empty() || !top.batch.remarksDir.empty() ||
                          rewrite.remarksSummary;
  silken::passes::addRequestedPasses(rewrite.pipeline, rewrite.passOptions, remarksRequested,
                                     !passesOpt->count());
  return runRewriteCommand(rewrite, top, app);
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
