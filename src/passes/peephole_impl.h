// The peephole pass's state, shared by peephole.cpp (plan, accept,
// apply, remarks), peephole_match.cpp (match lines and constraints) and
// peephole_copyprop*.cpp (copy propagation of WMMA result moves).
#pragma once

#include "passes/block_key.h"
#include "passes/edit_safety.h"
#include "passes/pass.h"
#include "passes/peephole_patterns.h"

#include <bitset>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <stdexcept>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace silken::passes::peephole {

constexpr unsigned kWindow = 32;      // instructions searched for each later match line
// Sweeps per function. Chains that halve each sweep (a run of s_nop, the
// same s_mov many times) end within log2 of the input's size, under 32.
constexpr unsigned kMaxSweeps = 48;
constexpr unsigned kMaxOneByOne = 32; // candidates of one block checked one at a time

/// No modifiers, no neg/abs/sext, no symbol, not VOPD: what a match line
/// can match.
bool plain(const ir::Inst& inst);
/// An integer the file fixes, not a label.
bool isConstant(const ir::Operand& op);
/// The same register (as spelled), or the same constant.
bool sameOperand(const ir::Operand& a, const ir::Operand& b);
/// VGPR, SGPR and TTMP units; SCC and VCC.
const isa::RegUnits& registerUnits();
const isa::RegUnits& flagUnits();

/// The statement's text as it prints (edited or new: `text`).
std::string stmtText(const ir::Stmt& s);

struct Binding {
  const ir::Operand* op;
  uint32_t line; ///< the match line that bound it
  uint32_t slot; ///< its operand index there
};

/// The variables a match bound (a pattern names a handful): a flat vector
/// searched in order, names pointing into the pattern. A std::map copied
/// for every line tried cost an allocation per variable.
class Bindings {
public:
  const Binding* find(std::string_view name) const {
    for (const auto& [n, b] : items_)
      if (n == name)
        return &b;
    return nullptr;
  }
  const Binding& at(std::string_view name) const {
    const Binding* b = find(name);
    if (!b)
      throw std::out_of_range("peephole: unbound variable");
    return *b;
  }
  void add(std::string_view name, Binding b) { items_.emplace_back(name, b); }
  size_t size() const { return items_.size(); }
  /// Drops the bindings made after the first `n`.
  void truncate(size_t n) { items_.resize(n); }
  auto begin() const { return items_.begin(); }
  auto end() const { return items_.end(); }

private:
  std::vector<std::pair<std::string_view, Binding>> items_;
};

// One match of a pattern in a block, and its planned edit.
struct Found {
  const Pattern* pattern = nullptr;
  std::vector<uint32_t> at; ///< statement index per match line
  Bindings vars;
  std::vector<uint32_t> deleted;
  std::vector<std::pair<uint32_t, ir::Stmt>> replaced;
  /// Copy propagation proved the VALU distances and expert-mode counts
  /// itself (BlockEdit::proven).
  bool proven = false;
};

/// One full VGPR, no modifiers (what copy propagation moves).
bool singleVgpr(const ir::Operand& op);
/// The name copy propagation's edits and refusals carry.
const Pattern& copyPropagation();
/// Every VGPR half unit.
const isa::RegUnits& vgprUnits();

/// What copy propagation knows of a block before the statement it plans
/// at, taken in once, in order (Peephole::advanceCopyScan).
struct CopyScan {
  std::vector<unsigned> slots;    ///< distance slots before each statement, then the total
  std::vector<int32_t> lastWrite; ///< per VGPR unit, the last statement writing it (-1: none)
  int32_t lastFence = -1;         ///< the last fence or opaque region (-1: none)
  bool expert = false;            ///< expert scheduling mode 2 in force
  uint32_t upTo = 0;              ///< statements taken in
  std::vector<uint32_t> stops;    ///< ESM2 (Peephole::expertStops), once per block
};

/// Binds a match line's operands against `inst`; false leaves `vars` as
/// it was.
bool lineMatches(const MatchLine& line, uint32_t lineIndex, const ir::Inst& inst,
                 Bindings& vars);
/// A number, an integer variable or a sum of them; nullopt when a variable
/// is not a constant or the sum leaves +-2^40.
std::optional<int64_t> intOf(const Found& f, const Term& t);

/// What peephole keeps from one sweep or run to the next within a pipeline
/// (PassContext::kept): the keys of the blocks in which no pattern matched
/// (block_key.h), without the live-out when the plan asked no liveness
/// question (then liveness is not computed for the key). A block copy
/// propagation may touch (a v_mov_b32 of a WMMA-written VGPR) is not kept:
/// that plan reads the WMMAs reaching it and the VALU distances around it,
/// which the key does not hold; every other plan reads only the block, its
/// live-out, fences and MSB state.
struct Memory {
  std::unordered_set<BlockKey, BlockKeyHash> quiet;
};
constexpr size_t kMinKeyedStatements = 64;

class Peephole {
public:
  Peephole(ir::Module& m, ir::Function& fn, PassContext& ctx,
           const std::vector<const Pattern*>& patterns)
      : m_(m), fn_(fn), ctx_(ctx), patterns_(patterns),
        memory_(ctx.keptFor<Memory>("peephole")) {
    if (!ctx.analyses)
      own_.emplace(fn);
    indexPatterns();
  }

  /// Sweeps until no pattern fires; true if something changed.
  bool run();

private:
  analysis::FunctionAnalyses& fa() { return ctx_.analyses ? ctx_.analyses->of(fn_) : *own_; }
  /// Every liveness question of a plan goes through here: a plan that
  /// asked none is kept by a key without the live-out (Memory).
  isa::RegUnits liveBefore(uint32_t b, size_t i) {
    askedLiveness_ = true;
    return fa().liveBefore(b, i);
  }

  bool sweep();
  /// Whether a plan of block `b` that found nothing may be kept by key.
  bool keyable(uint32_t b);
  /// The VGPR numbers (modulo 256) some WMMA of the function names
  /// (once per sweep).
  const std::bitset<256>& wmmaVgprs();
  void indexPatterns();
  std::vector<Found> plan(uint32_t b);
  bool touchable(uint32_t b, uint32_t i);
  bool match(uint32_t b, const std::vector<uint32_t>& ins, uint32_t k,
             const std::vector<bool>& used, Found& f);
  bool sharedVgprsAgree(uint32_t b, const Found& f);
  uint32_t instrOf(const Found& f, const std::string& var) const;
  isa::DefUse du(uint32_t b, uint32_t i);
  /// The same as runs (for the scans that only test or walk units).
  isa::UnitRuns runs(uint32_t b, uint32_t i);
  bool constraintsHold(uint32_t b, const Found& f);
  bool holds(uint32_t b, const Found& f, const Constraint& c);
  bool noWriteBetween(uint32_t b, const Found& f, uint32_t i, uint32_t j);
  bool singleUse(uint32_t b, const Found& f, const std::string& var, uint32_t j);
  bool deadAfter(uint32_t b, uint32_t j, const ir::Operand& op, const isa::RegUnits& value);
  std::string rewrite(uint32_t b, Found& f);
  /// `old` edited to `text` (parsed as input is), or nullopt if it does
  /// not parse as an instruction.
  std::optional<ir::Stmt> reparse(const ir::Stmt& old, const std::string& text);
  std::vector<Found> accept(uint32_t b, std::vector<Found> found, EditSafety& safety);
  void apply(uint32_t b, std::vector<Found>& found);
  void refused(uint32_t b, const Found& f, const std::string& why);
  std::string stmtList(uint32_t b, const Found& f) const;

  // Copy propagation of WMMA result moves (peephole_copyprop.cpp).
  void planCopies(uint32_t b, const std::vector<uint32_t>& ins, std::vector<bool>& used,
                  std::vector<Found>& out);
  std::string planCopy(uint32_t b, uint32_t m, CopyScan& scan, Found& f, bool& candidate);
  void advanceCopyScan(uint32_t b, uint32_t m, CopyScan& scan);
  bool wmmaReaches(uint32_t b, uint32_t m, const isa::RegUnits& w, CopyScan& scan);
  bool wmmaReachesEntry(uint32_t b, const isa::RegUnits& w);
  std::string rewriteRead(uint32_t b, uint32_t i, uint32_t m, const isa::DefUse& move,
                          ir::Stmt& out);
  std::string expertWaits(uint32_t b, uint32_t m, CopyScan& scan, Found& f);
  const std::vector<uint32_t>& expertStops(uint32_t b, CopyScan& scan);
  void edgeDistances();

  ir::Module& m_;
  ir::Function& fn_;
  PassContext& ctx_;
  const std::vector<const Pattern*>& patterns_;
  /// Per opcode, the patterns whose first line names it, in table order
  /// (plan asks for every instruction, and most patterns start with
  /// another mnemonic); empty when some pattern has no line (all tried).
  std::vector<std::vector<const Pattern*>> byHead_;
  std::optional<analysis::FunctionAnalyses> own_;
  Memory& memory_;
  std::bitset<256> wmmaVgprs_; ///< wmmaVgprs()
  bool wmmaVgprsKnown_ = false;
  bool askedLiveness_ = false;
  std::set<std::pair<std::string, uint32_t>> refusedReported_;
  // Per block, this sweep: fewest non-v_nop VALU slots on any path into its
  // start / out of its end, capped at the longest hazard distance.
  std::vector<unsigned> distIn_, distOut_;
  std::vector<bool> expertIn_; ///< ESM2 at each block's start (layout order)
  /// wmmaReachesEntry's answers this sweep, by block and first VGPR unit.
  std::map<std::pair<uint32_t, uint32_t>, bool> reachMemo_;
};

} // namespace silken::passes::peephole
