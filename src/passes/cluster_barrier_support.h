// Building blocks of the cluster-barrier pass: recognizers for the
// instructions its rules anchor on, the wave-index validity analysis,
// deterministic label names, and statement emission.
#pragma once

#include "ir/module.h"
#include "passes/options.h"
#include "analysis/wave_index.h"
#include "support/diag.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace silken::passes::cb {

constexpr int64_t kClusterBarrier = -3;
constexpr int64_t kWorkgroupBarrier = -1;

bool isTensorLoad(const ir::Stmt& s);
/// s_barrier_signal / s_barrier_wait with this id (-3 and 0xfffd alike).
bool isBarrierSignal(const ir::Stmt& s, int64_t id);
bool isBarrierWait(const ir::Stmt& s, int64_t id);
/// A comment statement holding the tail-loop banner (`/* Tail Loop */`).
bool isTailBanner(const ir::Stmt& s, std::string_view banner);

/// `s_cmp_{eq,le,...}_{u32,i32} s[<symbol>], ...`: src0 is the register the
/// symbol names at that statement (spelled with the symbol or by number).
bool comparesSymbol(const ir::Stmt& s, const ir::Module& m, std::string_view symbol);

/// True if the first instruction at or after stmts[from] starts a cluster
/// handshake: a cluster wait or signal, or a compare on the wave-index or
/// loop-counter symbol followed by a branch to a label_skipCB* label (the
/// rules' idempotency check). Looks within one block: a handshake's own
/// branch ends the block, so the branch is always in it.
bool handshakeFollows(const std::vector<ir::Stmt>& stmts, size_t from,
                      const ir::Module& m, const ClusterBarrierOptions& o);

/// `v_readfirstlane_b32 sK, v[<serialSymbol>]`: the recomputed gate's start.
bool readsSerial(const ir::Stmt& s, std::string_view serialSymbol);

/// True if the last instruction before stmts[before], counter waits
/// (s_wait_*cnt, s_wait_alu) aside, is a cluster wait.
bool clusterWaitPrecedes(const std::vector<ir::Stmt>& stmts, size_t before);

/// An s_wait_* of a counter (the waitcnt pass's kind, s_wait_alu too), not
/// a barrier wait.
bool isCounterWait(const ir::Stmt& s);

/// label_skipCBPreSignal_[LCL_]<16 alphanumerics>: the hash is derived from
/// the kernel's name, the rule, `anchorIndex` (the anchor's ordinal among
/// that rule's anchors in the kernel, 0-based, counting anchors whose
/// handshake is already there or skipped) and the label's role; never from
/// a clock, a line number or an offset, so unrelated edits elsewhere keep
/// the labels. A name the module already defines is drawn again with a
/// collision counter.
std::string makeLabel(const ir::Module& m, std::string_view prefix,
                      std::string_view kernel, std::string_view rule,
                      uint32_t anchorIndex, std::string_view role);

/// One line of emitted code: an instruction ("s_barrier_wait -3"), or a
/// label when it ends with ':'; with an optional "// comment".
struct Line {
  std::string text;
  std::string comment;
};

/// Parses lines into statements whose symbols resolve as at `ordinal`.
/// Returns false (and reports an internal error) if one does not parse.
bool emit(ir::Module& m, uint32_t ordinal, const std::vector<Line>& lines,
          DiagEngine& diags, std::vector<ir::Stmt>& out);

} // namespace silken::passes::cb
