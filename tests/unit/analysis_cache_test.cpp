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
