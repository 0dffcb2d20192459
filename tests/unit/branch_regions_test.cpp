#include "analysis/wave_index.h"
#include "check/branch_conditions.h"
#include "check/branch_regions.h"
#include "test_util.h"

#include <doctest/doctest.h>

using namespace silken;

TEST_CASE("check: a branch matters to barriers only if its sides differ in them") {
  test::Parsed p("s_cmp_eq_u32 s19, 0\ns_cbranch_scc0 L1\n"       // bb0: no barrier inside
                 "s_mov_b32 s16, 1\n"                             // bb1
                 "L1:\ns_cmp_eq_u32 s15, 0\ns_cbranch_scc1 L2\n"  // bb2: skips a barrier
                 "s_barrier_signal -1\ns_barrier_wait -1\n"       // bb3
                 "L2:\ns_cmp_eq_u32 s20, 0\ns_cbranch_scc1 L3\n"  // bb4: ends separately
                 "s_endpgm\n"                                     // bb5
                 "L3:\ns_endpgm\n");                              // bb6
  const ir::Function& fn = p.module->functions[0];
  REQUIRE(fn.blocks.size() == 7);
  check::BranchRegions r(fn);
  CHECK_FALSE(r.relevant(0));
  CHECK(r.regionWrites(0, 16));
  CHECK_FALSE(r.regionWrites(0, 15));
  CHECK(r.relevant(2));
  CHECK(r.relevant(4)); // the sides never reconverge
  CHECK_FALSE(r.relevant(1)); // no two-way branch
}

TEST_CASE("check: a wave index recomputed from the serial VGPR is a wave-index test") {
  test::Parsed p(".set vgprSerial, 10\n"
                 "v_mov_b32 v[vgprSerial], v0\n"
                 "v_readfirstlane_b32 s78, v[vgprSerial]\ns_lshr_b32 s78, s78, 5\n"
                 "s_cmp_eq_u32 s78, 0\ns_cbranch_scc0 L1\n"                  // bb0: recomputed
                 "v_readfirstlane_b32 s78, v[vgprSerial]\ns_lshr_b32 s78, s78, 4\n"
                 "s_cmp_eq_u32 s78, 0\ns_cbranch_scc0 L1\n"                  // bb1: wrong shift
                 "v_readfirstlane_b32 s78, v[vgprSerial]\ns_lshr_b32 s78, s78, 5\n"
                 "s_add_u32 s78, s78, 0\ns_cmp_eq_u32 s78, 0\ns_cbranch_scc0 L1\n" // bb2: changed
                 "s_nop 0\n"
                 "L1:\ns_endpgm\n");
  const ir::Function& fn = p.module->functions[0];
  check::EdgeConds c0 = check::edgeConditions(*p.module, fn, 0, {});
  CHECK(c0.onEdge[1].kind == check::Cond::Wave0);
  REQUIRE(c0.serialGates.size() == 1);
  CHECK(c0.serialGates[0].first == 2); // the v_readfirstlane_b32
  CHECK(c0.serialGates[0].second == 10);
  CHECK(check::edgeConditions(*p.module, fn, 1, {}).onEdge[1].kind == check::Cond::Compare);
  CHECK(check::edgeConditions(*p.module, fn, 2, {}).onEdge[1].kind == check::Cond::Compare);
  analysis::WaveIndexCheck serial(*p.module, fn, "vgprSerial", ir::RegFile::V);
  CHECK_FALSE(serial.problemAt(0, 2).has_value());
}

TEST_CASE("check: branch regions reconverge through loops, unknown exits and size") {
  // bb0 branches around a loop (bb1) that reconverges at L2 (bb2); bb3's
  // sides leave to code the file does not show.
  std::string text = "s_cmp_eq_u32 s19, 0\ns_cbranch_scc0 L2\n"       // bb0
                     "L1:\ns_add_u32 s16, s16, 1\ns_cbranch_scc1 L1\n" // bb1: a loop
                     "L2:\ns_cmp_eq_u32 s15, 0\ns_cbranch_scc1 L3\n"   // bb2
                     "s_setpc_b64 s[30:31]\n"                          // bb3
                     "L3:\n";
  // A region of more than kMaxRegion blocks is taken as relevant.
  text += "s_cmp_eq_u32 s20, 0\ns_cbranch_scc0 LEnd\n";                // bb4
  for (size_t i = 0; i <= check::BranchRegions::kMaxRegion; ++i)
    text += "LB" + std::to_string(i) + ":\ns_mov_b32 s17, 0\n";
  text += "LEnd:\ns_endpgm\n";
  test::Parsed p(text);
  const ir::Function& fn = p.module->functions[0];
  check::BranchRegions r(fn);
  CHECK_FALSE(r.relevant(0));
  CHECK(r.regionWrites(0, 16));
  CHECK_FALSE(r.regionWrites(0, 17));
  CHECK_FALSE(r.relevant(1)); // the loop's own branch reconverges at its exit
  CHECK(r.relevant(2));       // one side leaves to unknown code
  CHECK(r.relevant(4));
}
