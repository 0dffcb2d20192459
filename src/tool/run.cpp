#include "tool/run.h"

#include "asm/parser.h"
#include "asm/printer.h"
#include "check/barrier_check.h"
#include "check/wait_check.h"
#include "ir/cfg.h"
#include "support/huge_pages.h"
#include "tool/files.h"
#include "tool/reports.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <iostream>
#include <sys/stat.h>
#include <unistd.h>

namespace silken::tool {
namespace {

// Milliseconds since the previous lap, as text.
class Stopwatch {
public:
  std::string lap() {
    auto now = std::chrono::steady_clock::now();
    double ms = std::chrono::duration<double, std::milli>(now - last_).count();
    last_ = now;
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f ms", ms);
    return buf;
  }

private:
  std::chrono::steady_clock::time_point last_ = std::chrono::steady_clock::now();
};

std::string displayName(const std::string& path) {
  return path == "-" ? "<stdin>" : path;
}

// Parse the input; on failure print diagnostics and return nullptr.
struct Loaded {
  std::unique_ptr<SourceFile> file;
  std::unique_ptr<DiagEngine> diags;
  std::unique_ptr<ir::Module> module;
};

bool load(const CommonOptions& o, Loaded& l, std::ostream& err) {
  // Input and IR take about seven times the input (support/huge_pages.h);
  // not for an input readInput refuses: 8 x 5 GiB is no heap to ask for.
  struct stat st;
  if (o.input != "-" && ::stat(o.input.c_str(), &st) == 0 && S_ISREG(st.st_mode) &&
      uint64_t(st.st_size) <= o.maxInputSize)
    growHeapWithHugePages(size_t(st.st_size) * 8);
  std::string text, error;
  if (!readInput(o.input, text, error, o.maxInputSize)) {
    err << "silken: error: " << error << "\n";
    return false;
  }
  l.file = std::make_unique<SourceFile>(displayName(o.input), std::move(text));
  l.diags = std::make_unique<DiagEngine>(l.file.get());
  l.diags->setErrorLimit(o.errorLimit);
  if (l.file->text().size() >= UINT32_MAX) {
    l.diags->error({}, 0, "input is larger than 4 GiB");
    err << l.diags->format(o.color);
    return false;
  }
  l.module = as::parseModule(*l.file, *l.diags);
  return true;
}

bool failed(const CommonOptions& o, const DiagEngine& d) {
  return d.errorCount() > 0 || (o.werror && d.warningCount() > 0);
}

// Opens `path`, lets `body` write to it, and commits; on any failure prints
// the error and leaves no file behind.
template <typename Body>
bool emit(const std::string& path, std::ostream& out, std::ostream& err, Body body) {
  OutputFile file(path, out);
  std::string error;
  if (!file.open(error) || !body(file, error) || !file.commit(error)) {
    err << "silken: error: " << error << "\n";
    return false;
  }
  return true;
}

bool emitText(const std::string& path, std::string_view content, std::ostream& out,
              std::ostream& err) {
  return emit(path, out, err, [&](OutputFile& file, std::string& error) {
    return file.write(content, error);
  });
}

} // namespace

int runRewrite(const RewriteOptions& o, std::ostream& out, std::ostream& err) {
  Stopwatch clock;
  Loaded l;
  if (!load(o, l, err))
    return 1;
  std::string times = "silken: time: read+parse " + clock.lap();
  RemarkSink remarks(l.file->name());
  Instrumentation instrument(o.instrument, o.passOptions, *l.diags, err);
  if (!failed(o, *l.diags)) {
    analysis::AnalysisCache analyses;
    passes::PassContext ctx{*l.diags, remarks, o.passOptions};
    ctx.analyses = &analyses;
    instrument.start(*l.module);
    passes::runPipeline(
        *l.module, ctx, o.pipeline,
        [&](const std::string& name) { times += ", " + name + " " + clock.lap(); },
        o.instrument.any() ? instrument.hooks() : passes::PipelineHooks{});
  }
  std::string instrumentError;
  if (!instrument.finish(instrumentError))
    l.diags->error({}, 0, instrumentError);
  err << l.diags->format(o.color);
  if (failed(o, *l.diags))
    return 1;
  // Both outputs are written and synced before either is renamed into
  // place: when -o fails, the old remarks file stays as it was.
  OutputFile remarksOut(o.remarksFile, out), output(o.output, out);
  std::string error;
  bool ok = o.remarksFile.empty() ||
            (remarksOut.open(error) &&
             remarksOut.write(remarks.toJson(o.remarksFilter), error) &&
             remarksOut.finish(error));
  ok = ok && output.open(error);
  // Printed straight into the output in pieces: no second copy of the file.
  if (ok)
    as::printModule(*l.module, [&](std::string_view piece) {
      ok = ok && output.write(piece, error);
    });
  ok = ok && output.finish(error) &&
       (o.remarksFile.empty() || remarksOut.commit(error)) && output.commit(error);
  if (!ok) {
    err << "silken: error: " << error << "\n";
    return 1;
  }
  times += ", print+write " + clock.lap();
  if (o.remarksSummary)
    err << remarks.summary();
  if (o.timePasses)
    err << times << "\n";
  return 0;
}

namespace {

// Parse, then print what `report` makes of the module; with `summary`, a
// last line that counts the diagnostics (when there are any).
template <typename Report>
int runReport(const ReportOptions& o, std::ostream& out, std::ostream& err,
              Report report, bool summary = false) {
  Loaded l;
  if (!load(o, l, err))
    return 1;
  if (failed(o, *l.diags)) {
    err << l.diags->format(o.color);
    return 1;
  }
  std::string text;
  bool ok = report(*l.module, *l.diags, text);
  err << l.diags->format(o.color);
  const DiagEngine& d = *l.diags;
  if (summary && d.errorCount() + d.warningCount() + d.suppressedCount() > 0)
    err << "silken check: " << d.summary() << "\n";
  if (!ok || failed(o, *l.diags))
    return 1;
  return emitText(o.output, text, out, err) ? 0 : 1;
}

} // namespace

int runCfg(const ReportOptions& o, std::ostream& out, std::ostream& err) {
  return runReport(o, out, err, [&](const ir::Module& m, DiagEngine&, std::string& text) {
    text = o.format == "json" ? ir::cfgToJson(m) : ir::cfgToDot(m);
    return true;
  });
}

int runStats(const ReportOptions& o, std::ostream& out, std::ostream& err) {
  return runReport(o, out, err, [&](const ir::Module& m, DiagEngine&, std::string& text) {
    text = statsReport(m, o.format == "json");
    return true;
  });
}

int runCheck(const ReportOptions& o, std::ostream& out, std::ostream& err) {
  ReportOptions opts = o;
  for (const std::string& flag : o.warningFlags) {
    std::string_view cat = flag;
    bool enable = !cat.starts_with("no-");
    if (!enable)
      cat.remove_prefix(3);
    const auto& barrier = check::barrierWarningCategories();
    const auto& wait = check::waitWarningCategories();
    if (cat == "error")
      opts.werror = enable;
    else if (std::find(barrier.begin(), barrier.end(), cat) == barrier.end() &&
             std::find(wait.begin(), wait.end(), cat) == wait.end())
      err << "silken: warning: unknown warning option '-W" << flag << "'\n";
  }
  return runReport(opts, out, err, [&](const ir::Module& m, DiagEngine& diags, std::string&) {
    for (const std::string& flag : o.warningFlags) {
      std::string_view cat = flag;
      bool enable = !cat.starts_with("no-");
      diags.setWarningEnabled(enable ? cat : cat.substr(3), enable);
    }
    check::BarrierCheckOptions options;
    options.waveIdxSymbol = o.waveIdxSymbol;
    options.loopCounterSymbol = o.loopCounterSymbol;
    options.stateLimit = o.barrierStateLimit;
    options.serialSymbol = o.serialSymbol;
    if (o.checkBarriers)
      check::checkBarriers(m, options, diags);
    if (o.checkWaits)
      check::checkWaits(m, diags, {o.checkXcnt, o.waitSearchLimit});
    return diags.errorCount() == 0;
  }, /*summary=*/true);
}

int runIsa(const ReportOptions& o, std::ostream& out, std::ostream& err) {
  return runReport(o, out, err, [&](const ir::Module& m, DiagEngine& diags, std::string& text) {
    std::vector<std::string> unclassified;
    text = isaReport(m, unclassified);
    for (const std::string& name : unclassified)
      diags.error({}, 0, "the ISA table does not classify '" + name + "'");
    return unclassified.empty();
  });
}

} // namespace silken::tool
