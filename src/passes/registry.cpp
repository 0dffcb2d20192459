#include "passes/pass.h"

#include "ir/cfg.h"

#include "passes/factories.h"
#include "support/spell.h"

#include <algorithm>
#include <cassert>

namespace silken::passes {

Remark PassContext::optionsRemark(const ir::Function* fn, std::string message) const {
  Remark r;
  r.kind = RemarkKind::Analysis;
  r.pass = std::string(pass);
  r.name = "Options";
  r.function = fn ? std::string(fn->name) : "";
  r.message = std::move(message);
  if (const PassOptionTable* table = passOptionTable(pass))
    for (const OptionField& f : table->fields) {
      std::string value = f.get(table->of(options));
      RemarkValue v = value;
      if (f.type == OptionType::Bool)
        v = value == "true";
      else if (f.type == OptionType::Int)
        v = int64_t(std::stoll(value));
      r.args.emplace_back(optionArgName(f.knob), std::move(v));
    }
  return r;
}

const std::vector<PassInfo>& allPasses() {
  static const std::vector<PassInfo> passes = {
#define SILKEN_PASS(name, factory, lastWord, changesCfg, deletesOnly, description)    \
  {name, description, true, lastWord, changesCfg, factory, deletesOnly},
#define SILKEN_PLANNED_PASS(name, description) {name, description, false, false, false, nullptr},
#define SILKEN_EXTRA_PASS(name, factory, placement, changesCfg, description)          \
  {name, description, true, false, changesCfg, factory, false, Placement::placement},
#include "passes/passes.def"
#undef SILKEN_PASS
#undef SILKEN_PLANNED_PASS
#undef SILKEN_EXTRA_PASS
  };
  return passes;
}

std::vector<const PassInfo*> defaultPipeline() {
  std::vector<const PassInfo*> out;
  for (const PassInfo& p : allPasses())
    if (p.built && p.placement == Placement::Chain)
      out.push_back(&p);
  return out;
}

const PassInfo* findPass(std::string_view name) {
  for (const PassInfo& p : allPasses())
    if (p.name == name)
      return &p;
  return nullptr;
}

void addRequestedPasses(std::vector<const PassInfo*>& pipeline, const PassOptions& options,
                        bool remarksRequested, bool defaultChain) {
  auto add = [&](std::string_view name) {
    const PassInfo* p = findPass(name);
    if (std::find(pipeline.begin(), pipeline.end(), p) == pipeline.end())
      pipeline.push_back(p);
  };
  if (!options.removeInstructions.names.empty())
    add("remove-instructions");
  if (remarksRequested && defaultChain)
    add("loop-remarks");
}

void runPipeline(ir::Module& module, PassContext& ctx,
                 const std::vector<const PassInfo*>& pipeline,
                 const std::function<void(std::string)>& lap, const PipelineHooks& hooks) {
  // Chain passes as given, then AfterChain ones; Observers around them all.
  std::vector<const PassInfo*> order, observers;
  for (Placement placement : {Placement::Chain, Placement::AfterChain})
    for (const PassInfo* info : pipeline)
      if (info->placement == placement)
        order.push_back(info);
  std::vector<std::unique_ptr<Pass>> watching;
  for (const PassInfo* info : pipeline)
    if (info->placement == Placement::Observer &&
        std::find(observers.begin(), observers.end(), info) == observers.end()) {
      observers.push_back(info);
      watching.push_back(info->create());
      ctx.pass = info->name;
      watching.back()->atPipelineStart(module, ctx);
      lap(std::string(info->name) + " before");
    }
  unsigned step = 0;
  // The last lastWord pass run, and the first pass that changed code after it.
  const PassInfo* owed = nullptr;
  const PassInfo* changedAfter = nullptr;
  // One pass run with its hooks; false: stop the pipeline.
  auto runOne = [&](const PassInfo& info, Pass& pass, bool again, bool& changed) {
    ++step;
    if (hooks.before)
      hooks.before(step, info.name, module);
    ctx.pass = info.name;
    changed = pass.run(module, ctx);
    if (changed && info.changesCfg)
      ir::buildCfg(module, nullptr); // re-indexes labels, rebuilds the edges
    if (changed && ctx.analyses)
      ctx.analyses->invalidateAll(info.changesCfg ? analysis::Change::Cfg
                                                  : analysis::Change::Instructions);
    lap(std::string(info.name) + (again ? " again" : ""));
    // Waits are final unless code a rerun must cover came after them.
    bool settled = info.lastWord || !owed || (!changedAfter && (!changed || info.deletesOnly));
    if (hooks.after && !hooks.after(step, info.name, changed, settled, module))
      return false;
    return ctx.diags.errorCount() == 0;
  };
  // Observers run last, after the reruns, on the final module.
  auto observe = [&] {
    for (size_t i = 0; i < observers.size(); ++i) {
      bool changed = false;
      if (!runOne(*observers[i], *watching[i], false, changed))
        return;
      assert(!changed && "an Observer pass changes nothing");
    }
  };
  // Rounds: a deletion can change what an earlier pass decides (a register
  // it finds dead, an SCC no longer live), so after a deletesOnly pass
  // changed code the chain runs again, until a round changes nothing; then
  // a second run of the pipeline on its output changes nothing either.
  constexpr unsigned kMaxRounds = 4;
  // A round opened only because later passes changed the regions of a
  // pass before the lastWord one (waits split schedule's regions) ends
  // there, and the pipeline with it, when that pass now changes nothing.
  bool probe = false;
  // The lastWord pass owes a run for changes after it in the last round,
  // paid at its place in this one instead of at the end of that one (a
  // full round follows anyway: one waitcnt run fewer).
  bool debt = false;
  for (unsigned round = 1; round <= kMaxRounds; ++round) {
    ctx.round = round;
    if (!debt) { // else still owed, for the changes after it: waits not settled
      owed = nullptr;
      changedAfter = nullptr;
    }
    bool anyChange = false, reopen = false, reopenByDeletion = false, earlier = false;
    // A pass ran before the lastWord one (schedule): what the later passes
    // insert or delete (waits, dead code) changes its regions, so their
    // changes call for another round.
    bool decidedBefore = false, pastLastWord = false, settledEarly = false;
    for (const PassInfo* info : order) {
      if (round > 1 && info->placement != Placement::Chain)
        continue; // requested after the chain: once
      if (probe && info->lastWord && !anyChange) {
        settledEarly = true;
        break;
      }
      if (round > 1 && info->lastWord && !anyChange && !debt) {
        // A deletion cannot change what it derives; it runs again at the
        // end only if a later pass of this round changes code.
        owed = info;
        changedAfter = nullptr;
        earlier = true;
        pastLastWord = true;
        continue;
      }
      bool changed = false;
      if (!runOne(*info, *info->create(), round > 1, changed))
        return;
      debt = debt && !info->lastWord;
      anyChange |= changed;
      reopenByDeletion |= changed && info->deletesOnly && earlier; // an earlier pass may decide anew
      reopen |= reopenByDeletion || (changed && decidedBefore && (pastLastWord || info->lastWord));
      decidedBefore |= !pastLastWord && !info->lastWord && !info->deletesOnly;
      pastLastWord |= info->lastWord;
      earlier = true;
      if (info->lastWord) {
        owed = info;
        changedAfter = nullptr;
      } else if (owed && changed && !changedAfter && !info->deletesOnly) {
        changedAfter = info;
      }
    }
    // Another full round follows: it runs the lastWord pass at its place.
    bool fullRoundNext = !settledEarly && reopen && !(round > 1 && !anyChange) &&
                         reopenByDeletion && round < kMaxRounds;
    if (owed && changedAfter) {
      Remark r;
      r.kind = RemarkKind::Analysis;
      r.pass = std::string(owed->name);
      r.name = "Rerun";
      r.message = std::string(owed->name) + " runs again" +
                  (fullRoundNext ? " in round " + std::to_string(round + 1) : std::string()) +
                  ": " + std::string(changedAfter->name) + " changed code after it";
      r.args.emplace_back("after", std::string(changedAfter->name));
      if (fullRoundNext)
        r.args.emplace_back("round", int64_t(round + 1));
      ctx.remarks.emit(std::move(r));
      debt = fullRoundNext;
    }
    if (owed && changedAfter && !debt) {
      bool changed = false;
      if (!runOne(*owed, *owed->create(), true, changed))
        return;
      owed = nullptr; // it has had its last word: the observers see settled waits
    }
    if (settledEarly || !reopen || (round > 1 && !anyChange))
      break;
    probe = !reopenByDeletion;
    Remark r;
    r.kind = RemarkKind::Analysis;
    r.pass = "pipeline";
    r.name = "AnotherRound";
    r.message = "the chain runs again (round " + std::to_string(round + 1) +
                "): a pass changed code that earlier passes decide on";
    r.args.emplace_back("round", int64_t(round + 1));
    ctx.remarks.emit(std::move(r));
  }
  ctx.round = 1;
  observe();
}

bool checkPassNames(std::string_view option, const std::vector<std::string>& names,
                    DiagEngine& diags) {
  std::vector<std::string_view> known;
  for (const PassInfo& p : allPasses())
    known.push_back(p.name);
  bool ok = true;
  for (const std::string& name : names) {
    if (std::find(known.begin(), known.end(), name) != known.end())
      continue;
    ok = false;
    diags.error({}, 0, std::string(option) + ": unknown pass '" + name + "'");
    std::string_view hint = closestMatch(name, known);
    if (!hint.empty())
      diags.note({}, 0, "did you mean '" + std::string(hint) + "'?");
  }
  return ok;
}

bool parsePipeline(std::string_view spec, std::vector<const PassInfo*>& out,
                   DiagEngine& diags) {
  out.clear();
  if (spec.empty())
    return true;
  std::vector<std::string_view> names;
  for (const PassInfo& p : allPasses())
    names.push_back(p.name);
  bool ok = true;
  size_t start = 0;
  while (start <= spec.size()) {
    size_t comma = spec.find(',', start);
    std::string_view name = spec.substr(
        start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
    start = comma == std::string_view::npos ? spec.size() + 1 : comma + 1;
    const PassInfo* found = nullptr;
    for (const PassInfo& p : allPasses())
      if (p.name == name)
        found = &p;
    if (found && found->built && found->placement != Placement::AfterChain) {
      out.push_back(found);
      continue;
    }
    ok = false;
    if (found && found->built) {
      diags.error({}, 0, "pass '" + std::string(name) +
                             "' is not placed with --passes: it runs after them when its "
                             "option is given (--" + std::string(name) + "=...)");
      continue;
    }
    if (found) {
      diags.error({}, 0, "pass '" + std::string(name) +
                             "' is part of the chain but not built yet; see "
                             "'silken --list-passes'");
      continue;
    }
    diags.error({}, 0, "unknown pass '" + std::string(name) + "'");
    std::string_view hint = closestMatch(name, names);
    if (!hint.empty())
      diags.note({}, 0, "did you mean '" + std::string(hint) + "'?");
  }
  return ok;
}

} // namespace silken::passes
