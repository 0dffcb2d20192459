// The pass interface and registry.
//
// A pass is `bool run(ir::Module&, PassContext&)`, returning "changed". It
// reports every decision through ctx.remarks and never prints. The chain
// order lives in passes.def.
#pragma once

#include "analysis/cache.h"
#include "ir/module.h"
#include "passes/options.h"
#include "remarks/remark.h"
#include "support/diag.h"

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace silken::passes {

struct PassContext {
  DiagEngine& diags;
  RemarkSink& remarks;
  const PassOptions& options;
  /// The pass running now (runPipeline sets it), so remarks name it.
  std::string_view pass = {};
  /// Per-function analyses, kept across passes; runPipeline invalidates
  /// them after a pass that changed something. Null: compute afresh.
  analysis::AnalysisCache* analyses = nullptr;
  /// The round of the chain (runPipeline): a later round says only what it
  /// changed, not again what it kept.
  unsigned round = 1;
  /// What a pass keeps from one of its runs to the next within this
  /// pipeline, by pass name (schedule: the regions its scheduler leaves as
  /// they are). What is kept must be a pure function of its own key.
  std::map<std::string, std::shared_ptr<void>, std::less<>> kept = {};
  template <class T>
  T& keptFor(std::string_view name) {
    auto it = kept.find(name);
    if (it == kept.end())
      it = kept.emplace(std::string(name), std::make_shared<T>()).first;
    return *static_cast<T*>(it->second.get());
  }

  /// A remark of the running pass about `fn`, to fill in and emit:
  ///   Remark r = ctx.remark(RemarkKind::Passed, "WaitInserted", fn, loc, "...");
  Remark remark(RemarkKind kind, std::string name, const ir::Function& fn, SourceLoc loc,
                std::string message) const {
    Remark r;
    r.kind = kind;
    r.pass = std::string(pass);
    r.name = std::move(name);
    r.function = std::string(fn.name);
    r.loc = loc;
    r.message = std::move(message);
    return r;
  }

  /// The `Options` remark of the running pass: every knob of its field
  /// table with its value, in table order (about `fn`, or the whole file
  /// when null).
  Remark optionsRemark(const ir::Function* fn, std::string message) const;
  /// Whether the running pass has emitted a remark of this name already.
  bool hasRemark(std::string_view name) const {
    return remarks.said(std::string(pass), std::string(name));
  }
};

class Pass {
public:
  virtual ~Pass() = default;
  virtual bool run(ir::Module& module, PassContext& ctx) = 0;
  /// An Observer pass (Placement::Observer) sees the module once before
  /// the first pass of the pipeline, then `run` after the last one.
  virtual void atPipelineStart(const ir::Module&, PassContext&) {}
};

/// Where a pass runs.
enum class Placement : uint8_t {
  /// In the chain: the default pipeline runs it; --passes may name it.
  Chain,
  /// Not in the default chain: appended to the pipeline when its option is
  /// given (requestedPasses), after every chain pass and before the
  /// lastWord reruns, so waits also cover what it changed. --passes may
  /// not name it. --verify-each still runs the IR verifier after it, but a
  /// silken check finding it makes is the user's request, not a failure.
  AfterChain,
  /// Changes nothing: sees the module before the first pass and after the
  /// last (reruns included), wherever --passes names it.
  Observer,
};

struct PassInfo {
  std::string_view name;        ///< kebab-case, as in --passes
  std::string_view description; ///< one line, for --list-passes
  bool built;                   ///< false: part of the chain, not written yet
  /// Runs once more at the end when a pass after it changed code (waits
  /// must cover the code a later pass adds).
  bool lastWord;
  /// May add labels or branches: the pipeline rebuilds the graph after it.
  bool changesCfg;
  std::unique_ptr<Pass> (*create)();
  /// It only deletes instructions that count on no wait counter: a
  /// lastWord pass before it does not run again because of it, but the
  /// chain runs another round after it changed code (passes.def).
  bool deletesOnly = false;
  Placement placement = Placement::Chain;
};

/// Every pass of the default chain, in chain order, built or not.
const std::vector<PassInfo>& allPasses();

/// Parses a --passes list ("a,b,c"; "" = none). Unknown or unbuilt names
/// are errors (with a "did you mean" note) reported to `diags`.
bool parsePipeline(std::string_view spec, std::vector<const PassInfo*>& out,
                   DiagEngine& diags);

/// Checks pass names given to an option such as --print-after: each must
/// name a pass (an error with a "did you mean" note to `diags` otherwise).
bool checkPassNames(std::string_view option, const std::vector<std::string>& names,
                    DiagEngine& diags);

/// The default chain: every built Chain pass, in chain order.
std::vector<const PassInfo*> defaultPipeline();

/// The pass of this name, or null.
const PassInfo* findPass(std::string_view name);

/// Appends to `pipeline` the passes that run on request: remove-instructions
/// when --remove-instructions names something; loop-remarks when remarks
/// are requested and the pipeline is the default chain (`defaultChain`).
void addRequestedPasses(std::vector<const PassInfo*>& pipeline, const PassOptions& options,
                        bool remarksRequested, bool defaultChain);

/// Called around every pass run (instrumentation: --print-after,
/// --verify-each, snapshots). `step` counts the runs from 1; a rerun of a
/// lastWord pass is a step of its own. `after` returns false to stop the
/// pipeline (a verifier found a problem). `settled`: no lastWord pass that
/// ran earlier is still owed its last word (what it guarantees, such as
/// complete waits, may be checked now).
struct PipelineHooks {
  std::function<void(unsigned step, std::string_view pass, const ir::Module&)> before;
  std::function<bool(unsigned step, std::string_view pass, bool changed, bool settled,
                     const ir::Module&)>
      after;
};

/// Runs `pipeline` in order (Chain passes as given, then AfterChain ones),
/// then once more each `lastWord` pass that a later pass's changes came
/// after (with a `Rerun` remark), so a second run of the pipeline on its
/// output changes nothing; Observer passes see the module before the first
/// pass and run after the last. Stops at the first error.
/// `lap(name)` is called after each pass run, for --time-passes.
void runPipeline(ir::Module& module, PassContext& ctx,
                 const std::vector<const PassInfo*>& pipeline,
                 const std::function<void(std::string)>& lap,
                 const PipelineHooks& hooks = {});

} // namespace silken::passes
