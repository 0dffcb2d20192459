// Does a register hold the wave index here? Both the cluster-barrier pass
// (before it gates a signal on it) and `silken check` (on every gate) ask.
// The same question for the thread-serial VGPR (`v[vgprSerial]`), from
// which the wave index can be recomputed.
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
///
/// `file` S checks an SGPR symbol (the wave index); V a VGPR symbol below
/// v256 (the thread serial), with every write taken as it is spelled (the
/// s_set_vgpr_msb window assumed 0, which only makes more writes count).
class WaveIndexCheck {
public:
  WaveIndexCheck(const ir::Module& m, const ir::Function& fn, std::string_view symbol,
                 ir::RegFile file = ir::RegFile::S);
  std::optional<std::string> problemAt(uint32_t block, size_t index) const;

private:
  bool holdsAt(uint32_t block, size_t index, int64_t reg) const;
  const ir::Module& m_;
  const ir::Function& fn_;
  std::string symbol_;
  ir::RegFile file_;
};

} // namespace silken::analysis
