// The gfx1250 wait instructions as data: what an `s_wait_*` lets remain
// outstanding on each counter, the widths, and how a set of waits is spelled
// (the combined forms included). One codec for the waitcnt pass and for
// `silken check`, so both read a wait the same way.
//
//   s_wait_loadcnt_dscnt 0x203   ->  loadcnt <= 2, dscnt <= 3
//   {storecnt 0, dscnt 0}        ->  "s_wait_storecnt_dscnt 0x0"
#pragma once

#include "isa/instr_info.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace silken::isa {

/// Per counter (bit i of isa::Counter): the most operations a wait lets
/// remain outstanding, or nullopt when it does not wait on that counter.
using WaitValues = std::array<std::optional<unsigned>, kNumCounters>;

/// The largest value each counter's wait can encode (kmcnt 31, the rest 63).
constexpr std::array<unsigned, kNumCounters> kMaxWaitValue = {63, 63, 63, 31, 63, 63, 63};

/// What the wait `id` with immediate `operand` waits for; all nullopt for
/// anything but a counter wait (and for a wait whose operand is not a known
/// number: nullopt). s_wait_idle waits for every counter to reach 0. On a
/// parsed instruction use semantics/inst_facts.h's decodeWait(ir::Inst).
WaitValues decodeWait(MnemonicId id, std::optional<int64_t> operand);

/// The single-counter wait of counter c ("s_wait_loadcnt"), and whether a
/// mnemonic is one of the waits the waitcnt pass derives itself (loadcnt,
/// storecnt, dscnt, kmcnt, xcnt and the combined forms).
std::string_view singleWaitMnemonic(int counter);
bool isDerivableWait(std::string_view mnemonic);

/// The instructions that wait for `values`, fewest first: loadcnt with
/// dscnt and storecnt with dscnt combine; each text comes with the counters
/// it covers.
struct EncodedWait {
  std::string text;
  std::vector<int> counters;
};
std::vector<EncodedWait> encodeWaits(const WaitValues& values);

} // namespace silken::isa
