#include "passes/pass.h"

#include "ir/cfg.h"

#include "passes/factories.h"
#include "support/spell.h"

#include <algorithm>

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
#define SILKEN_PASS(name, factory, lastWord, changesCfg, keepsWaits, description)    \
  {name, description, true, lastWord, changesCfg, factory, keepsWaits},
#define SILKEN_PLANNED_PASS(name, description) {name, description, false, false, false, nullptr},
#include "passes/passes.def"
#undef SILKEN_PASS
#undef SILKEN_PLANNED_PASS
  };
  return passes;
}

std::vector<const PassInfo*> defaultPipeline() {
  std::vector<const PassInfo*> out;
  for (const PassInfo& p : allPasses())
    if (p.built)
      out.push_back(&p);
  return out;
}

void runPipeline(ir::Module& module, PassContext& ctx,
                 const std::vector<const PassInfo*>& pipeline,
                 const std::function<void(std::string)>& lap, const PipelineHooks& hooks) {
  unsigned step = 0;
  // The last lastWord pass run, and the first pass that changed code after it.
  const PassInfo* owed = nullptr;
  const PassInfo* changedAfter = nullptr;
  // One pass run with its hooks; false: stop the pipeline.
  auto runOne = [&](const PassInfo& info, bool& changed) {
    ++step;
    if (hooks.before)
      hooks.before(step, info.name, module);
    ctx.pass = info.name;
    changed = info.create()->run(module, ctx);
    if (changed && info.changesCfg)
      ir::buildCfg(module, nullptr); // re-indexes labels, rebuilds the edges
    if (changed && ctx.analyses)
      ctx.analyses->invalidateAll(info.changesCfg ? analysis::Change::Cfg
                                                  : analysis::Change::Instructions);
    lap(std::string(info.name) + (step > pipeline.size() ? " again" : ""));
    // Waits are final unless code a rerun must cover came after them.
    bool settled = info.lastWord || !owed || (!changedAfter && (!changed || info.keepsWaits));
    if (hooks.after && !hooks.after(step, info.name, changed, settled, module))
      return false;
    return ctx.diags.errorCount() == 0;
  };
  for (const PassInfo* info : pipeline) {
    bool changed = false;
    if (!runOne(*info, changed))
      return;
    if (info->lastWord) {
      owed = info;
      changedAfter = nullptr;
    } else if (owed && changed && !changedAfter && !info->keepsWaits) {
      changedAfter = info;
    }
  }
  if (!owed || !changedAfter)
    return;
  Remark r;
  r.kind = RemarkKind::Analysis;
  r.pass = std::string(owed->name);
  r.name = "Rerun";
  r.message = std::string(owed->name) + " runs again: " + std::string(changedAfter->name) +
              " changed code after it";
  r.args.emplace_back("after", std::string(changedAfter->name));
  ctx.remarks.emit(std::move(r));
  bool changed = false;
  runOne(*owed, changed);
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
    if (found && found->built) {
      out.push_back(found);
      continue;
    }
    ok = false;
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
