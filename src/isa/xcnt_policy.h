// When overwriting a source register of an outstanding memory operation
// needs `s_wait_xcnt`: the XNACK-replay guard (a faulting operation may be
// replayed and read its sources again). LLVM 22 and AMD's hazard rules
// disagree on how often; one policy serves the waitcnt pass and
// `silken check` (`--xcnt=`), so both always ask the same question.
#pragma once

#include <optional>
#include <string_view>

namespace silken::isa {

enum class XcntPolicy : unsigned char {
  Llvm,   ///< as LLVM 22: any source of an outstanding VMEM or SMEM operation
  Hazard, ///< AMD's gfx1250 hazard rule: only sources of SMEM and FLAT operations
  Off,    ///< never (kernels that run without XNACK replay)
};

/// The spelling of each policy, in enum order (`--xcnt=`).
inline constexpr std::string_view kXcntPolicyNames[] = {"llvm", "hazard", "off"};

inline std::string_view xcntPolicyName(XcntPolicy p) {
  return kXcntPolicyNames[static_cast<unsigned>(p)];
}

inline std::optional<XcntPolicy> parseXcntPolicy(std::string_view s) {
  for (unsigned i = 0; i < 3; ++i)
    if (kXcntPolicyNames[i] == s)
      return XcntPolicy(i);
  return std::nullopt;
}

} // namespace silken::isa
