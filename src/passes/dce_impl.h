// dce's work on one function (the pass: dce.cpp, with its sweeps and
// remarks; what one block loses: dce_decide.cpp). Internal to those two.
#pragma once

#include "analysis/cache.h"
#include "analysis/hazard_facts.h"
#include "analysis/hazards.h"
#include "passes/dce_memory.h"
#include "passes/dce_moves.h"
#include "passes/pass.h"

#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace silken::passes::dce {

using HazardKey = std::tuple<int, uint32_t, uint32_t>; // kind, producer id, consumer id

class Dce {
public:
  Dce(const ir::Module& m, ir::Function& fn, PassContext& ctx)
      : m_(m), fn_(fn), ctx_(ctx), memory_(ctx.keptFor<dce::Memory>("dce")) {
    if (!ctx.analyses)
      own_.emplace(fn);
    bool mode = false; // expert mode anywhere in the function counts
    for (const ir::Block& b : fn.blocks)
      for (const ir::Stmt& s : b.stmts)
        if (s.isInstr() && !s.isFence()) {
          mode = analysis::expertModeAfter(*s.inst, mode);
          expert_ |= mode;
        }
  }

  bool run() {
    bool any = deleteRedundantMoves(fn_, ctx_, fa()); // dce_moves.cpp
    std::vector<char> visit(fn_.blocks.size(), kLook);
    while (sweep(visit))
      any = true;
    return any;
  }

private:
  analysis::FunctionAnalyses& fa() { return ctx_.analyses ? ctx_.analyses->of(fn_) : *own_; }

  // What the next sweep does with a block (`visit`).
  enum Visit : char { kSkip, kLook, kSettled };

  // One pass over the blocks `visit` marks; true if something was
  // deleted. The analyses of the sweep's start serve every block: a
  // deletion only makes more things dead, so liveness from before it is
  // conservative, and each block is edited only after all of them were
  // looked at. Then `visit` marks the blocks the next sweep must see: those
  // whose live-out set lost a unit they write and those that lost something
  // in a way that may let more go (settle()'s `final`). Every other block
  // has the same statements or those its final decision left, and a
  // live-out that differs at most in units it does not write, so nothing
  // more in it would die (what decides is block-local besides its live-out:
  // hazards, slots, fences, MSB states); the next sweep only records it as
  // quiet for later rounds (a debug build checks it loses nothing).
  bool sweep(std::vector<char>& visit);

  // Some instruction of block `b` writes a unit of `units`. Units that
  // leave a block's live-out decide nothing in it unless it writes them
  // (an instruction dies when what it writes is unread).
  bool writesAny(uint32_t b, const isa::RegUnits& units);

  // The hazard requirements of a block, in statement indices.
  struct BlockHazards {
    std::vector<const ir::Stmt*> seq; ///< the block's instructions
    std::vector<uint32_t> index;      ///< statement index of each
    std::vector<analysis::HazardRequirement> reqs;
  };

  BlockHazards hazardsOf(uint32_t b, const std::vector<bool>* without = nullptr);

  static std::set<HazardKey> satisfied(const BlockHazards& h);

  struct Deletion {
    uint32_t index;
    bool selfMove;
    isa::RegUnits unread;
  };
  struct Decision {
    std::vector<bool> dead;
    std::vector<Deletion> deletions;
    std::vector<std::pair<const ir::Stmt*, std::string>> kept; ///< and why
    /// With `dead` gone, nothing more in the block dies while its live-out
    /// stays: deletions only bring hazard pairs closer and take VALU slots
    /// away, so what a rule kept it keeps. False when candidates were put
    /// back for their hazards together (each alone may go next sweep) or
    /// the whole-chain walk did not settle (the next may go).
    bool final = true;
  };

  // What one block loses this sweep. `chainUnread` (per statement: its
  // writes are unread once the dead instructions after it are gone) makes
  // a dead chain die in one sweep; null: the sweep's liveness alone.
  Decision decide(uint32_t b, const std::vector<char>* chainUnread);

  // The units each statement writes that nothing reads once every
  // instruction after it in the block that looks dead is gone (one
  // backward walk); and which those are.
  void chainLiveness(uint32_t b, const std::vector<char>& staying, std::vector<char>& unread,
                     std::vector<char>& assumed);

  // What block `b` loses, with whole dead chains: a statement the walk
  // took for dead that stays after all (a hazard, a VALU rule) keeps its
  // feeders alive, so the walk is redone with it staying, a few times;
  // then the sweep's liveness alone decides this block.
  Decision settle(uint32_t b);

  // settle() with its remarks; `final` as Decision::final.
  std::vector<bool> deadIn(uint32_t b, bool& final);

  void kept(const ir::Stmt& s, const std::string& why);

  static std::string text(const ir::Stmt& s);

  void report(const ir::Stmt& s, const char* name, const isa::RegUnits& unread);

  const ir::Module& m_;
  ir::Function& fn_;
  PassContext& ctx_;
  std::optional<analysis::FunctionAnalyses> own_;
  bool expert_ = false;
  dce::Memory& memory_; ///< kept across runs (dce_memory.h)
  std::optional<BlockHazards> blockHazards_; ///< of the block deadIn decides
  /// The hazard facts of the instructions met (a function of the
  /// instruction and its MSB state): a block's check with and without its
  /// candidates, and blocks of repeated code, share them. Bounded.
  analysis::hazard_detail::FactsMemo facts_;
};

} // namespace silken::passes::dce
