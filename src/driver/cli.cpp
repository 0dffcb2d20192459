#include "driver/cli.h"

#include "support/spell.h"

#include <CLI/CLI.hpp>
#include <re2/re2.h>

#include <fstream>
#include <sstream>
#include <sys/stat.h>

namespace silken::driver {
namespace {

// Splits a response file's text like a shell would, without expansions.
std::vector<std::string> splitResponse(const std::string& text) {
  std::vector<std::string> out;
  std::string cur;
  bool inToken = false;
  char quote = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (quote) {
      if (c == quote)
        quote = 0;
      else if (c == '\\' && quote == '"' && i + 1 < text.size())
        cur += text[++i];
      else
        cur += c;
    } else if (c == '\'' || c == '"') {
      quote = c;
      inToken = true;
    } else if (c == '\\' && i + 1 < text.size()) {
      cur += text[++i];
      inToken = true;
    } else if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      if (inToken)
        out.push_back(std::move(cur));
      cur.clear();
      inToken = false;
    } else {
      cur += c;
      inToken = true;
    }
  }
  if (inToken)
    out.push_back(std::move(cur));
  return out;
}

bool expand(std::vector<std::string>& args, std::vector<std::string>& stack,
            std::string& error) {
  std::vector<std::string> out;
  for (std::string& a : args) {
    if (a.size() < 2 || a[0] != '@') {
      out.push_back(std::move(a));
      continue;
    }
    std::string path = a.substr(1);
    if (std::find(stack.begin(), stack.end(), path) != stack.end() || stack.size() > 16) {
      error = "response file '" + path + "' includes itself";
      return false;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
      error = "cannot read response file '" + path + "'";
      return false;
    }
    std::ostringstream text;
    text << in.rdbuf();
    std::vector<std::string> inner = splitResponse(text.str());
    stack.push_back(path);
    if (!expand(inner, stack, error))
      return false;
    stack.pop_back();
    for (std::string& s : inner)
      out.push_back(std::move(s));
  }
  args = std::move(out);
  return true;
}

bool isOption(const std::string& tok) { return tok.size() > 1 && tok[0] == '-'; }

// The option a token names: "--name=value" -> "--name", "-Wfoo" -> "-W".
std::string optionName(const std::string& tok) {
  if (tok.starts_with("--"))
    return tok.substr(0, tok.find('='));
  return tok.substr(0, 2);
}

std::vector<const CLI::App*> commands(const CLI::App& app) {
  std::vector<const CLI::App*> all{&app};
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; }))
    all.push_back(sub);
  return all;
}

std::string commandName(const CLI::App& cmd) {
  return cmd.get_parent() ? "silken " + cmd.get_name() : "silken";
}

bool takesValue(const CLI::Option* opt) { return opt && opt->get_items_expected_max() > 0; }

// Whether the option token at args[i] swallows args[i + 1] as its value.
bool consumesNext(const CLI::App& cmd, const std::string& tok) {
  std::string name = optionName(tok);
  return tok == name && takesValue(cmd.get_option_no_throw(name));
}

bool exists(const std::string& path) {
  struct stat st;
  return ::stat(path.c_str(), &st) == 0;
}

} // namespace

bool expandResponseFiles(std::vector<std::string>& args, std::string& error) {
  std::vector<std::string> stack;
  return expand(args, stack, error);
}

bool needsEveryOption(const CLI::App& core, const std::vector<std::string>& args,
                      const std::vector<std::string>& commandNames) {
  for (const std::string& tok : args) {
    if (std::find(commandNames.begin(), commandNames.end(), tok) != commandNames.end())
      return true;
    if (!isOption(tok))
      continue;
    std::string name = optionName(tok);
    if (name == "-h" || name == "--help" || !core.get_option_no_throw(name))
      return true;
  }
  return false;
}

bool normalizeArgs(const CLI::App& app, std::vector<std::string>& args,
                   std::vector<std::string>& error) {
  std::vector<const CLI::App*> all = commands(app);
  std::vector<std::string_view> subNames;
  for (size_t c = 1; c < all.size(); ++c)
    subNames.push_back(all[c]->get_name());

  // Find the subcommand: the first word that is not an option's value.
  const CLI::App* target = &app;
  size_t firstPositional = std::string::npos;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& tok = args[i];
    if (tok == "--")
      break;
    if (isOption(tok)) {
      for (const CLI::App* cmd : all)
        if (cmd->get_option_no_throw(optionName(tok))) {
          i += consumesNext(*cmd, tok);
          break;
        }
      continue;
    }
    auto sub = std::find(subNames.begin(), subNames.end(), tok);
    if (sub != subNames.end()) {
      target = all[size_t(sub - subNames.begin()) + 1];
      std::string name = tok;
      args.erase(args.begin() + long(i));
      args.insert(args.begin(), name);
      break;
    }
    if (firstPositional == std::string::npos)
      firstPositional = i;
  }
  if (target == &app && firstPositional != std::string::npos) {
    const std::string& word = args[firstPositional];
    std::string_view hint = closestMatch(word, subNames);
    if (!hint.empty() && word.find_first_of("./") == std::string::npos && !exists(word)) {
      error = {"unknown command '" + word + "'", "did you mean '" + std::string(hint) + "'?"};
      return false;
    }
  }

  // Every option must be one the command has.
  std::vector<std::string> names;
  for (const CLI::Option* opt : target->get_options())
    for (const std::string& n : opt->get_lnames())
      names.push_back("--" + n);
  for (size_t i = target == &app ? 0 : 1; i < args.size(); ++i) {
    const std::string& tok = args[i];
    if (tok == "--")
      break;
    if (!isOption(tok))
      continue;
    std::string name = optionName(tok);
    if (target->get_option_no_throw(name)) {
      i += consumesNext(*target, tok);
      continue;
    }
    std::string spelled = tok.substr(0, tok.find('='));
    std::vector<std::string_view> candidates(names.begin(), names.end());
    std::string_view hint = closestMatch(spelled, candidates);
    if (!tok.starts_with("--") && tok.size() > 2 && !hint.empty()) { // -Werror
      error = {"unknown option '" + spelled + "'", "did you mean '" + std::string(hint) + "'?"};
      return false;
    }
    std::vector<std::string> owners;
    for (const CLI::App* cmd : all)
      if (cmd != target && cmd->get_option_no_throw(name))
        owners.push_back("'" + commandName(*cmd) + "'");
    if (!owners.empty()) {
      std::string list;
      for (size_t o = 0; o < owners.size(); ++o)
        list += (o ? o + 1 == owners.size() ? " and " : ", " : "") + owners[o];
      error = {"'" + commandName(*target) + "' has no option '" + name + "'",
               "'" + name + "' is an option of " + list};
      return false;
    }
    error = {"unknown option '" + spelled + "'"};
    if (!hint.empty())
      error.push_back("did you mean '" + std::string(hint) + "'?");
    return false;
  }
  return true;
}

std::vector<std::string> describeParseError(const CLI::ParseError& e) {
  static const RE2 kNotIn(R"((-[\w-]+)?: (.*) not in \{(.*)\})");
  static const RE2 kConvert(R"(Could not convert: (-[\w-]+) = (.*))");
  static const RE2 kRange(R"((-[\w-]+): Value (.*) not in range (\S+) to (\S+))");
  static const RE2 kMissing(R"((-[\w-]+): \d+ required (\w+).* missing)");
  std::string name, value, choices, low, high;
  auto invalid = [&] {
    return "invalid value '" + value + "'" + (name.empty() ? "" : " for '" + name + "'");
  };
  if (RE2::FullMatch(e.what(), kNotIn, &name, &value, &choices)) {
    std::string list;
    for (char c : choices)
      list += c == ',' ? std::string(", ") : std::string(1, c);
    return {invalid(), "expected one of: " + list};
  }
  if (RE2::FullMatch(e.what(), kConvert, &name, &value))
    return {invalid()};
  if (RE2::FullMatch(e.what(), kRange, &name, &value, &low, &high))
    return {invalid(), high.size() > 20 ? std::string("expected a positive number") // PositiveNumber
                                        : "expected a number from " + low + " to " + high};
  if (RE2::FullMatch(e.what(), kMissing, &name, &value))
    return {"'" + name + "' needs a value (" + value + ")"};
  std::string what = e.what();
  if (!what.empty())
    what[0] = char(std::tolower(static_cast<unsigned char>(what[0])));
  return {what};
}

int usageError(std::ostream& err, const std::vector<std::string>& lines,
               const std::string& command) {
  for (size_t i = 0; i < lines.size(); ++i)
    err << (i ? "silken: note: " : "silken: error: ") << lines[i] << "\n";
  err << "Run 'silken " << (command.empty() ? "" : command + " ") << "--help' for usage.\n";
  return 2;
}

} // namespace silken::driver
