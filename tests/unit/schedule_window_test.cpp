// The schedule pass's hazard window: whether a region's neighbourhood is
// closed, answered from per-block VALU slot counts, against the walks over
// the statements it replaced, on seeded random CFGs before and after
// regions take new orders.
#include "analysis/cache.h"
#include "passes/schedule_impl.h"
#include "semantics/valu_pipes.h"
#include "test_util.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

using namespace silken;
using silken::test::Parsed;

namespace {

// closed() as it was first written: walks of the statements themselves.
struct Walked {
  uint32_t at, seen, used;
};

bool isSlotRef(const ir::Stmt& s) {
  return s.isInstr() && !s.isFence() && isa::isValuSlot(*s.inst);
}

// The statements a walk from `from` passes, backward (`back`) or forward,
// until `need` slots, `budget` statements or the block's end.
Walked walkRef(const ir::Block& b, uint32_t from, bool back, uint32_t need, uint32_t budget) {
  Walked w{from, 0, 0};
  for (; w.seen < need && w.used < budget; ++w.used) {
    if (back ? w.at == 0 : w.at == b.stmts.size())
      break;
    w.seen += isSlotRef(b.stmts[back ? --w.at : w.at++]);
  }
  return w;
}

bool closedRef(const ir::Function& fn, uint32_t block, uint32_t begin, uint32_t end) {
  const ir::Block& b = fn.blocks[block];
  Walked back = walkRef(b, begin, true, 12, 48);
  if (back.seen < 12) {
    if (back.used == 48 || (b.preds.empty() && (block != 0 || fn.callable)))
      return false;
    for (uint32_t p : b.preds)
      if (walkRef(fn.blocks[p], uint32_t(fn.blocks[p].stmts.size()), true, 12 - back.seen,
                  48 - back.used).seen < 12 - back.seen)
        return false;
  }
  Walked fwd = walkRef(b, end, false, 12, 48);
  if (fwd.seen < 12) {
    bool endsClosed = b.succs.empty() && b.endsProgram && !b.exitsToUnknown && !b.returns;
    if (fwd.used == 48 || b.exitsToUnknown || (b.succs.empty() && !endsClosed))
      return false;
    for (uint32_t s : b.succs)
      if (walkRef(fn.blocks[s], 0, false, 12 - fwd.seen, 48 - fwd.used).seen < 12 - fwd.seen)
        return false;
  }
  return true;
}

// Blocks of random VALU, SALU, memory and comment lines between labels
// and branches, so that walks reach into predecessors and successors.
std::string randomBlocks(std::mt19937& rng) {
  auto pick = [&](unsigned n) { return unsigned(rng() % n); };
  std::string text = ".text\nk:\n";
  unsigned blocks = 1 + pick(6);
  for (unsigned b = 0; b < blocks; ++b) {
    text += "L" + std::to_string(b) + ":\n";
    unsigned count = pick(90), valuIn20 = 1 + pick(12); // dense or sparse VALU slots
    for (unsigned i = 0; i < count; ++i) {
      if (pick(20) < valuIn20) {
        text += pick(2) ? "v_add_f32 v1, v2, v3\n" : "v_mov_b32 v5, v6\n";
        continue;
      }
      switch (pick(3)) {
      case 0: text += "s_add_co_u32 s1, s2, s3\n"; break;
      case 1: text += "global_load_b32 v4, v[20:21], off\n"; break;
      default: text += "// a comment\n"; break;
      }
    }
    if (pick(3) == 0)
      text += "s_cbranch_scc0 L" + std::to_string(pick(blocks)) + "\n";
  }
  return text + "s_endpgm\n";
}

} // namespace

TEST_CASE("schedule: the hazard window's slot counts answer closed() as walks do") {
  std::mt19937 rng(20261206);
  for (int trial = 0; trial < 200; ++trial) {
    Parsed p(randomBlocks(rng));
    REQUIRE(p.errors().empty());
    ir::Function& fn = p.module->functions.back();
    analysis::FunctionAnalyses fa(fn);
    std::vector<std::vector<char>> expert;
    for (const ir::Block& b : fn.blocks)
      expert.emplace_back(b.stmts.size() + 1, 0);
    passes::sched::HazardWindow window(fn, fa, expert);
    auto compareAll = [&] {
      for (uint32_t b = 0; b < fn.blocks.size(); ++b) {
        const uint32_t n = uint32_t(fn.blocks[b].stmts.size());
        for (uint32_t begin = 0; begin <= n; begin += 1 + rng() % 5)
          for (uint32_t end = begin; end <= n; end += 1 + rng() % 9)
            REQUIRE(window.closed(b, begin, end) == closedRef(fn, b, begin, end));
      }
    };
    compareAll();
    // A region of a block takes a new order: the counts inside it move.
    for (int k = 0; k < 4; ++k) {
      uint32_t b = uint32_t(rng() % fn.blocks.size());
      std::vector<ir::Stmt>& stmts = fn.blocks[b].stmts;
      if (stmts.size() < 2)
        continue;
      uint32_t begin = uint32_t(rng() % (stmts.size() - 1));
      uint32_t end = begin + 2 + uint32_t(rng() % (stmts.size() - begin - 1));
      std::shuffle(stmts.begin() + begin, stmts.begin() + end, rng);
      window.reordered(b, begin, end);
      compareAll();
    }
  }
}
