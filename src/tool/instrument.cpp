#include "tool/instrument.h"

#include "asm/printer.h"
#include "check/barrier_check.h"
#include "check/wait_check.h"
#include "ir/verify.h"
#include "tool/files.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <ostream>
#include <sys/stat.h>

namespace silken::tool {
namespace {

bool listed(const std::vector<std::string>& names, std::string_view pass) {
  return std::find(names.begin(), names.end(), pass) != names.end();
}

// Every block's instructions in order, as printed, with their stable ids,
// per function.
nlohmann::json blockOrder(const ir::Module& module) {
  nlohmann::json functions = nlohmann::json::array();
  for (const ir::Function& fn : module.functions) {
    nlohmann::json blocks = nlohmann::json::array();
    for (const ir::Block& b : fn.blocks) {
      nlohmann::json instrs = nlohmann::json::array();
      for (const ir::Stmt& s : b.stmts)
        if (s.kind == ir::StmtKind::Instr)
          instrs.push_back({{"id", s.id},
                            {"text", std::string(s.edited || !s.loc.valid() ? s.text : s.body)}});
      blocks.push_back(std::move(instrs));
    }
    functions.push_back({{"function", std::string(fn.name)}, {"blocks", std::move(blocks)}});
  }
  return functions;
}

} // namespace

Instrumentation::Instrumentation(const InstrumentOptions& options,
                                 const passes::PassOptions& passOptions, DiagEngine& diags,
                                 std::ostream& err)
    : o_(options), passOptions_(passOptions), diags_(diags), err_(err) {}

void Instrumentation::start(const ir::Module& module) {
  if (o_.verifyEach)
    baseline_ = checkErrors(module, nullptr, true);
  if (!o_.printDir.empty())
    ::mkdir(o_.printDir.c_str(), 0777); // an existing directory is fine
}

passes::PipelineHooks Instrumentation::hooks() {
  passes::PipelineHooks h;
  h.before = [this](unsigned step, std::string_view pass, const ir::Module& module) {
    if (listed(o_.printBefore, pass))
      dump(step, "before", pass, module);
    if (!o_.snapshotJson.empty())
      pendingBefore_ = blockOrder(module).dump();
  };
  h.after = [this](unsigned step, std::string_view pass, bool changed, bool settled,
                   const ir::Module& module) {
    if (o_.printAfterAll || listed(o_.printAfter, pass) || (o_.printChanged && changed))
      dump(step, "after", pass, module);
    if (!o_.snapshotJson.empty()) {
      nlohmann::json entry = {{"step", step},
                              {"pass", std::string(pass)},
                              {"changed", changed},
                              {"before", nlohmann::json::parse(pendingBefore_)},
                              {"after", blockOrder(module)}};
      snapshot_ += (snapshot_.empty() ? "" : ",\n") + entry.dump();
    }
    return !o_.verifyEach || verify(step, pass, settled, module);
  };
  return h;
}

void Instrumentation::dump(unsigned step, std::string_view when, std::string_view pass,
                           const ir::Module& module) {
  std::string text = as::printModule(module);
  if (o_.printDir.empty()) {
    err_ << "; *** IR dump " << when << " " << pass << " (step " << step << ") ***\n" << text;
    return;
  }
  char name[32];
  std::snprintf(name, sizeof name, "%02u-", step);
  std::string path = o_.printDir + "/" + name + std::string(when) + "-" + std::string(pass) + ".s";
  std::string error;
  if (!writeFileAtomically(path, text, error))
    diags_.error({}, 0, "--print-dir: " + error);
}

Instrumentation::CheckCounts Instrumentation::checkErrors(const ir::Module& module,
                                                          std::string* first, bool waits) {
  CheckCounts n;
  DiagEngine barrierDiags(&module.file()), waitDiags(&module.file());
  check::BarrierCheckOptions barriers;
  barriers.waveIdxSymbol = passOptions_.clusterBarrier.waveIdxSymbol;
  barriers.loopCounterSymbol = passOptions_.clusterBarrier.loopCounterSymbol;
  barriers.serialSymbol = passOptions_.clusterBarrier.serialSymbol;
  check::checkBarriers(module, barriers, barrierDiags);
  n.barriers = barrierDiags.errorCount();
  if (waits) {
    check::checkWaits(module, waitDiags, {passOptions_.waitcnt.xcnt});
    n.waits = waitDiags.errorCount();
  }
  if (first)
    for (const DiagEngine* d : {&barrierDiags, &waitDiags})
      for (const Diagnostic& diag : d->diagnostics())
        if (diag.severity == Severity::Error && first->empty())
          *first = diag.message;
  return n;
}

bool Instrumentation::verify(unsigned step, std::string_view pass, bool settled,
                             const ir::Module& module) {
  std::string prefix = "--verify-each: after pass '" + std::string(pass) + "' (step " +
                       std::to_string(step) + "): ";
  std::vector<std::string> problems = ir::verifyModule(module);
  for (const std::string& p : problems)
    diags_.error({}, 0, prefix + p);
  if (!problems.empty())
    return false;
  // Waits a later rerun of waitcnt owes are not missing yet.
  std::string first;
  CheckCounts now = checkErrors(module, &first, settled);
  if (!settled)
    now.waits = baseline_.waits;
  if (now.barriers > baseline_.barriers || now.waits > baseline_.waits) {
    diags_.error({}, 0, prefix + "silken check finds " +
                            std::to_string(now.barriers + now.waits) + " error(s), " +
                            std::to_string(baseline_.barriers + baseline_.waits) +
                            " before it; the first: " + first);
    return false;
  }
  baseline_ = now;
  return true;
}

bool Instrumentation::finish(std::string& error) {
  if (o_.snapshotJson.empty())
    return true;
  return writeFileAtomically(o_.snapshotJson, "{\"steps\":[\n" + snapshot_ + "\n]}\n", error);
}

} // namespace silken::tool
