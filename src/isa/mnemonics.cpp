#include "isa/mnemonics.h"

#include "isa/mnemonic_ids.h"
#include "support/text_hash.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <cstdint>
#include <iterator>
#include <optional>
#include <utility>
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


constexpr MnemonicId findName(std::string_view name) {
  auto it = std::lower_bound(std::begin(kNames), std::end(kNames), name);
  return it != std::end(kNames) && *it == name ? MnemonicId(it - std::begin(kNames))
                                               : kUnknownMnemonic;
}

// The encoding suffixes, in the order lookupMnemonic tries them.
constexpr std::string_view kSuffixNames[] = {"e32", "e64", "dpp", "sdwa", "e64_dpp"};

// Per canonical mnemonic (kNames index), bit k: llvm-mc-22 accepts it with
// kSuffixNames[k]. Both tables are sorted by name: one merge, made by the
// compiler.
constexpr auto kSuffixMasks = [] {
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

uint64_t load8(const char* p) {
  uint64_t w;
  std::memcpy(&w, p, 8);
  return w;
}

// Whether any of `s`'s bytes is an ASCII capital, eight bytes at a time:
// per byte, at least 'A' and below '[' (bytes from 0x80 on are none).
bool hasCapital(std::string_view s) {
  constexpr uint64_t kOnes = 0x0101010101010101ull, kHigh = 0x8080808080808080ull;
  auto capitals = [&](uint64_t w) {
    uint64_t atLeastA = (w | kHigh) - kOnes * 'A', pastZ = (w | kHigh) - kOnes * ('Z' + 1);
    return atLeastA & ~pastZ & ~w & kHigh;
  };
  size_t i = 0;
  for (; i + 8 <= s.size(); i += 8)
    if (capitals(load8(s.data() + i)))
      return true;
  for (; i < s.size(); ++i)
    if (s[i] >= 'A' && s[i] <= 'Z')
      return true;
  return false;
}

// Every mnemonic and alias spelling in one open-addressing hash table,
// made by the compiler (built before main it was 0.6 M instructions, 40%
// of every process's start-up): the parser looks up every instruction,
// and a binary search of string compares was a quarter of parse + print.
// A slot is a two-byte row number (32 KB of constant data in all, not
// 24-byte records); the spelling stays in the constant tables. The hash
// is the run-time one (hashText agrees in a constant expression).
class NameTable {
public:
  /// What a spelling means.
  struct Found {
    MnemonicId id;    ///< an alias: its canonical mnemonic's id
    uint8_t suffixes; ///< a canonical name's spelling: the suffixes it takes
  };

  constexpr NameTable() {
    slots_.fill(kEmpty);
    for (size_t i = 0; i < std::size(kNames); ++i)
      insert(kNames[i], uint16_t(i));
    // An alias spelling maps to its canonical mnemonic's id.
    for (size_t i = 0; i < std::size(kAliases); ++i) {
      aliasTarget_[i] = findName(kAliases[i].canonical);
      if (aliasTarget_[i] == kUnknownMnemonic)
        continue;
      // An alias that is also a name's spelling keeps that name's suffixes.
      uint16_t replaced = insert(kAliases[i].alias, uint16_t(std::size(kNames) + i));
      if (replaced < std::size(kNames))
        aliasSuffixes_[i] = kSuffixMasks[replaced];
    }
  }

  /// What `name`, whose hash is `h`, means, or nullopt.
  std::optional<Found> find(std::string_view name, size_t h) const {
    for (size_t i = h & kMask;; i = (i + 1) & kMask) {
      uint16_t row = slots_[i];
      if (row == kEmpty)
        return std::nullopt;
      if (spelling(row) == name)
        return row < std::size(kNames)
                   ? Found{MnemonicId(row), kSuffixMasks[row]}
                   : Found{aliasTarget_[row - std::size(kNames)],
                           aliasSuffixes_[row - std::size(kNames)]};
    }
  }

  // Eight bytes at a time (a multiply and a shift each): the parser
  // hashes every instruction's mnemonic, and a byte-at-a-time hash was a
  // sixth of parse + print's instructions.
  static constexpr size_t hash(std::string_view s) { return size_t(hashText(s)); }

private:
  static constexpr size_t kRows = std::size(kNames) + std::size(kAliases);
  static_assert(kRows < 0xffff, "a row number is two bytes");
  static constexpr uint16_t kEmpty = 0xffff;
  static constexpr size_t kSize = std::bit_ceil(2 * kRows); ///< at most half full
  static constexpr size_t kMask = kSize - 1;

  // Row r: kNames[r], then kAliases[r - size(kNames)].alias.
  static constexpr std::string_view spelling(uint16_t row) {
    return row < std::size(kNames) ? kNames[row] : kAliases[row - std::size(kNames)].alias;
  }

  /// Puts `row` in `name`'s slot; the row it replaced, or kEmpty.
  constexpr uint16_t insert(std::string_view name, uint16_t row) {
    for (size_t i = hash(name) & kMask;; i = (i + 1) & kMask) {
      uint16_t& slot = slots_[i];
      if (slot == kEmpty || spelling(slot) == name) { // an alias wins over a name
        return std::exchange(slot, row);
      }
    }
  }

  std::array<uint16_t, kSize> slots_{};
  std::array<MnemonicId, std::size(kAliases)> aliasTarget_{};
  std::array<uint8_t, std::size(kAliases)> aliasSuffixes_{};
};

constexpr NameTable kTable;

} // namespace

MnemonicId lookupMnemonic(std::string_view written) {
  std::array<char, 96> lower;
  if (written.empty() || written.size() > lower.size())
    return kUnknownMnemonic;
  std::string_view name = written;
  if (hasCapital(written)) { // rare: the table holds lower case
    for (size_t i = 0; i < written.size(); ++i) {
      char c = written[i];
      lower[i] = c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
    }
    name = std::string_view(lower.data(), written.size());
  }
  if (auto found = kTable.find(name, NameTable::hash(name)))
    return found->id;
  // An encoding suffix is accepted where llvm-mc accepts it for that name
  // (the base spelled as that canonical name; an alias spelling takes none).
  for (size_t k = 0; k < std::size(kSuffixNames); ++k) {
    std::string_view suffix = kSuffixNames[k];
    if (name.size() <= suffix.size() + 1 || !name.ends_with(suffix) ||
        name[name.size() - suffix.size() - 1] != '_')
      continue;
    std::string_view base = name.substr(0, name.size() - suffix.size() - 1);
    auto found = kTable.find(base, NameTable::hash(base));
    if (found && (found->suffixes >> k & 1))
      return found->id;
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

// Decided at compile time: the table itself is then not in the program
// (87 KB of string views to relocate at every start-up).
constexpr bool kSuffixesSorted = std::is_sorted(std::begin(kSuffixes), std::end(kSuffixes));

bool suffixTableSorted() { return kSuffixesSorted; }

} // namespace silken::isa
