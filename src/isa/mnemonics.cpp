#include "isa/mnemonics.h"

#include "isa/mnemonic_ids.h"

#include <algorithm>
#include <array>
#include <iterator>

namespace silken::isa {
namespace {

// Constant-initialised from the generated tables: nothing runs at start-up.
using table::kAliases;
using table::kNames;

struct Suffixed {
  std::string_view name;
  std::string_view suffix;
  friend constexpr bool operator<(const Suffixed& a, const Suffixed& b) {
    return a.name != b.name ? a.name < b.name : a.suffix < b.suffix;
  }
};
constexpr Suffixed kSuffixes[] = {
#define SILKEN_MNEMONIC(name)
#define SILKEN_MNEMONIC_SUFFIX(name, suffix) {name, suffix},
#define SILKEN_VOPD(name, asX, asY)
#include "../../isa/gfx1250-mnemonics.def"
};


MnemonicId findName(std::string_view name) {
  auto it = std::lower_bound(std::begin(kNames), std::end(kNames), name);
  return it != std::end(kNames) && *it == name ? MnemonicId(it - std::begin(kNames))
                                               : kUnknownMnemonic;
}

// An alias spelling maps to its canonical mnemonic's id.
MnemonicId find(std::string_view name) {
  auto a = std::lower_bound(std::begin(kAliases), std::end(kAliases), name,
                            [](const Alias& row, std::string_view n) { return row.alias < n; });
  if (a != std::end(kAliases) && a->alias == name) {
    MnemonicId c = findName(a->canonical);
    if (c != kUnknownMnemonic)
      return c;
  }
  return findName(name);
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
    lower[i] = c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
  }
  std::string_view name = hasUpper ? std::string_view(lower.data(), written.size())
                                   : written;
  MnemonicId id = find(name);
  if (id != kUnknownMnemonic)
    return id;
  // An encoding suffix is accepted where llvm-mc accepts it for that name.
  for (std::string_view suffix : {"e32", "e64", "dpp", "sdwa", "e64_dpp"}) {
    if (name.size() <= suffix.size() + 1 || !name.ends_with(suffix) ||
        name[name.size() - suffix.size() - 1] != '_')
      continue;
    std::string_view base = name.substr(0, name.size() - suffix.size() - 1);
    if (std::binary_search(std::begin(kSuffixes), std::end(kSuffixes),
                           Suffixed{base, suffix}))
      return find(base);
  }
  return kUnknownMnemonic;
}

std::string_view mnemonicName(MnemonicId id) {
  if (id < 0 || size_t(id) >= std::size(kNames))
    return {};
  return kNames[size_t(id)];
}

const std::vector<std::string_view>& allMnemonics() {
  static const std::vector<std::string_view> names(std::begin(kNames), std::end(kNames));
  return names;
}

const std::vector<Alias>& allAliases() {
  static const std::vector<Alias> rows(std::begin(kAliases), std::end(kAliases));
  return rows;
}

bool suffixTableSorted() {
  return std::is_sorted(std::begin(kSuffixes), std::end(kSuffixes));
}

} // namespace silken::isa
