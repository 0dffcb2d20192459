#include "isa/mnemonics.h"

#include "isa/mnemonic_ids.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <iterator>
#include <vector>

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

// Every mnemonic and alias spelling in one open-addressing hash table,
// built before main (a few thousand rows, well under a millisecond): the
// parser looks up every instruction, and a binary search of string
// compares was a quarter of parse + print.
class NameTable {
public:
  NameTable() {
    size_t rows = std::size(kNames) + std::size(kAliases);
    size_t size = 1;
    while (size < 2 * rows)
      size *= 2;
    slots_.resize(size);
    mask_ = size - 1;
    for (size_t i = 0; i < std::size(kNames); ++i)
      insert(kNames[i], MnemonicId(i));
    // An alias spelling maps to its canonical mnemonic's id.
    for (const Alias& a : kAliases)
      if (MnemonicId c = findName(a.canonical); c != kUnknownMnemonic)
        insert(a.alias, c);
  }

  MnemonicId find(std::string_view name) const { return find(name, hash(name)); }
  /// With `h` = hash(name) already known.
  MnemonicId find(std::string_view name, size_t h) const {
    for (size_t i = h & mask_;; i = (i + 1) & mask_) {
      const Slot& s = slots_[i];
      if (s.id == kUnknownMnemonic)
        return kUnknownMnemonic;
      if (s.name == name)
        return s.id;
    }
  }

private:
  struct Slot {
    std::string_view name;
    MnemonicId id = kUnknownMnemonic;
  };

public:
  // FNV-1a, a byte at a time (lookupMnemonic hashes as it lowercases).
  static constexpr uint64_t kHashStart = 1469598103934665603ull;
  static uint64_t hashStep(uint64_t h, char c) { return (h ^ uint8_t(c)) * 1099511628211ull; }
  static size_t hashEnd(uint64_t h) { return size_t(h ^ (h >> 29)); }
  static size_t hash(std::string_view s) {
    uint64_t h = kHashStart;
    for (char c : s)
      h = hashStep(h, c);
    return hashEnd(h);
  }

private:
  void insert(std::string_view name, MnemonicId id) {
    for (size_t i = hash(name) & mask_;; i = (i + 1) & mask_) {
      Slot& s = slots_[i];
      if (s.id == kUnknownMnemonic || s.name == name) { // an alias wins over a name
        s = {name, id};
        return;
      }
    }
  }

  std::vector<Slot> slots_;
  size_t mask_ = 0;
};

// Built before main from the constant tables: no guard to test per lookup.
const NameTable kTable;

MnemonicId find(std::string_view name) { return kTable.find(name); }

} // namespace

MnemonicId lookupMnemonic(std::string_view written) {
  std::array<char, 96> lower;
  if (written.empty() || written.size() > lower.size())
    return kUnknownMnemonic;
  bool hasUpper = false;
  uint64_t h = NameTable::kHashStart;
  for (size_t i = 0; i < written.size(); ++i) {
    char c = written[i];
    hasUpper |= c >= 'A' && c <= 'Z';
    lower[i] = c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
    h = NameTable::hashStep(h, lower[i]);
  }
  std::string_view name = hasUpper ? std::string_view(lower.data(), written.size())
                                   : written;
  MnemonicId id = kTable.find(name, NameTable::hashEnd(h));
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
