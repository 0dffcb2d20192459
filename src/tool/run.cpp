#include "tool/run.h"

#include "asm/parser.h"
#include "asm/printer.h"
#include "ir/cfg.h"
#include "passes/loop_remarks.h"
#include "support/huge_pages.h"
#include "tool/cfg_report.h"
#include "tool/load.h"
#include "tool/reports.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
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

} // namespace

std::string displayName(const std::string& path) {
  if (path == "-")
    return "<stdin>";
  std::filesystem::path p(path);
  if (!p.is_absolute())
    return path;
  std::error_code ec;
  std::filesystem::path rel = p.lexically_relative(std::filesystem::current_path(ec));
  return ec || rel.empty() ? p.filename().string() : rel.string();
}

bool sameFile(const std::string& a, const std::string& b) {
  struct stat sa, sb;
  if (::stat(a.c_str(), &sa) == 0 && ::stat(b.c_str(), &sb) == 0)
    return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
  std::error_code ec;
  return std::filesystem::weakly_canonical(a, ec) == std::filesystem::weakly_canonical(b, ec);
}

bool load(const CommonOptions& o, Loaded& l, std::ostream& err) {
  // Input and IR take about seven times the input (support/huge_pages.h);
  // not for an input readInput refuses: 8 x 5 GiB is no heap to ask for.
  struct stat st;
  if (o.growHeap && o.input != "-" && ::stat(o.input.c_str(), &st) == 0 &&
      S_ISREG(st.st_mode) && uint64_t(st.st_size) <= o.maxInputSize)
    growHeapWithHugePages(size_t(st.st_size) * o.heapPerInputByte);
  TextBuffer text;
  std::string error;
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

bool emitText(const std::string& path, std::string_view content, std::ostream& out,
              std::ostream& err) {
  return emit(path, out, err, [&](OutputFile& file, std::string& error) {
    return file.write(content, error);
  });
}


// A remarks file must not land in the assembly on stdout, over the input,
// or over the output.
std::string remarksTargetError(const RewriteOptions& o) {
  const std::string& r = o.remarksFile;
  if (r.empty())
    return {};
  if (r == "-")
    return "--remarks cannot write to standard output ('-'): the assembly goes there; "
           "name a file";
  if (o.input != "-" && sameFile(r, o.input))
    return "--remarks names the input '" + o.input + "'; it would be overwritten";
  if (o.output != "-" && sameFile(r, o.output))
    return "--remarks and --output both name '" + r + "'";
  return {};
}

bool preparePeephole(passes::PassOptions& options, bool color, std::ostream& err) {
  passes::PeepholeOptions& o = options.peephole;
  // The built-in table: the pass reads it itself, once, when it first runs
  // (a unit test keeps it clean). Read here, it cost every start-up 8% of
  // its instructions, `--passes=` and runs without peephole included.
  if (o.patterns.empty())
    return true;
  TextBuffer text;
  std::string error;
  if (!readInput(o.patterns, text, error, kDefaultMaxInputSize)) {
    err << "silken: error: --peephole-patterns: " << error << "\n";
    return false;
  }
  SourceFile file(displayName(o.patterns), std::move(text));
  DiagEngine diags(&file);
  auto table = std::make_shared<std::vector<passes::Pattern>>();
  bool ok = passes::readPeepholePatterns(file, diags, *table);
  err << diags.format(color);
  if (ok)
    o.table = std::move(table);
  return ok;
}

int runRewrite(const RewriteOptions& o, std::ostream& out, std::ostream& err) {
  if (std::string e = remarksTargetError(o); !e.empty()) {
    err << "silken: error: " << e << "\n";
    return 2;
  }
  Stopwatch clock;
  Loaded l;
  if (!load(o, l, err))
    return 1;
  std::string times = "silken: time: read+parse " + clock.lap();
  RemarkSink remarks(l.file->name(), !o.remarksFile.empty() || o.remarksSummary);
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
    err << remarks.summary() << passes::loopRemarksTable(remarks.remarks());
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

// stats, cfg: run --passes (default options) before reporting.
static bool runPasses(const ReportOptions& o, ir::Module& m, DiagEngine& diags) {
  if (o.pipeline.empty())
    return true;
  RemarkSink remarks(m.file().name(), false); // a report shows no remarks
  passes::PassOptions defaults;
  passes::PassContext ctx{diags, remarks, defaults};
  passes::runPipeline(m, ctx, o.pipeline, [](const std::string&) {});
  return diags.errorCount() == 0;
}

int runCfg(const ReportOptions& o, std::ostream& out, std::ostream& err) {
  return runReport(o, out, err, [&](ir::Module& m, DiagEngine& diags, std::string& text) {
    if (!runPasses(o, m, diags))
      return false;
    if (o.format == "json") {
      text = tool::cfgToJson(m);
      return true;
    }
    std::string error;
    text = tool::cfgToDot(m, {o.function, o.around, o.depth, o.annotate}, error);
    if (!error.empty())
      diags.error({}, 0, error);
    return error.empty();
  });
}

int runStats(const ReportOptions& o, std::ostream& out, std::ostream& err) {
  return runReport(o, out, err, [&](ir::Module& m, DiagEngine& diags, std::string& text) {
    if (!runPasses(o, m, diags))
      return false;
    text = statsReport(m, o.format == "json", o.cycles);
    return true;
  });
}

int runIsa(const ReportOptions& o, std::ostream& out, std::ostream& err) {
  return runReport(o, out, err, [&](const ir::Module& m, DiagEngine& diags, std::string& text) {
    std::vector<std::string> unclassified;
    text = isaReport(m, unclassified);
    if (o.defUse)
      text = defUseReport(m);
    for (const std::string& name : unclassified)
      diags.error({}, 0, "the ISA table does not classify '" + name + "'");
    return unclassified.empty();
  });
}

} // namespace silken::tool
