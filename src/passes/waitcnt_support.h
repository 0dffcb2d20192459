// Small pieces of the waitcnt pass: reading existing waits, event kinds,
// LDS buffer annotations.
#pragma once

#include "ir/module.h"
#include "isa/instr_info.h"
#include "isa/wait_codec.h"
#include "semantics/inst_facts.h"
#include "passes/waitcnt_scoreboard.h"
#include "analysis/lds_ranges.h"

#include <algorithm>

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace silken::passes::wc {

/// The counters an existing s_wait_* waits on, and the values.
inline isa::WaitValues waitValues(const ir::Stmt& s) { return isa::decodeWait(*s.inst); }

/// The event kind an instruction's issue counts as on counter c.
uint16_t eventKind(const isa::InstrInfo& info, int c, bool isLoad);

std::string counterName(int c);

/// LDS buffer annotations in a statement's comment: `// silken: lds=0,1` or
/// StinkyTofu's `// st.token:0,1`, as pseudo units kTokenBase + N.
std::vector<uint32_t> ldsTokens(const ir::Stmt& s);

/// Each tensor/async transfer into LDS is pending pseudo unit
/// kTransferBase + its statement id while it may be in flight.
constexpr uint32_t kTransferBase = kTokenBase + 0x10000;

/// What the text fixes about the LDS bytes of one function's transfers
/// into LDS and DS accesses (analysis/lds_ranges.h), by statement id,
/// computed before the pass changes anything. Empty when nothing is known.
struct LdsFacts {
  struct Transfer {
    uint32_t id = 0;
    int counter = kTensor;
    std::optional<analysis::LdsRange> range;
    std::vector<uint32_t> tokens; ///< its buffer annotations
    friend bool operator==(const Transfer&, const Transfer&) = default;
  };
  std::vector<Transfer> transfers;
  /// (statement id, index in `transfers`), by id: the transfers a state has
  /// in flight are found from its pending ids.
  std::vector<std::pair<uint32_t, uint32_t>> transferById;
  std::vector<std::pair<uint32_t, analysis::LdsRange>> accesses; ///< sorted by id
  std::optional<analysis::LdsRange> accessRange(uint32_t id) const;
  friend bool operator==(const LdsFacts&, const LdsFacts&) = default;
};
/// Empty for a function with no transfer, or more than kMaxLdsTransfers
/// (each LDS access is compared with every transfer): then only the
/// annotations and the trust/all rule decide.
LdsFacts collectLdsFacts(const ir::Function& fn);
constexpr size_t kMaxLdsTransfers = 1024;

/// The waits the pass derives itself (and --waitcnt-rebuild strips).
inline bool derivableWait(std::string_view name) { return isa::isDerivableWait(name); }

} // namespace silken::passes::wc
