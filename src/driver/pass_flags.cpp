#include "driver/pass_flags.h"

#include <CLI/CLI.hpp>

namespace silken::driver {
namespace {

// One --<pass>-<knob> flag from a field table row. Booleans are flags
// (`--x`, `--x=false`) so that they never take the next argument; choices
// are checked against their names.
void addField(CLI::App& app, const passes::OptionField& f, std::string_view pass,
              const void* defaults, void* target) {
  std::string name = f.flag.empty() ? "--" + std::string(pass) + "-" + std::string(f.knob)
                                    : std::string(f.flag);
  std::string help(f.help);
  std::string group = std::string(pass) + " options";
  std::string def = f.get(defaults);
  CLI::Option* o = nullptr;
  if (f.type == passes::OptionType::Bool) {
    o = app.add_flag(name, f.boolRef(target), help);
  } else {
    o = app.add_option_function<std::string>(
        name,
        [&f, target, name](const std::string& v) {
          if (!f.set(target, v))
            throw CLI::ValidationError(name, "'" + v + "' is not a valid value");
        },
        help);
    if (f.type == passes::OptionType::Int)
      o->type_name("INT");
    if (f.type == passes::OptionType::Choice)
      o->check(CLI::IsMember(std::vector<std::string>(f.choices.begin(), f.choices.end())));
  }
  o->default_str(def)->group(group);
}

} // namespace

void addBoolFlag(CLI::App& app, const std::string& name, bool& value, const std::string& help,
                 const std::string& group) {
  CLI::Option* o = app.add_flag(name, value, help)
                       ->default_str(value ? "true" : "false");
  if (!group.empty())
    o->group(group);
}

void addXcntFlag(CLI::App& app, isa::XcntPolicy& policy, const std::string& group) {
  const passes::OptionField& f = passes::kWaitcntOptionFields[0]; // the shared --xcnt row
  CLI::Option* o =
      app.add_option_function<std::string>(
             std::string(f.flag),
             [&policy](const std::string& v) { policy = *isa::parseXcntPolicy(v); },
             std::string(f.help))
          ->check(CLI::IsMember(std::vector<std::string>(f.choices.begin(), f.choices.end())))
          ->default_str(std::string(isa::xcntPolicyName(policy)));
  if (!group.empty())
    o->group(group);
}

void addPassFlags(CLI::App& app, passes::PassOptions& options) {
  static const passes::PassOptions defaults;
  for (const passes::PassOptionTable& t : passes::passOptionTables())
    for (const passes::OptionField& f : t.fields)
      addField(app, f, t.pass, t.of(defaults), t.ofMutable(options));
}

} // namespace silken::driver
