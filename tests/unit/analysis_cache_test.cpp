#include "analysis/cache.h"
#include "asm/parser.h"
#include "ir/cfg.h"
#include "test_util.h"

#include <doctest/doctest.h>

using namespace silken;
using silken::test::Parsed;

namespace {

// bb0 -> L1 (outer header) -> L2 (inner header) -> inner latch -> L2,
// outer latch -> L1, exit.
const char* kNested = "s_mov_b32 s0, 4\n"                 // bb0
                      "L1:\n s_mov_b32 s1, 4\n"           // bb1 outer header
                      "L2:\n s_sub_u32 s1, s1, 1\n"        // bb2 inner header
                      " s_cmp_lg_u32 s1, 0\n s_cbranch_scc1 L2\n"
                      " s_sub_u32 s0, s0, 1\n"            // bb3 outer latch
                      " s_cmp_lg_u32 s0, 0\n s_cbranch_scc1 L1\n"
                      " s_endpgm\n";                      // bb4

} // namespace

TEST_CASE("analysis cache: reverse post-order, dominators, natural loops") {
  Parsed p(kNested);
  REQUIRE(p.errors().empty());
  const ir::Function& fn = p.module->functions[0];
  REQUIRE(fn.blocks.size() == 5);
  analysis::FunctionAnalyses fa(fn);
  CHECK(fa.rpo().front() == 0);
  const ir::LoopInfo& l = fa.loops();
  CHECK(l.idom[1] == 0);
  CHECK(l.idom[2] == 1);
  CHECK(l.idom[3] == 2);
  CHECK(l.dominates(1, 3));
  CHECK_FALSE(l.dominates(3, 1));
  REQUIRE(l.loops.size() == 2);
  CHECK(l.loops[0].header == 1);
  CHECK(l.loops[0].depth == 1);
  CHECK(l.loops[0].blocks == std::vector<uint32_t>{1, 2, 3});
  CHECK(l.loops[0].exits == std::vector<uint32_t>{4});
  CHECK(l.loops[1].header == 2);
  CHECK(l.loops[1].depth == 2);
  CHECK(l.loops[1].latches == std::vector<uint32_t>{2});
  CHECK(l.depthOf(2) == 2);
  CHECK(l.depthOf(4) == 0);
}

TEST_CASE("analysis cache: liveBefore per statement equals the one-off query") {
  Parsed p(kNested);
  const ir::Function& fn = p.module->functions[0];
  analysis::FunctionAnalyses fa(fn);
  analysis::Liveness lv = analysis::computeLiveness(fn);
  for (uint32_t b = 0; b < fn.blocks.size(); ++b)
    for (size_t i = 0; i <= fn.blocks[b].stmts.size(); ++i)
      CHECK(fa.liveBefore(b, i) == lv.liveBefore(fn, b, i));
}

TEST_CASE("analysis cache: a query after an invalidating change sees the change") {
  Parsed p("s_mov_b32 s7, 0\ns_endpgm\n");
  ir::Function& fn = p.module->functions[0];
  analysis::AnalysisCache cache;
  CHECK_FALSE(cache.of(fn).liveBefore(0, 0).test(isa::kSgprUnitBase + 9));
  // A pass inserts a read of s9 at the top.
  std::optional<ir::Stmt> made = as::parseInstructionText(*p.module, "s_mov_b32 s8, s9", 0,
                                                          *p.diags);
  REQUIRE(made);
  fn.blocks[0].stmts.insert(fn.blocks[0].stmts.begin(), *made);
  cache.invalidate(fn, analysis::Change::Instructions);
  CHECK(cache.of(fn).liveBefore(0, 0).test(isa::kSgprUnitBase + 9));
  CHECK(cache.of(fn).rpo().size() == 1); // kept: the graph did not change
}

namespace {

// Loops, branches, MSB windows and a no-schedule range: what the kept
// per-block answers (liveness summaries, fences) must follow through edits.
const char* kEdited = "s_mov_b32 s0, 4\n"
                      "s_set_vgpr_msb 0x41\n"
                      "v_mov_b32 v1, v2\n"
                      "L1:\n"
                      " v_add_f32 v3, v1, v4\n"
                      " s_clause 0x1\n"
                      " global_load_b32 v5, v[6:7], off\n"
                      " global_load_b32 v8, v[6:7], off\n"
                      " s_cmp_eq_u32 s0, 2\n"
                      " s_cbranch_scc1 L3\n"
                      "L2:\n"
                      " // silken: no-schedule\n"
                      " v_mul_f32 v9, v3, v5\n"
                      " s_set_vgpr_msb 0x00\n"
                      " v_mov_b32 v10, v8\n"
                      " // silken: end\n"
                      " s_wait_loadcnt 0x0\n"
                      " v_add_f32 v11, v10, v9\n"
                      "L3:\n"
                      " s_sub_u32 s0, s0, 1\n"
                      " v_mov_b32 v12, v11\n"
                      " s_cmp_lg_u32 s0, 0\n"
                      " s_cbranch_scc1 L1\n"
                      " s_mov_b32 s1, s0\n"
                      " s_endpgm\n";

bool movable(const ir::Block& b, size_t i) {
  const ir::Stmt& s = b.stmts[i];
  return s.kind == ir::StmtKind::Trivia ||
         (s.kind == ir::StmtKind::Instr && &s != b.terminator());
}

} // namespace

TEST_CASE("analysis cache: answers kept across edits equal answers made afresh") {
  // Random deletions, swaps and duplicated statements; after each, the
  // cache (which reuses the blocks no edit touched) and a fresh
  // computation agree on every block's liveness and every fence.
  Parsed p(kEdited);
  REQUIRE(p.errors().empty());
  ir::Function& fn = p.module->functions[0];
  analysis::AnalysisCache cache;
  uint64_t seed = 12345;
  auto rnd = [&](size_t n) {
    seed = seed * 6364136223846793005ull + 1442695040888963407ull;
    return size_t(seed >> 33) % n;
  };
  for (int edit = 0; edit < 400; ++edit) {
    ir::Block& b = fn.blocks[rnd(fn.blocks.size())];
    std::vector<size_t> can;
    for (size_t i = 0; i < b.stmts.size(); ++i)
      if (movable(b, i))
        can.push_back(i);
    if (rnd(4) == 0) {
      // A new MSB window at the end of a block: the blocks after it are
      // as they were, their entry state is not.
      const char* set[] = {"s_set_vgpr_msb 0x00", "s_set_vgpr_msb 0x41", "s_set_vgpr_msb 0xff"};
      std::optional<ir::Stmt> made =
          as::parseInstructionText(*p.module, set[rnd(3)], 0, *p.diags);
      REQUIRE(made);
      size_t at = b.terminator() ? size_t(b.terminator() - b.stmts.data()) : b.stmts.size();
      b.stmts.insert(b.stmts.begin() + long(at), *made);
    } else if (can.size() >= 2) {
      size_t i = can[rnd(can.size())], j = can[rnd(can.size())];
      switch (rnd(3)) {
      case 0: std::swap(b.stmts[i], b.stmts[j]); break;
      case 1: if (b.stmts.size() > 3) b.stmts.erase(b.stmts.begin() + long(i)); break;
      default: b.stmts.insert(b.stmts.begin() + long(i), b.stmts[j]); break;
      }
    }
    cache.invalidate(fn, analysis::Change::Instructions);
    analysis::FunctionAnalyses& kept = cache.of(fn);
    analysis::FunctionAnalyses fresh(fn);
    CAPTURE(edit);
    for (uint32_t k = 0; k < fn.blocks.size(); ++k) {
      CHECK(kept.liveness().liveIn(k) == fresh.liveness().liveIn(k));
      CHECK(kept.liveness().liveOut(k) == fresh.liveness().liveOut(k));
      for (uint32_t i = 0; i < fn.blocks[k].stmts.size(); ++i) {
        CHECK(kept.ordering().fence(k, i) == fresh.ordering().fence(k, i));
        CHECK(kept.ordering().held(k, i) == fresh.ordering().held(k, i));
        CHECK(kept.ordering().fenceBetween(k, 0, i) == fresh.ordering().fenceBetween(k, 0, i));
      }
    }
  }
}
