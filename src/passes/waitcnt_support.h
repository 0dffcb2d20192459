// Small pieces of the waitcnt pass: reading existing waits, event kinds,
// LDS buffer annotations.
#pragma once

#include "ir/module.h"
#include "isa/instr_info.h"
#include "isa/wait_codec.h"
#include "semantics/inst_facts.h"
#include "passes/waitcnt_scoreboard.h"

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

/// The waits the pass derives itself (and --waitcnt-rebuild strips).
inline bool derivableWait(std::string_view name) { return isa::isDerivableWait(name); }

} // namespace silken::passes::wc
