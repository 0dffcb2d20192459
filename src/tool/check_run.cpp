// silken check INPUT...: each file checked on its own, the findings printed
// clang style on stderr or gathered in one JSON or SARIF 2.1.0 document.
#include "check/barrier_check.h"
#include "check/wait_check.h"
#include "tool/batch.h"
#include "tool/load.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <sstream>

namespace silken::tool {
namespace {

using Json = nlohmann::ordered_json;

struct CheckResult {
  std::string name;      ///< as printed
  Loaded loaded;         ///< the file and its diagnostics (no module kept)
  std::string readError; ///< the file could not be read
  std::string text;      ///< what stderr gets in text mode
  bool failed = false;
};

bool knownCategory(std::string_view cat) {
  const auto& barrier = check::barrierWarningCategories();
  const auto& wait = check::waitWarningCategories();
  return std::find(barrier.begin(), barrier.end(), cat) != barrier.end() ||
         std::find(wait.begin(), wait.end(), cat) != wait.end();
}

void checkOne(const ReportOptions& o, CheckResult& r) {
  r.name = displayName(o.input);
  std::ostringstream log;
  Loaded& l = r.loaded;
  if (!load(o, l, log)) {
    r.readError = log.str();
    r.text = r.readError;
    r.failed = true;
    return;
  }
  DiagEngine& diags = *l.diags;
  if (!failed(o, diags)) {
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
      check::checkBarriers(*l.module, options, diags);
    if (o.checkWaits)
      check::checkWaits(*l.module, diags, {o.checkXcnt, o.waitSearchLimit});
  }
  l.module.reset();
  r.failed = failed(o, diags);
  r.text = diags.format(o.color);
}

const char* severityName(Severity s) {
  return s == Severity::Error ? "error" : s == Severity::Warning ? "warning" : "note";
}

Json diagJson(const Diagnostic& d) {
  Json j;
  j["severity"] = severityName(d.severity);
  j["line"] = d.loc.valid() ? Json(d.loc.line) : Json(nullptr);
  j["col"] = d.loc.valid() ? Json(d.loc.col) : Json(nullptr);
  j["message"] = d.message;
  j["category"] = d.category.empty() ? Json(nullptr) : Json(d.category);
  return j;
}

std::string stripPrefix(std::string s) {
  const std::string prefix = "silken: error: ";
  if (s.starts_with(prefix))
    s.erase(0, prefix.size());
  while (!s.empty() && s.back() == '\n')
    s.pop_back();
  return s;
}

// {"version":1,"files":[{"file":..,"status":..,counts,"diagnostics":[..]}]}
std::string toJson(const std::vector<CheckResult>& results) {
  Json files = Json::array();
  for (const CheckResult& r : results) {
    Json f;
    f["file"] = r.name;
    f["status"] = r.failed ? "failed" : "passed";
    Json diags = Json::array();
    if (!r.readError.empty()) {
      f["errors"] = 1;
      f["warnings"] = 0;
      f["suppressed"] = 0;
      Diagnostic d{Severity::Error, {}, 0, stripPrefix(r.readError), {}};
      diags.push_back(diagJson(d));
    } else {
      const DiagEngine& de = *r.loaded.diags;
      f["errors"] = de.errorCount();
      f["warnings"] = de.warningCount();
      f["suppressed"] = de.suppressedCount();
      for (const Diagnostic& d : de.diagnostics()) {
        if (d.severity == Severity::Note && !diags.empty()) {
          Json note = diagJson(d);
          note.erase("severity");
          note.erase("category");
          diags.back()["notes"].push_back(std::move(note));
          continue;
        }
        Json j = diagJson(d);
        j["notes"] = Json::array();
        diags.push_back(std::move(j));
      }
    }
    f["diagnostics"] = std::move(diags);
    files.push_back(std::move(f));
  }
  Json doc;
  doc["version"] = 1;
  doc["files"] = std::move(files);
  return doc.dump(1) + "\n";
}

Json sarifLocation(const std::string& file, SourceLoc loc, const std::string& message = "") {
  Json phys;
  phys["artifactLocation"]["uri"] = file;
  if (loc.valid()) {
    phys["region"]["startLine"] = loc.line;
    phys["region"]["startColumn"] = loc.col;
  }
  Json l;
  l["physicalLocation"] = std::move(phys);
  if (!message.empty())
    l["message"]["text"] = message;
  return l;
}

std::string toSarif(const std::vector<CheckResult>& results) {
  Json out = Json::array();
  for (const CheckResult& r : results) {
    std::vector<Diagnostic> all;
    if (!r.readError.empty())
      all.push_back({Severity::Error, {}, 0, stripPrefix(r.readError), {}});
    else
      all = r.loaded.diags->diagnostics();
    for (const Diagnostic& d : all) {
      if (d.severity == Severity::Note && !out.empty()) {
        out.back()["relatedLocations"].push_back(sarifLocation(r.name, d.loc, d.message));
        continue;
      }
      Json res;
      res["ruleId"] = d.category.empty() ? std::string("silken-check") : d.category;
      res["level"] = severityName(d.severity);
      res["message"]["text"] = d.message;
      res["locations"] = Json::array({sarifLocation(r.name, d.loc)});
      out.push_back(std::move(res));
    }
  }
  Json run;
  run["tool"]["driver"]["name"] = "silken";
  run["tool"]["driver"]["version"] = SILKEN_VERSION;
  run["tool"]["driver"]["informationUri"] = "https://github.com/silken/silken";
  run["results"] = std::move(out);
  Json doc;
  doc["$schema"] = "https://json.schemastore.org/sarif-2.1.0.json";
  doc["version"] = "2.1.0";
  doc["runs"] = Json::array({std::move(run)});
  return doc.dump(1) + "\n";
}

} // namespace

int runCheck(const ReportOptions& o, const BatchOptions& batch, std::ostream& out,
             std::ostream& err) {
  ReportOptions opts = o;
  for (const std::string& flag : o.warningFlags) {
    std::string_view cat = flag;
    bool enable = !cat.starts_with("no-");
    if (!enable)
      cat.remove_prefix(3);
    if (cat == "error")
      opts.werror = enable;
    else if (!knownCategory(cat))
      err << "silken: warning: unknown warning option '-W" << flag << "'\n";
  }
  opts.growHeap = batch.inputs.size() == 1;
  // The wait walks' memo tables take about twenty times the input on the
  // corpus kernel (4,800 page faults past a heap grown for eight, a third
  // of the run's time on a VM): the default, 32, covers them.
  bool text = o.format.empty() || o.format == "text";
  size_t n = batch.inputs.size(), failures = 0;
  std::vector<CheckResult> results(n);
  Progress progress(err, batch.progress, n);
  runOrdered(
      n, batch.jobs,
      [&](size_t i) {
        ReportOptions one = opts;
        one.input = batch.inputs[i];
        checkOne(one, results[i]);
      },
      [&](size_t i) { // in input order: the same bytes whatever -j is
        CheckResult& r = results[i];
        failures += r.failed;
        progress.clear();
        if (text && r.readError.empty()) {
          err << r.text;
          const DiagEngine& d = *r.loaded.diags;
          bool any = d.errorCount() + d.warningCount() + d.suppressedCount() > 0;
          if (batch.summary)
            err << "silken check: " << r.name << ": " << d.summary() << "\n";
          else if (any)
            err << "silken check: " << d.summary() << "\n";
        } else if (text) {
          err << r.text;
          if (batch.summary)
            err << "silken check: " << r.name << ": cannot be read\n";
        }
        progress.show(i + 1, r.name);
        if (r.loaded.diags) // the JSON needs the diagnostics, not the text
          r.loaded.diags->setFile(nullptr);
        r.loaded.file.reset();
      });
  if (batch.summary && text)
    err << "silken check: " << n << (n == 1 ? " file, " : " files, ") << n - failures
        << " passed, " << failures << " failed\n";
  if (!text) {
    std::string doc = o.format == "sarif" ? toSarif(results) : toJson(results);
    if (!emitText(o.output, doc, out, err))
      return 1;
  }
  return failures ? 1 : 0;
}

} // namespace silken::tool
