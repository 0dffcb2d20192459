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

// The encoding suffixes, in the order lookupMnemonic tries them.
constexpr std::string_view kSuffixNames[] = {"e32", "e64", "dpp", "sdwa", "e64_dpp"};

// Per canonical mnemonic (kNames index), bit k: llvm-mc-22 accepts it with
// kSuffixNames[k]. Both tables are sorted by name: one merge, before main
// (at compile time it passes clang's constexpr step limit), and before
// kTable below, which reads it (initialised in the order defined).
const auto kSuffixMasks = [] {
  std::array<uint8_t, std::size(kNames)> masks{};
  size_t n = 0;
  for (const Suffixed& row : kSuffixes) {
    while (n < std::size(kNames) && kNames[n] < row.name)
      ++n;
    if (n == std::size(kNames) || kNames[n] != row.name)
      continue;
    for (size_t k = 0; k < std::size(kSuffixNames); ++k)
      if (kSuffixNames[k] == row.suffix)
        masks[n] |= uint8_t(1u << k);
  }
  return masks;
}();

// Every mnemonic and alias spelling in one open-addressing hash table,
// built before main (a few thousand rows, well under a millisecond): the
// parser looks up every instruction, and a binary search of string
// compares was a quarter of parse + print.
class NameTable {
public:
  struct Slot {
    std::string_view name;
    MnemonicId id = kUnknownMnemonic; ///< what the spelling means (an alias: its target)
    uint8_t suffixes = 0; ///< a canonical name's spelling: the suffixes it takes
  };

  NameTable() {
    size_t rows = std::size(kNames) + std::size(kAliases);
    size_t size = 1;
    while (size < 2 * rows)
      size *= 2;
    slots_.resize(size);
    mask_ = size - 1;
    for (size_t i = 0; i < std::size(kNames); ++i)
      insert(kNames[i], MnemonicId(i)).suffixes = kSuffixMasks[i];
    // An alias spelling maps to its canonical mnemonic's id.
    for (const Alias& a : kAliases)
      if (MnemonicId c = findName(a.canonical); c != kUnknownMnemonic)
        insert(a.alias, c);
  }

  /// The slot of `name`, whose hash is `h`, or null.
  const Slot* find(std::string_view name, size_t h) const {
    for (size_t i = h & mask_;; i = (i + 1) & mask_) {
      const Slot& s = slots_[i];
      if (s.id == kUnknownMnemonic)
        return nullptr;
      if (s.name == name)
        return &s;
    }
  }

  // FNV-1a, a byte at a time: lookupMnemonic hashes as it lowercases, and
  // the hash of a prefix is a step of the whole name's.
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
  Slot& insert(std::string_view name, MnemonicId id) {
    for (size_t i = hash(name) & mask_;; i = (i + 1) & mask_) {
      Slot& s = slots_[i];
      if (s.id == kUnknownMnemonic || s.name == name) { // an alias wins over a name
        s.name = name;
        s.id = id;
        return s;
      }
    }
  }

  std::vector<Slot> slots_;
  size_t mask_ = 0;
};

// Built before main from the constant tables: no guard to test per lookup.
const NameTable kTable;

} // namespace

MnemonicId lookupMnemonic(std::string_view written) {
  std::array<char, 96> lower;
  std::array<uint64_t, 96> prefixHash; // [i]: the hash state after i bytes
  if (written.empty() || written.size() > lower.size())
    return kUnknownMnemonic;
  bool hasUpper = false;
  uint64_t h = NameTable::kHashStart;
  for (size_t i = 0; i < written.size(); ++i) {
    char c = written[i];
    hasUpper |= c >= 'A' && c <= 'Z';
    lower[i] = c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
    prefixHash[i] = h;
    h = NameTable::hashStep(h, lower[i]);
  }
  std::string_view name = hasUpper ? std::string_view(lower.data(), written.size())
                                   : written;
  if (const NameTable::Slot* s = kTable.find(name, NameTable::hashEnd(h)))
    return s->id;
  // An encoding suffix is accepted where llvm-mc accepts it for that name
  // (the base spelled as that canonical name; an alias spelling takes none).
  for (size_t k = 0; k < std::size(kSuffixNames); ++k) {
    std::string_view suffix = kSuffixNames[k];
    if (name.size() <= suffix.size() + 1 || !name.ends_with(suffix) ||
        name[name.size() - suffix.size() - 1] != '_')
      continue;
    size_t baseSize = name.size() - suffix.size() - 1;
    const NameTable::Slot* base =
        kTable.find(name.substr(0, baseSize), NameTable::hashEnd(prefixHash[baseSize]));
    if (base && (base->suffixes >> k & 1))
      return base->id;
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
