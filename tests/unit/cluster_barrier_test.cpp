#include "analysis/wave_index.h"
#include "check/branch_conditions.h"
#include "check/value_ranges.h"
#include "passes/cluster_barrier_support.h"
#include "test_util.h"

#include <doctest/doctest.h>

#include <re2/re2.h>

using namespace silken;
using test::Parsed;

TEST_CASE("cluster-barrier: labels are deterministic, well-formed and unique") {
  Parsed p("label_skipCBPreSignal_existing:\ns_endpgm\n");
  std::string a = passes::cb::makeLabel(*p.module, "label_skipCBPreSignal_", "k", "4", 17, "inner");
  std::string b = passes::cb::makeLabel(*p.module, "label_skipCBPreSignal_", "k", "4", 17, "inner");
  std::string c = passes::cb::makeLabel(*p.module, "label_skipCBPreSignal_", "k", "4", 18, "inner");
  CHECK(a == b);
  CHECK(a != c);
  CHECK(RE2::FullMatch(a, "label_skipCBPreSignal_[0-9A-Za-z]{16}"));
  CHECK_FALSE(p.module->labelDefined(a));
}

TEST_CASE("cluster-barrier: recognizers") {
  Parsed p(".set sgprWaveIdx, 5\n.set sgprLoopCounterL, 15\n"
           "/* Tail Loop     */\n"
           "s_barrier_wait 0xfffd\n"
           "s_barrier_signal -3\n"
           "s_cmp_eq_u32 s[sgprWaveIdx], 0\n"
           "s_cbranch_scc0 label_skipCBPreSignal_x\n"
           "s_cmp_eq_u32 s5, 0\n"
           "s_cbranch_scc0 label_other\n"
           "label_skipCBPreSignal_x:\nlabel_other:\ns_endpgm\n");
  const auto& stmts = p.module->functions[0].blocks[0].stmts;
  passes::ClusterBarrierOptions o;
  CHECK(passes::cb::isTailBanner(stmts[2], "Tail Loop"));
  CHECK(passes::cb::isBarrierWait(stmts[3], -3)); // 0xfffd is -3
  CHECK(passes::cb::isBarrierSignal(stmts[4], -3));
  CHECK(passes::cb::comparesSymbol(stmts[5], *p.module, "sgprWaveIdx"));
  CHECK(passes::cb::handshakeFollows(stmts, 3, *p.module, o));
  CHECK(passes::cb::clusterWaitPrecedes(stmts, 4));
  // A wave compare whose branch is not a handshake label is not a handshake.
  const auto& second = p.module->functions[0].blocks[1].stmts;
  CHECK(passes::cb::comparesSymbol(second[0], *p.module, "sgprWaveIdx")); // by number
  CHECK_FALSE(passes::cb::handshakeFollows(second, 0, *p.module, o));
}

TEST_CASE("wave index: defined, released, reused") {
  Parsed p(".set sgprWaveIdx, 5\n"
           "s_lshr_b32 s[sgprWaveIdx], s57, 5\n"
           "s_nop 0\n"                  // 2: holds
           "s_mov_b32 s5, 7\n"          // reused through another name
           "s_nop 0\n"                  // 4: does not hold
           ".set sgprWaveIdx, UNDEF\n"
           "s_nop 0\n");                // 6: released
  const ir::Function& fn = p.module->functions[0];
  analysis::WaveIndexCheck w(*p.module, fn, "sgprWaveIdx");
  CHECK_FALSE(w.problemAt(0, 2).has_value());
  REQUIRE(w.problemAt(0, 4).has_value());
  CHECK(w.problemAt(0, 4)->find("may not hold the wave index") != std::string::npos);
  REQUIRE(w.problemAt(0, 6).has_value());
  CHECK(w.problemAt(0, 6)->find("UNDEF") != std::string::npos);
  analysis::WaveIndexCheck missing(*p.module, fn, "sgprWaveId");
  CHECK(missing.problemAt(0, 2)->find("not defined") != std::string::npos);
}

TEST_CASE("check: branch conditions through the compiler idioms") {
  Parsed p(".set sgprWaveIdx, 5\n"
           "s_cmp_eq_u32 s[sgprWaveIdx], 0\ns_cbranch_scc0 L1\n"        // bb0
           "s_barrier_signal_isfirst -1\ns_barrier_wait -1\n"           // bb1
           "s_cselect_b32 s7, -1, 0\ns_and_not1_b32 vcc_lo, exec_lo, s7\n"
           "s_cbranch_vccnz L1\n"
           "s_cmp_le_u32 s15, 2\ns_cbranch_scc1 L1\n"                   // bb2
           "s_nop 0\n"                                                  // bb3
           "L1:\ns_endpgm\n");
  const ir::Function& fn = p.module->functions[0];
  REQUIRE(fn.blocks.size() == 5);
  check::EdgeConds c0 = check::edgeConditions(*p.module, fn, 0, {});
  CHECK(c0.onEdge[0].kind == check::Cond::NotWave0); // taken: not wave 0
  CHECK(c0.onEdge[1].kind == check::Cond::Wave0);
  check::EdgeConds c1 = check::edgeConditions(*p.module, fn, 1, {});
  CHECK(c1.onEdge[0].kind == check::Cond::NotFirst);
  CHECK(c1.onEdge[1].kind == check::Cond::IsFirst);
  check::EdgeConds c2 = check::edgeConditions(*p.module, fn, 2, {});
  CHECK(c2.onEdge[0].kind == check::Cond::Compare);
  CHECK(c2.onEdge[0].op == check::Cond::Le);
  CHECK(c2.onEdge[1].op == check::Cond::Gt);
}

TEST_CASE("check: value ranges narrow on compares and follow updates") {
  std::vector<check::Interval> r{{15}};
  check::Cond eq0;
  eq0.kind = check::Cond::Compare;
  eq0.op = check::Cond::Eq;
  eq0.reg = 15;
  eq0.imm = 0;
  std::vector<check::Interval> zero = r;
  CHECK(check::refine(zero, eq0));
  CHECK(zero[0].hi == 0);
  CHECK_FALSE(check::refine(zero, eq0.negated())); // 0 != 0 is infeasible
  std::vector<check::Interval> nonzero = r;
  CHECK(check::refine(nonzero, eq0.negated()));
  CHECK(nonzero[0].lo == 1);
  Parsed p("s_sub_u32 s15, s15, 1\ns_mov_b32 s15, 4\n");
  check::updateRanges(nonzero, *p.instrs()[0]);
  CHECK(nonzero[0].lo == 0);
  check::updateRanges(nonzero, *p.instrs()[1]);
  CHECK(nonzero[0].lo == 4);
  CHECK(nonzero[0].hi == 4);
}
