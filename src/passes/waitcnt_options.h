// The waitcnt pass's options: the struct the pass reads and the field table
// that makes its flags, --help defaults, Options remark and man page.
#pragma once

#include "isa/xcnt_policy.h"
#include "passes/option_table.h"

namespace silken::passes {

/// LDS filled by tensor and async loads (docs/waitcnt.md).
enum class LdsDma : uint8_t {
  Trust, ///< trust the input's tensorcnt/asynccnt waits (silken does not
         ///< know which buffer a ds_load reads); buffer annotations in
         ///< comments are honoured
  All,   ///< wait for every outstanding tensor/async operation before an
         ///< LDS access or a barrier signal
};
inline constexpr std::string_view kLdsDmaNames[] = {"trust", "all"};

struct WaitcntOptions {
  /// Wait on xcnt before overwriting a source register (address, data,
  /// descriptor) of an outstanding memory operation; see XcntPolicy.
  isa::XcntPolicy xcnt = isa::XcntPolicy::Llvm;
  LdsDma ldsDma = LdsDma::Trust;
  /// Remove existing waits the pass proves redundant on every path.
  bool removeRedundant = false;
  /// Strip the waits the pass derives itself (loadcnt, storecnt, dscnt,
  /// kmcnt, xcnt and the combined forms) and place them again.
  bool rebuild = false;
};

inline const OptionField kWaitcntOptionFields[] = {
    option::choice<&WaitcntOptions::xcnt, isa::kXcntPolicyNames>(
        "xcnt",
        "when overwriting a source register of an outstanding memory operation waits on "
        "xcnt: llvm (any VMEM/SMEM source, as LLVM 22), hazard (only SMEM and FLAT "
        "sources, AMD's hazard rule), off",
        "--xcnt"),
    option::choice<&WaitcntOptions::ldsDma, kLdsDmaNames>(
        "lds-dma",
        "LDS filled by tensor/async loads: trust the input's waits, or wait for all "
        "before LDS accesses and barrier signals"),
    option::boolean<&WaitcntOptions::removeRedundant>(
        "remove-redundant", "remove existing waits proved redundant on every path"),
    option::boolean<&WaitcntOptions::rebuild>(
        "rebuild",
        "strip the waits the pass derives (loadcnt, storecnt, dscnt, kmcnt, xcnt) and place "
        "them again"),
};

} // namespace silken::passes
