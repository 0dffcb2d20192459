// The schedule pass's parts shared by its files: which statements may not
// move (schedule_regions.cpp) and the hazard comparison of a candidate
// order with its surroundings (schedule_check.cpp). docs/schedule.md.
#pragma once

#include "analysis/cache.h"
#include "analysis/cycle_model.h"
#include "analysis/hazard_facts.h"
#include "analysis/hazards.h"
#include "analysis/ordering.h"
#include "ir/module.h"
#include "isa/instr_info.h"
#include "passes/pass.h"
#include "semantics/def_use.h"
#include "support/arena.h"
#include "support/diag.h"
#include "support/string_map.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <deque>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

namespace silken::passes::sched {

/// Per statement of `block`: it must keep its place although the ordering
/// analysis does not fence it. Instructions an s_delay_alu refers to (the
/// ones its instid0/instskip/instid1 name after it, and back to the
/// producers its VALU_DEP_n / TRANS32_DEP_n / SALU_CYCLE_n count), and lines
/// that cannot move as text (one that does not start its line or has no
/// line end).
std::vector<char> pinnedStatements(const ir::Block& block);

/// An s_delay_alu (not an opaque or unknown statement).
bool isDelayAlu(const ir::Stmt& s);
/// What the s_delay_alu at statement `d` refers to, as statement indices:
/// its instid0 consumer, its instid1 consumer (c0 when it has none; the
/// block's size when past the end) and the furthest producer it counts
/// back to (0 when the walk leaves the block). An operand that cannot be
/// read (`decoded` false) reaches back to 0 and forward six instructions.
struct DelayExtent {
  uint32_t first = 0, c0 = 0, c1 = 0;
  bool decoded = false;
};
DelayExtent delayExtent(const ir::Block& block, uint32_t d);
/// The statement starts its line and ends with a line end: moving or
/// removing it cannot glue text.
bool movableText(const ir::Stmt& s);

/// `s` moved into `slot`'s place: with the slot's line ending ("\r\n",
/// "\n" or "\r"), so the file's line endings stay where they were (a line
/// ended by a lone CR before one starting with LF would read as one CRLF).
ir::Stmt withLineEndOf(ir::Module& m, const ir::Stmt& s, const ir::Stmt& slot);

/// Why a region of instructions must not be reordered ("" = it may): a
/// flat-scratch-base access (H9 counts SALU instructions between its pair).
/// `msb`: the region's MSB state (s_set_vgpr_msb is a fence: one for all).
std::string regionVeto(const ir::Block& block, uint32_t begin, uint32_t end,
                        isa::MsbState msb);

/// What a region holds, in the order a region's kind is chosen: the
/// largest that fits (schedule_knobs.cpp). --schedule-<kind>-regions.
enum class RegionKind : uint8_t { Scalar, Valu, Memory, Wmma };
std::string_view regionKindName(RegionKind k);
RegionKind regionKind(const ir::Block& block, uint32_t begin, uint32_t end);

/// Parses --schedule-latency ("CLASS=N,..."; "" = none) into per-class
/// overrides; an unknown class or bad number is an error (with a "did you
/// mean" note) to `diags`, and false.
bool parseLatencies(std::string_view list, std::array<uint16_t, isa::kNumClasses>& out,
                    DiagEngine& diags);

/// One LoopScheduled remark per natural loop of `fn` with a reordered
/// region (`regionsChanged` per block; `originals`: those blocks as they
/// were, swapped in and back to measure them). schedule_loops.cpp.
void remarkLoops(PassContext& ctx, ir::Function& fn, analysis::FunctionAnalyses& fa,
                 const analysis::CycleOptions& model,
                 std::vector<std::vector<ir::Stmt>>& originals,
                 const std::vector<uint32_t>& regionsChanged);

/// s_delay_alu text for a simm16 in llvm-mc-22's spelling ("s_delay_alu
/// instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)").
std::string delayAluText(unsigned imm);
/// Per statement of `seq` (MSB state `msb` before it): the simm16 of the
/// s_delay_alu its consumers in positions [from, to) need before it (0:
/// none), computed from this order (schedule_delay_alu.cpp). An
/// s_delay_alu in `seq` is left as written: no hint is made inside its window.
std::vector<unsigned> delayHints(std::span<const ir::Stmt* const> seq, isa::MsbState msb,
                                 uint32_t from, uint32_t to);

/// --schedule-regenerate-delay-alu (schedule_delay_alu.cpp): takes the
/// hints out before scheduling and puts them back after, regenerated where
/// the order changed.
class DelayHints {
public:
  explicit DelayHints(bool mcaCheck) : mcaCheck_(mcaCheck) {}
  /// Takes out every hint that names only movable instructions of its
  /// block; false when there is none (nothing changed).
  bool strip(ir::Function& fn, const analysis::Ordering& ordering);
  /// Blocks whose order did not change get their statements back as
  /// written; the others get regenerated hints, or go back as written when
  /// slower or with a new hazard finding (a remark). True if `fn` changed.
  bool finish(ir::Module& m, ir::Function& fn, PassContext& ctx,
              const analysis::CycleOptions& model, analysis::FunctionAnalyses& fa);
  /// Block `b` had hints taken out.
  bool has(uint32_t b) const { return b < blocks_.size() && !blocks_[b].hints.empty(); }

private:
  struct Hint {
    ir::Stmt stmt;
    uint32_t first = 0, c0 = 0, last = 0; ///< ids: furthest producer, consumers
    uint32_t anchor = 0;                  ///< id of the statement it stood before
  };
  struct Block {
    std::vector<ir::Stmt> original; ///< as written
    std::vector<uint32_t> stripped; ///< ids without the hints, before scheduling
    std::vector<Hint> hints;
  };
  std::string accept(const ir::Function& fn, uint32_t b, const analysis::CycleOptions& model,
                     analysis::FunctionAnalyses& fa,
                     const std::vector<analysis::HazardRequirement>& after) const;

  bool mcaCheck_;
  std::vector<Block> blocks_;
  std::vector<std::vector<analysis::HazardRequirement>> hazards_; ///< of the input
};

/// A region of a block with its instructions in a candidate order.
/// The region orders the scheduler gives back unchanged (as written, or
/// the order a region settled on after it was rescheduled) or finds no
/// faster order for, with all it decided that from: the instructions in order (immutable, owned by the
/// module), the MSB state before them, what memory read before them in the
/// block, and whether the region is open to its neighbours. The same inputs
/// give the same DAG and the same list schedule, so a later sweep or round
/// that meets them again knows the answer (schedule.cpp keeps one across
/// its runs in PassContext::kept).
class FixedPoints {
public:
  struct Key {
    std::vector<const ir::Inst*> insts;
    std::vector<uint32_t> sources; ///< the units set, as runs (isa::unitRunsKey)
    isa::MsbState msb;
    bool open = false;
  };
  bool contains(const Key& k) const { return keys_.contains(bytesOf(k)); }
  void add(const Key& k);

private:
  /// The key as bytes (the instruction count, the MSB state, `open`, the
  /// instruction pointers, the source runs): equal keys, equal bytes, and
  /// no two keys the same bytes. Into scratch_, reused.
  std::string_view bytesOf(const Key& k) const;

  // Flat: the kept keys' bytes in one arena, indexed by a StringMap (no
  // node and two vectors per key, as a std::unordered_set<Key> was: 4.7%
  // of a 200k-line kernel's chain in cache misses, 1.6% flat).
  mutable std::string scratch_;
  Arena<char> bytes_;
  StringMap<char> keys_;
};

struct Placement {
  uint32_t block = 0;
  uint32_t begin = 0, end = 0;          ///< statement range of the region
  std::span<const ir::Stmt* const> now; ///< the region's statements, in order
};

/// Expert scheduling mode 2 (schedule_expert.cpp): whether a region of
/// VALU or vector memory may take a new order, and the s_wait_alu
/// depctr_va_vdst / vm_vsrc waits after it recomputed so that every
/// H12/H13 requirement of the block the old order satisfied stays satisfied
/// (a wait only gets stricter).
class ExpertWaits {
public:
  ExpertWaits(ir::Module& m, const ir::Function& fn, analysis::FunctionAnalyses& fa,
              const std::vector<std::vector<char>>& expert)
      : module_(m), fn_(fn), fa_(fa), expert_(expert) {}
  /// "" and the waits after the region to replace (block index, statement
  /// with a smaller N), or why the region must stay as written.
  /// `facts`: where the hazard facts of the instructions met are kept.
  std::string plan(const Placement& p, std::vector<std::pair<uint32_t, ir::Stmt>>& edits,
                   analysis::hazard_detail::FactsMemo& facts);

private:
  ir::Module& module_;
  const ir::Function& fn_;
  analysis::FunctionAnalyses& fa_;
  const std::vector<std::vector<char>>& expert_; ///< per block and statement: ESM2 before it
  // The block before the region, kept as plan's regions advance: what it
  // writes and its last zero wait of each field (-1: none).
  uint32_t entryBlock_ = UINT32_MAX, entryAt_ = 0;
  isa::RegUnits written_;
  std::array<int, 2> lastZero_{-1, -1};
  std::array<std::deque<uint32_t>, 16> recent_; ///< per field and queue: its last entries
};

/// Hazards around a region: compares a candidate order with the current
/// one on every path through the block's neighbourhood (as far back and
/// forward as 12 VALU slots, into predecessors and successors).
class HazardWindow {
public:
  HazardWindow(const ir::Function& fn, analysis::FunctionAnalyses& fa,
               const std::vector<std::vector<char>>& expertBefore);
  /// False when a neighbourhood is not closed: a path reaches unknown code,
  /// or the start of a predecessor or the end of a successor, within 12
  /// VALU slots, or 48 statements pass first. The hazard comparison then sees only part of the code
  /// around the region, and the caller keeps the order of its VALU slots.
  bool closed(uint32_t block, uint32_t begin, uint32_t end) const;
  /// Block `b` went back as written: closed() counts its slots again.
  void changed(uint32_t b) { slotsBefore_[b].clear(); }
  /// Statements [begin, end) of block `b` took a new order (the same
  /// statements; the s_wait_alu edits after them are no slots either):
  /// only the counts inside the range move, recounted at once (a whole
  /// recount per reordered region would make a block of many regions
  /// quadratic).
  void reordered(uint32_t b, uint32_t begin, uint32_t end);
  /// Per path around the placement: the hazard requirements and XNACK
  /// replay-group pairs it leaves unsatisfied (kind, producer id, consumer
  /// id; kind -1 for a replay pair).
  using Findings = std::vector<std::set<std::tuple<int, uint32_t, uint32_t>>>;
  /// `memo` keeps the instructions' hazard facts between calls: the
  /// written and the candidate order share them.
  Findings findings(const Placement& p, analysis::hazard_detail::FactsMemo& memo) const;
  /// Every finding of the candidate is one of the current order's too.
  static bool keeps(const Findings& current, const Findings& candidate);
  /// No path has a finding: such a candidate keeps any order's findings
  /// (both orders have the same paths: the region's neighbourhood).
  static bool empty(const Findings& f) {
    return std::all_of(f.begin(), f.end(), [](const auto& path) { return path.empty(); });
  }

private:
  struct Path {
    std::vector<const ir::Stmt*> stmts;
    uint32_t startBlock = 0, startIndex = 0; ///< where the path starts
  };
  std::vector<Path> paths(const Placement& p) const;
  /// The VALU slots among statements [first, end) of block `b`.
  uint32_t slotsIn(uint32_t b, uint32_t first, uint32_t end) const;

  const ir::Function& fn_;
  analysis::FunctionAnalyses& fa_;
  const std::vector<std::vector<char>>& expertBefore_;
  /// Per block (the schedule pass never changes the CFG), the VALU slots
  /// before each statement (one more entry than statements), counted when
  /// first asked; empty: not counted since the block went back as
  /// written. closed() is asked for every region of every sweep: walking
  /// 48 statements each side for it was 2% of the chain.
  mutable std::vector<std::vector<uint32_t>> slotsBefore_;
};

} // namespace silken::passes::sched
