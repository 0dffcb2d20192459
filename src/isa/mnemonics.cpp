#include "isa/mnemonics.h"

#include <algorithm>
#include <array>

namespace silken::isa {
namespace {

const std::vector<std::string_view>& table() {
  static const std::vector<std::string_view> names = {
#define SILKEN_MNEMONIC(name) name,
#include "isa/gfx1250-mnemonics.def"
#undef SILKEN_MNEMONIC
  };
  return names;
}

const std::vector<Alias>& aliases() {
  static const std::vector<Alias> rows = {
#define SILKEN_ALIAS(alias, canonical) {alias, canonical},
#include "isa/gfx1250-aliases.def"
#undef SILKEN_ALIAS
  };
  return rows;
}

MnemonicId findExact(std::string_view name) {
  const auto& names = table();
  auto it = std::lower_bound(names.begin(), names.end(), name);
  if (it != names.end() && *it == name)
    return MnemonicId(it - names.begin());
  const auto& rows = aliases();
  auto a = std::lower_bound(
      rows.begin(), rows.end(), name,
      [](const Alias& row, std::string_view n) { return row.alias < n; });
  if (a != rows.end() && a->alias == name) {
    auto c = std::lower_bound(names.begin(), names.end(), a->canonical);
    if (c != names.end() && *c == a->canonical)
      return MnemonicId(c - names.begin());
  }
  return kUnknownMnemonic;
}

} // namespace

MnemonicId lookupMnemonic(std::string_view written) {
  std::array<char, 96> lower;
  if (written.empty() || written.size() > lower.size())
    return kUnknownMnemonic;
  for (size_t i = 0; i < written.size(); ++i) {
    char c = written[i];
    lower[i] = c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
  }
  std::string_view name(lower.data(), written.size());
  MnemonicId id = findExact(name);
  if (id != kUnknownMnemonic)
    return id;
  for (std::string_view suffix : {"_e32", "_e64", "_dpp", "_sdwa", "_e64_dpp"}) {
    if (name.size() > suffix.size() && name.ends_with(suffix)) {
      id = findExact(name.substr(0, name.size() - suffix.size()));
      if (id != kUnknownMnemonic)
        return id;
    }
  }
  return kUnknownMnemonic;
}

std::string_view mnemonicName(MnemonicId id) {
  const auto& names = table();
  if (id < 0 || size_t(id) >= names.size())
    return {};
  return names[size_t(id)];
}

const std::vector<std::string_view>& allMnemonics() { return table(); }
const std::vector<Alias>& allAliases() { return aliases(); }

} // namespace silken::isa
