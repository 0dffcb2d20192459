// When overwriting a source register of an outstanding memory operation
// needs `s_wait_xcnt`: the XNACK-replay guard (a faulting operation may be
// replayed and read its sources again). LLVM 22 and AMD's hazard rules
// disagree on how often; one policy serves the waitcnt pass and
// `silken check` (`--xcnt=`), so both always ask the same question.
#pragma once

#include <optional>
#include <string_view>

namespace silken::isa {

enum class XcntPolicy {
  Llvm,   ///< as LLVM 22: any source of an outstanding VMEM or SMEM operation
  Hazard, ///< AMD's gfx1250 hazard rule: only sources of SMEM and FLAT operations
  Off,    ///< never (kernels that run without XNACK replay)
};

inline std::string_view xcntPolicyName(XcntPolicy p) {
  switch (p) {
  case XcntPolicy::Llvm: return "llvm";
  case XcntPolicy::Hazard: return "hazard";
  default: return "off";
  }
}

inline std::optional<XcntPolicy> parseXcntPolicy(std::string_view s) {
  if (s == "llvm") return XcntPolicy::Llvm;
  if (s == "hazard") return XcntPolicy::Hazard;
  if (s == "off") return XcntPolicy::Off;
  return std::nullopt;
}

} // namespace silken::isa
