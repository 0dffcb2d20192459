#include "isa/mnemonics.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <unordered_map>

namespace silken::isa {
namespace {

struct Suffixed {
  std::string_view name;
  std::string_view suffix;
  friend bool operator<(const Suffixed& a, const Suffixed& b) {
    return a.name != b.name ? a.name < b.name : a.suffix < b.suffix;
  }
};

struct Tables {
  std::vector<std::string_view> names;   // sorted; the id is the index
  std::vector<Alias> aliases;            // sorted by alias
  std::vector<Suffixed> suffixes;        // sorted
  std::unordered_map<std::string_view, MnemonicId> index; // lookup only

  Tables() {
    names = {
#define SILKEN_MNEMONIC(name) name,
#define SILKEN_MNEMONIC_SUFFIX(name, suffix)
#define SILKEN_VOPD(name, asX, asY)
#include "isa/gfx1250-mnemonics.def"
    };
    suffixes = {
#define SILKEN_MNEMONIC(name)
#define SILKEN_MNEMONIC_SUFFIX(name, suffix) {name, suffix},
#define SILKEN_VOPD(name, asX, asY)
#include "isa/gfx1250-mnemonics.def"
    };
    aliases = {
#define SILKEN_ALIAS(alias, canonical) {alias, canonical},
#include "isa/gfx1250-aliases.def"
#undef SILKEN_ALIAS
    };
    assert(std::is_sorted(names.begin(), names.end()));
    std::sort(suffixes.begin(), suffixes.end());
    index.reserve(names.size() + aliases.size());
    for (size_t i = 0; i < names.size(); ++i)
      index.emplace(names[i], MnemonicId(i));
    // An alias spelling maps to its canonical mnemonic's id.
    for (const Alias& a : aliases) {
      auto c = index.find(a.canonical);
      if (c != index.end())
        index[a.alias] = c->second;
    }
  }

  MnemonicId find(std::string_view name) const {
    auto it = index.find(name);
    return it == index.end() ? kUnknownMnemonic : it->second;
  }
};

const Tables& tables() {
  static const Tables t;
  return t;
}

} // namespace

MnemonicId lookupMnemonic(std::string_view written) {
  std::array<char, 96> lower;
  if (written.empty() || written.size() > lower.size())
    return kUnknownMnemonic;
  bool hasUpper = false;
  for (size_t i = 0; i < written.size(); ++i) {
    char c = written[i];
    hasUpper |= c >= 'A' && c <= 'Z';
    lower[i] = hasUpper && c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
  }
  std::string_view name = hasUpper ? std::string_view(lower.data(), written.size())
                                   : written;
  const Tables& t = tables();
  MnemonicId id = t.find(name);
  if (id != kUnknownMnemonic)
    return id;
  // An encoding suffix is accepted where llvm-mc accepts it for that name.
  for (std::string_view suffix : {"e32", "e64", "dpp", "sdwa", "e64_dpp"}) {
    if (name.size() <= suffix.size() + 1 || !name.ends_with(suffix) ||
        name[name.size() - suffix.size() - 1] != '_')
      continue;
    std::string_view base = name.substr(0, name.size() - suffix.size() - 1);
    if (std::binary_search(t.suffixes.begin(), t.suffixes.end(),
                           Suffixed{base, suffix}))
      return t.find(base);
  }
  return kUnknownMnemonic;
}

std::string_view mnemonicName(MnemonicId id) {
  const auto& names = tables().names;
  if (id < 0 || size_t(id) >= names.size())
    return {};
  return names[size_t(id)];
}

const std::vector<std::string_view>& allMnemonics() { return tables().names; }
const std::vector<Alias>& allAliases() { return tables().aliases; }

} // namespace silken::isa
