// `silken check`, waits: verifies, independently of the waitcnt pass, that
// every register an instruction reads or overwrites is not still being
// written by an outstanding memory operation, on every path, and that no
// tensor operation issues with 11 others in flight (the TDM deadlock).
//
// The method differs from the pass on purpose: from each consumer it walks
// backwards along every path to the register's last writer. If that writer
// is a load (loadcnt), an LDS access (dscnt) or a scalar load or message
// (kmcnt), some s_wait_* on the way must have let at most as many
// operations of that counter remain outstanding as were issued after the
// writer (for kmcnt, and whenever FLAT is involved, only a wait for 0
// counts). Each failure is an error at the consumer with a note at the
// producer.
#pragma once

#include "ir/module.h"
#include "isa/xcnt_policy.h"
#include "support/diag.h"

#include <string_view>
#include <vector>

namespace silken::check {

/// `xcnt`: which overwrites of the sources of outstanding memory operations
/// are checked (the XNACK-replay guard, the pass's --xcnt). Under `llvm`, a
/// finding AMD's hazard rule does not demand is a warning [-Wxcnt-llvm].
struct WaitCheckOptions {
  isa::XcntPolicy xcnt = isa::XcntPolicy::Llvm;
  /// Statements the backward searches of one function may visit before the
  /// check gives up with a [-Wwait-search-limit] warning (`--wait-search-limit`),
  /// and at least kVisitsPerStatement per statement of the function: a
  /// fixed budget gave up on any large enough kernel (one search per
  /// register unit read: about 150 visits per line of generated code).
  size_t searchLimit = size_t(1) << 26;
  static constexpr size_t kVisitsPerStatement = 1024;
};

void checkWaits(const ir::Module& module, DiagEngine& diags,
                const WaitCheckOptions& options = {});

/// Warning categories of the wait checker (`silken check -Wno-<category>`).
constexpr std::string_view kXcntLlvm = "xcnt-llvm";       ///< only LLVM's xcnt rule asks
constexpr std::string_view kWaitSearchLimit = "wait-search-limit"; ///< search gave up
const std::vector<std::string_view>& waitWarningCategories();

} // namespace silken::check
