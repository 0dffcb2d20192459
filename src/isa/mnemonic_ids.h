// Named, compile-time-checked instruction ids: `isa::mnemonicId("global_inv")`
// is the id `lookupMnemonic` gives that instruction, found at compile time in
// the generated table. A name that is not a canonical gfx1250 mnemonic (a
// typo, an alias such as ds_read_b32, an encoding suffix) does not compile.
//
//   if (inst.opcode == isa::mnemonicId("s_barrier_signal")) ...
#pragma once

#include "isa/mnemonics.h"

#include <algorithm>
#include <iterator>
#include <string_view>

namespace silken::isa {
namespace table {

/// Every mnemonic of isa/gfx1250-mnemonics.def, sorted: an id is an index.
inline constexpr std::string_view kNames[] = {
#define SILKEN_MNEMONIC(name) name,
#define SILKEN_MNEMONIC_SUFFIX(name, suffix)
#define SILKEN_VOPD(name, asX, asY)
#include "../../isa/gfx1250-mnemonics.def"
};

/// Every alias and its canonical mnemonic, sorted by alias.
inline constexpr Alias kAliases[] = {
#define SILKEN_ALIAS(alias, canonical) {alias, canonical},
#include "../../isa/gfx1250-aliases.def"
#undef SILKEN_ALIAS
};

constexpr bool isAlias(std::string_view name) {
  auto a = std::lower_bound(std::begin(kAliases), std::end(kAliases), name,
                            [](const Alias& row, std::string_view n) { return row.alias < n; });
  return a != std::end(kAliases) && a->alias == name;
}

} // namespace table

/// The id of a canonical mnemonic, at compile time.
consteval MnemonicId mnemonicId(std::string_view name) {
  auto it = std::lower_bound(std::begin(table::kNames), std::end(table::kNames), name);
  if (it == std::end(table::kNames) || *it != name)
    throw "not a gfx1250 mnemonic"; // a compile error in a consteval call
  if (table::isAlias(name))
    throw "an alias: name the canonical mnemonic";
  return MnemonicId(it - std::begin(table::kNames));
}

} // namespace silken::isa

namespace silken::isa {

/// A mnemonic named in the source: built from a string literal at compile
/// time, so a name the table lacks does not compile.
struct KnownMnemonic {
  MnemonicId id;
  consteval KnownMnemonic(const char* name) : id(mnemonicId(name)) {}
};

/// An instruction's mnemonic, for comparisons: `op == "s_barrier_wait"` is
/// an integer compare with an id checked at compile time. `text()` for the
/// few family tests that are about spelling (`s_cmp_*`).
class Opcode {
public:
  constexpr explicit Opcode(MnemonicId id) : id_(id) {}
  constexpr bool operator==(KnownMnemonic m) const { return id_ == m.id; }
  std::string_view text() const { return mnemonicName(id_); }
  constexpr MnemonicId id() const { return id_; }

private:
  MnemonicId id_;
};

} // namespace silken::isa
