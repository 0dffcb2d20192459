// Does a register hold the wave index here? Both the cluster-barrier pass
// (before it gates a signal on it) and `silken check` (on every gate) ask.
#pragma once

#include "ir/module.h"

#include <optional>
#include <string>
#include <string_view>

namespace silken::analysis {

/// Why the wave-index symbol cannot be used at a statement, or nullopt if
/// it can: it must be defined with a value there, and on every path from
/// the entry its register must have been written through that symbol (the
/// wave-index computation) and not overwritten since.
class WaveIndexCheck {
public:
  WaveIndexCheck(const ir::Module& m, const ir::Function& fn, std::string_view symbol);
  std::optional<std::string> problemAt(uint32_t block, size_t index) const;

private:
  bool holdsAt(uint32_t block, size_t index, int64_t reg) const;
  const ir::Module& m_;
  const ir::Function& fn_;
  std::string symbol_;
};

} // namespace silken::analysis
