// What each gfx1250 instruction is: class, counters, timing, operand roles,
// implicit registers and flags. The data is isa/gfx1250.def; this file only
// looks it up. Family patterns are resolved ahead of time into
// isa/gfx1250-classified.def, so loading costs nothing at start-up.
#pragma once

#include "isa/mnemonics.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace silken::isa {

enum class InstrClass : uint8_t {
  Unknown, ///< not in the table: every pass treats it as a fence
  Salu, Valu, Trans, Wmma, Vopd, Smem,
  VmemLoad, VmemStore, VmemAtomic, Flat, Scratch, Prefetch, CacheControl,
  DsLoad, DsStore, DsAtomic, Tensor, AsyncLds,
  Branch, Barrier, Wait, Message, Control, Hint,
};
constexpr int kNumClasses = int(InstrClass::Hint) + 1;
std::string_view className(InstrClass c);

/// Wait counters, as bits.
enum Counter : uint8_t {
  kLoadCnt = 1 << 0,
  kStoreCnt = 1 << 1,
  kDsCnt = 1 << 2,
  kKmCnt = 1 << 3,
  kXCnt = 1 << 4,
  kAsyncCnt = 1 << 5,
  kTensorCnt = 1 << 6,
};
constexpr int kNumCounters = 7;
/// "loadcnt", "storecnt", ... for bit index i.
std::string_view counterName(int index);

/// Registers an instruction reads or writes without naming them.
enum ImplicitReg : uint8_t {
  kImplicitScc = 1 << 0,
  kImplicitVcc = 1 << 1,
  kImplicitExec = 1 << 2,
  kImplicitM0 = 1 << 3,
  kImplicitMsb = 1 << 4, ///< the s_set_vgpr_msb window state
};

enum InstrFlag : uint16_t {
  kSideEffect = 1 << 0,
  kMayLoad = 1 << 1,
  kMayStore = 1 << 2,
  kBarrier = 1 << 3,
  kWait = 1 << 4,
  kTerminator = 1 << 5,
  kClause = 1 << 6,
  kAtomicReturn = 1 << 7, ///< returns data (and counts on LOADCNT) with th:TH_ATOMIC_RETURN
  kDstRead = 1 << 8,      ///< written operands are also read
  kCall = 1 << 9,         ///< unknown callee
  /// Its meaning depends on where it stands (hazard padding, s_delay_alu,
  /// s_clause, s_setprio, s_set_vgpr_msb, s_wait_alu, s_sleep, messages,
  /// MODE/hardware-register writes): nothing moves across it, and it is
  /// never deleted for being "dead". analysis/ordering.h builds on it.
  kPosition = 1 << 10,
  kIndexed = 1 << 11,     ///< registers indexed by M0 (movrel): a fence
};

struct InstrInfo {
  InstrClass cls = InstrClass::Unknown;
  uint8_t counters = 0;
  uint8_t issue = 1;
  uint16_t latency = 1;
  uint8_t defs = 0;
  uint8_t implicitDefs = 0;
  uint8_t implicitUses = 0;
  uint16_t flags = 0;
  std::string_view source; ///< "mca", "ref" or "guess"

  bool has(InstrFlag f) const { return (flags & f) != 0; }
  bool known() const { return cls != InstrClass::Unknown; }
  /// Vector classes read EXEC and are lane-masked.
  bool isVector() const;
};

namespace detail {
/// Per mnemonic id, its row (the Unknown row when none matches): built at
/// compile time in instr_info.cpp, read inline (every pass asks per
/// instruction, many times).
extern const InstrInfo* const* const kInfoById;
extern const size_t kNumInfoIds;
extern const InstrInfo kUnknownInfo;
} // namespace detail

/// The table row for a mnemonic id; an Unknown row for kUnknownMnemonic or
/// a mnemonic no row matches.
inline const InstrInfo& instrInfo(MnemonicId id) {
  return size_t(id) < detail::kNumInfoIds ? *detail::kInfoById[size_t(id)]
                                          : detail::kUnknownInfo;
}

/// Self-check for tests: exact rows sorted and unique, every family pattern
/// valid re2. On failure `problem` says which row.
bool tableIsWellFormed(std::string* problem);

/// The row a mnemonic gets from the patterns of isa/gfx1250.def, resolved
/// with re2 now (-1: none). The binary uses the pre-resolved
/// isa/gfx1250-classified.def; tests use this to prove that file current.
int classifyByPatterns(std::string_view canonicalName);
bool classificationIsCurrent(std::string* problem);

} // namespace silken::isa
