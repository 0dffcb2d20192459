#include "analysis/liveness.h"
#include "analysis/msb_state.h"
#include "semantics/def_use.h"
#include "test_util.h"

#include <doctest/doctest.h>

using namespace silken;
using namespace silken::isa;
using test::Parsed;

namespace {

struct Effects {
  std::string reads, writes, kills;
};

// Def/use of instruction `i` with MSB state 0, as names; EXEC and the MSB
// state, read by every vector instruction, are left out to keep it short.
Effects effects(const Parsed& p, size_t i, MsbState msb = {}) {
  DefUse du = defUse(*p.instrs().at(i), msb);
  du.reads.reset(kExecLoUnit);
  du.reads.reset(kExecHiUnit);
  du.reads.reset(kMsbUnit);
  return {unitNames(du.reads), unitNames(du.writes), unitNames(du.kills)};
}

} // namespace

TEST_CASE("def/use: SALU with implicit SCC") {
  Parsed p("s_add_u32 s0, s1, 4\ns_cmp_eq_u32 s2, 0\ns_cselect_b32 s3, s4, s5\n"
           "s_addc_u32 s6, s6, 0\n");
  REQUIRE(p.errors().empty());
  CHECK(effects(p, 0).reads == "s1");
  CHECK(effects(p, 0).writes == "s0 scc");
  CHECK(effects(p, 0).kills == "s0 scc");
  CHECK(effects(p, 1).reads == "s2");
  CHECK(effects(p, 1).writes == "scc");
  CHECK(effects(p, 2).reads == "s4 s5 scc");
  CHECK(effects(p, 3).reads == "s6 scc");
  CHECK(effects(p, 3).writes == "s6 scc");
}

TEST_CASE("def/use: VALU writes do not kill; SGPR results of VALU do") {
  Parsed p("v_add_f32_e32 v1, v2, v3\nv_cmp_eq_u32_e32 vcc_lo, v1, v2\n"
           "v_readfirstlane_b32 s5, v1\nv_fmac_f32 v4, v5, v6\n"
           "v_add_co_u32 v7, vcc_lo, v8, v9\nv_cmpx_eq_u32 v1, v2\n");
  REQUIRE(p.errors().empty());
  CHECK(effects(p, 0).reads == "v2 v3");
  CHECK(effects(p, 0).writes == "v1");
  CHECK(effects(p, 0).kills == "");
  CHECK(effects(p, 1).kills == "vcc_lo");
  CHECK(effects(p, 2).kills == "s5");
  CHECK(effects(p, 3).reads == "v4 v5 v6"); // accumulator
  CHECK(effects(p, 4).writes == "v7 vcc_lo");
  CHECK(effects(p, 5).writes == "exec_lo exec_hi");
  DefUse du = defUse(*p.instrs()[0], {});
  CHECK(du.reads.test(kExecLoUnit)); // every vector instruction reads EXEC
}

TEST_CASE("def/use: memory operand roles") {
  Parsed p("global_load_b128 v[0:3], v4, s[0:1] offset:16\n"
           "global_store_b32 v5, v6, s[2:3]\n"
           "ds_load_b64 v[8:9], v10\n"
           "s_load_b64 s[4:5], s[0:1], 0x10\n"
           "tensor_load_to_lds s[8:11], s[12:19]\n");
  REQUIRE(p.errors().empty());
  CHECK(effects(p, 0).reads == "v4 s0 s1");
  CHECK(effects(p, 0).writes == "v0 v1 v2 v3");
  CHECK(effects(p, 1).reads == "v5 v6 s2 s3");
  CHECK(effects(p, 1).writes == "");
  CHECK(effects(p, 2).writes == "v8 v9");
  CHECK(effects(p, 3).kills == "s4 s5");
  CHECK(effects(p, 4).reads == "s8 s9 s10 s11 s12 s13 s14 s15 s16 s17 s18 s19");
}

TEST_CASE("def/use: VOPD pairs write both destinations") {
  Parsed p("v_dual_mov_b32 v9, 0 :: v_dual_lshlrev_b32 v139, 4, v137\n"
           "v_dual_fmac_f32 v0, v1, v2 :: v_dual_mov_b32 v3, v4\n");
  REQUIRE(p.errors().empty());
  CHECK(effects(p, 0).writes == "v9 v139");
  CHECK(effects(p, 0).reads == "v137");
  CHECK(effects(p, 1).reads == "v0 v1 v2 v4");
}

TEST_CASE("def/use: true16 halves are tracked as halves") {
  Parsed p("v_cvt_f32_bf16 v12, v32.h op_sel:[1,0]\nv_mov_b16 v5.l, v6.h\n");
  REQUIRE(p.errors().empty());
  CHECK(effects(p, 0).reads == "v32.h");
  CHECK(effects(p, 1).reads == "v6.h");
  CHECK(effects(p, 1).writes == "v5.l");
}

TEST_CASE("def/use: symbolic brackets resolve through .set") {
  Parsed p(".set sgprLoopCounterL, 15\ns_sub_u32 s[sgprLoopCounterL], s[sgprLoopCounterL], 1\n");
  REQUIRE(p.errors().empty());
  CHECK(effects(p, 0).reads == "s15");
  CHECK(effects(p, 0).writes == "s15 scc");
}

TEST_CASE("def/use: the s_set_vgpr_msb window") {
  Parsed p("ds_load_b128 v[230:233], v10\nv_add_f32 v1, v2, v3\n");
  REQUIRE(p.errors().empty());
  // 0x82: src0 window 2, dst window 2 (as TensileLite writes it).
  MsbState msb{true, 0x82};
  CHECK(effects(p, 0, msb).writes == "v742 v743 v744 v745");
  CHECK(effects(p, 0, msb).reads == "v522");
  CHECK(effects(p, 1, msb).reads == "v3 v514");
  // Unknown state: every window, and nothing is certain.
  Effects unknown = effects(p, 1, MsbState{false, 0});
  CHECK(unknown.reads == "v2 v3 v258 v259 v514 v515 v770 v771");
  CHECK(unknown.kills == "");
}

TEST_CASE("def/use: operand fields measured with llvm-objdump (isa/gfx1250-msb-fields.def)") {
  Parsed p("buffer_store_b32 v1, v2, s[4:7], null offen\n"
           "global_load_async_to_lds_b32 v1, v2, s[0:1]\n"
           "buffer_atomic_add_u32 v1, v2, s[4:7], null offen th:TH_ATOMIC_RETURN\n"
           "global_atomic_add_u32 v1, v2, s[0:1]\n"
           "global_store_b32 v1, v2, s[0:1]\n");
  REQUIRE(p.errors().empty());
  // dst window 1 only: operands in the dst field move, the others stay.
  MsbState dst{true, 0x40};
  CHECK(effects(p, 0, dst).reads == "v2 v257 s4 s5 s6 s7"); // store data: dst field
  CHECK(effects(p, 1, dst).reads == "v2 v257 s0 s1");        // the LDS address: dst field (no M0: check_isa_defuse)
  CHECK(effects(p, 2, dst).writes == "v257");                // returned data
  CHECK(effects(p, 3, dst).reads == "v1 v2 s0 s1");          // global: address src0, data src1
  MsbState src1{true, 0x04};
  CHECK(effects(p, 4, src1).reads == "v1 v258 s0 s1");
  CHECK(effects(p, 0, src1).reads == "v1 v2 s4 s5 s6 s7");   // nothing in src1
}

TEST_CASE("def/use: unknown instructions are fences") {
  Parsed p("v_fooo_f32 v1, v2\n");
  DefUse du = defUse(*p.instrs()[0], {});
  CHECK(du.fence);
  CHECK(du.reads.all());
}

TEST_CASE("msb state: tracked through the CFG, unknown at unequal joins") {
  Parsed p("s_cbranch_scc1 L1\n"      // bb0
           "s_set_vgpr_msb 0x41\n"     // bb1
           "L1:\n v_nop\n"             // bb2: join of 0 and 0x41
           "s_set_vgpr_msb 0\n"
           "L2:\n s_endpgm\n");        // bb3: state 0
  REQUIRE(p.errors().empty());
  const ir::Function& fn = p.module->functions[0];
  REQUIRE(fn.blocks.size() == 4);
  analysis::MsbStates s = analysis::computeMsbStates(fn);
  CHECK(s.blockEntry[0] == MsbState{true, 0});
  CHECK(s.blockEntry[1] == MsbState{true, 0});
  CHECK_FALSE(s.blockEntry[2].known);
  CHECK(s.blockEntry[3] == MsbState{true, 0});
}

TEST_CASE("liveness: SCC live across a branch, dead after s_endpgm") {
  Parsed p("s_cmp_eq_u32 s0, 0\n"     // bb0
           "s_mov_b32 s1, 5\n"
           "s_cbranch_scc1 L\n"
           "s_add_u32 s2, s1, 1\n"     // bb1
           "L:\n s_endpgm\n");         // bb2
  REQUIRE(p.errors().empty());
  const ir::Function& fn = p.module->functions[0];
  analysis::Liveness lv = analysis::computeLiveness(fn);
  CHECK(lv.liveIn(0).test(kSgprUnitBase + 0));
  CHECK_FALSE(lv.liveIn(0).test(kSccUnit)); // defined in bb0 before use
  CHECK(lv.liveBefore(fn, 0, 1).test(kSccUnit)); // live across s_mov_b32
  CHECK(lv.liveOut(0).test(kSgprUnitBase + 1));  // s1 read in bb1
  CHECK(lv.liveOut(2).none());
}

TEST_CASE("liveness: everything is live at an exit to unknown code") {
  Parsed p("s_mov_b32 s7, 0\ns_cbranch_scc1 label_elsewhere\ns_endpgm\n");
  analysis::Liveness lv = analysis::computeLiveness(p.module->functions[0]);
  CHECK(lv.liveOut(0).all());
  CHECK(lv.liveIn(0).test(kSgprUnitBase + 3));
  CHECK_FALSE(lv.liveIn(0).test(kSgprUnitBase + 7)); // killed by s_mov_b32
}

TEST_CASE("liveness: vector writes do not kill") {
  Parsed p("v_mov_b32 v1, 0\nv_mov_b32 v1, 1\nglobal_store_b32 v0, v1, s[0:1]\ns_endpgm\n");
  const ir::Function& fn = p.module->functions[0];
  analysis::Liveness lv = analysis::computeLiveness(fn);
  // v1 stays live above the second write: inactive lanes keep the first.
  CHECK(lv.liveBefore(fn, 0, 1).test(kVgprUnitBase + 2));
}

// Fixes found by scripts/check_isa_defuse.py (LLVM 22's instruction
// descriptions; isa/README.md, "Def/use against LLVM").
TEST_CASE("def/use against LLVM: SOPK arithmetic reads its destination") {
  Parsed p("s_addk_co_i32 s2, 0x100\ns_mulk_i32 s3, 3\n");
  REQUIRE(p.errors().empty());
  CHECK(effects(p, 0).reads == "s2");
  CHECK(effects(p, 0).writes == "s2 scc");
  CHECK(effects(p, 1).reads == "s3");
  CHECK(effects(p, 1).writes == "s3");
}

TEST_CASE("def/use against LLVM: fp8/bf8 conversions keep the rest of the destination") {
  Parsed p("v_cvt_pk_fp8_f32 v224, v160, v161\nv_cvt_sr_bf8_f32 v1, v2, v3\n");
  REQUIRE(p.errors().empty());
  CHECK(effects(p, 0).reads == "v160 v161 v224");
  CHECK(effects(p, 1).reads == "v1 v2 v3");
}

TEST_CASE("def/use against LLVM: only the cluster async loads read M0") {
  Parsed p("global_load_async_to_lds_b128 v242, v[238:239], off\n"
           "cluster_load_async_to_lds_b32 v1, v[2:3], off\n");
  REQUIRE(p.errors().empty());
  CHECK(effects(p, 0).reads == "v238 v239 v242");
  CHECK(effects(p, 1).reads == "v1 v2 v3 m0");
}

TEST_CASE("def/use against LLVM: a VGPR-addressed prefetch reads EXEC and the window state") {
  Parsed p("global_prefetch_b8 v0, s[64:65] scope:SCOPE_SE\n");
  REQUIRE(p.errors().empty());
  DefUse du = defUse(*p.instrs()[0], {});
  CHECK(du.reads.test(kExecLoUnit));
  CHECK(du.reads.test(kMsbUnit));
}

TEST_CASE("def/use against LLVM: an implicit VCC is vcc_lo (wave32)") {
  Parsed p("s_cbranch_vccz .L\n.L:\nv_div_fmas_f32 v1, v2, v3, v4\n");
  REQUIRE(p.errors().empty());
  CHECK(effects(p, 0).reads == "vcc_lo");
  CHECK(effects(p, 1).reads == "v2 v3 v4 vcc_lo");
}

TEST_CASE("def/use against LLVM: a returning buffer atomic reads and writes its data operand") {
  Parsed p("buffer_atomic_add_u32 v2, v3, s[4:7], null offen th:TH_ATOMIC_RETURN\n"
           "buffer_atomic_add_u32 v2, v3, s[4:7], null offen\n");
  REQUIRE(p.errors().empty());
  CHECK(effects(p, 0).reads == "v2 v3 s4 s5 s6 s7");
  CHECK(effects(p, 0).writes == "v2");
  CHECK(effects(p, 1).writes == "");
}

TEST_CASE("def/use against LLVM: M0 operands of cluster loads, append/consume, messages") {
  Parsed p("cluster_load_b32 v1, v0, s[4:5] scale_offset\nds_append v4\n"
           "s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)\n");
  REQUIRE(p.errors().empty());
  CHECK(effects(p, 0).reads == "v0 s4 s5 m0");
  CHECK(effects(p, 1).reads == "m0");
  DefUse msg = defUse(*p.instrs()[2], {});
  CHECK(msg.reads.test(kM0Unit));
  CHECK(msg.reads.test(kExecLoUnit));
}

TEST_CASE("def/use against LLVM: s_barrier_leave writes SCC") {
  Parsed p("s_barrier_leave\n");
  REQUIRE(p.errors().empty());
  CHECK(effects(p, 0).kills == "scc");
}

TEST_CASE("def/use against LLVM: movrel names a register plus M0, so it is a fence") {
  Parsed p("v_movreld_b32 v18, v1\ns_movrels_b32 s1, s2\n");
  REQUIRE(p.errors().empty());
  for (size_t i = 0; i < 2; ++i) {
    DefUse du = defUse(*p.instrs()[i], {});
    CHECK(du.fence);
    CHECK(du.kills.none());
  }
}

TEST_CASE("def/use against LLVM: DPP keeps the old destination in lanes without a source") {
  Parsed p("v_add_nc_u32_dpp v0, v1, v2 row_shr:1 row_mask:0xf bank_mask:0xf\n"
           "v_mov_b32 v3, v4 quad_perm:[1,0,3,2]\n"
           "v_add_nc_u32 v5, v6, v7 dpp8:[7,6,5,4,3,2,1,0]\n"
           "v_add_nc_u32 v8, v9, v10\n");
  REQUIRE(p.errors().empty());
  CHECK(effects(p, 0).reads == "v0 v1 v2");
  CHECK(effects(p, 1).reads == "v3 v4");
  CHECK(effects(p, 2).reads == "v5 v6 v7");
  CHECK(effects(p, 3).reads == "v9 v10");
}

TEST_CASE("def/use: one instruction under different MSB states") {
  Parsed p("v_mov_b32 v1, v2\n");
  REQUIRE(p.errors().empty());
  CHECK(effects(p, 0).writes == "v1");
  CHECK(effects(p, 0, MsbState{true, 0x40}).writes == "v257"); // dst window 1
  CHECK(effects(p, 0).writes == "v1");
  CHECK(effects(p, 0, MsbState{false, 0}).writes == "v1 v257 v513 v769");
}

TEST_CASE("def/use: unit ranges set and tested a word at a time") {
  // Every range within and across word boundaries, up to the last unit,
  // against the same range set and tested one unit at a time.
  for (uint32_t first : {0u, 1u, 63u, 64u, 65u, 127u, 128u, kNumUnits - 64, kNumUnits - 1})
    for (uint32_t len : {1u, 2u, 63u, 64u, 65u, 130u, kNumUnits})
      if (first + len <= kNumUnits) {
        CAPTURE(first);
        CAPTURE(len);
        RegUnits fast, slow;
        fast.set(5); // what was there stays
        slow.set(5);
        setRange(fast, first, first + len);
        for (uint32_t u = first; u < first + len; ++u)
          slow.set(u);
        CHECK(fast == slow);
        CHECK(anyInRange(fast, first, first + len));
        if (first > 6)
          CHECK(!anyInRange(fast, 6, first));
        // Removing the range from a full set leaves every other unit.
        fast.set();
        slow.set();
        resetRange(fast, first, first + len);
        for (uint32_t u = first; u < first + len; ++u)
          slow.reset(u);
        CHECK(fast == slow);
      }
}

TEST_CASE("def/use: a statement's runs added to and removed from a set a run at a time") {
  // setUnits/resetUnits against forEachUnit's unit-at-a-time answer, for
  // every set filter, on instructions with scalar, vector, tuple and
  // implicit (SCC, VCC, EXEC) operands, starting from a sparse set.
  const char* lines[] = {"s_add_u32 s4, s5, s6", "v_mov_b32 v7, v255",
                         "v_wmma_f32_16x16x32_f16 v[0:7], v[8:15], v[16:23], v[0:7]",
                         "s_and_saveexec_b64 s[10:11], vcc", "global_load_b128 v[40:43], v[2:3], off",
                         "v_add_co_u32 v1, vcc_lo, v2, v3"};
  for (const char* line : lines) {
    Parsed p(std::string(line) + "\n");
    REQUIRE(p.errors().empty());
    UnitRuns runs = defUseRuns(*p.instrs().at(0), MsbState{});
    REQUIRE(runs.begin() != runs.end());
    for (uint32_t sets = 1; sets < 8; ++sets) {
      CAPTURE(line);
      CAPTURE(sets);
      RegUnits start;
      for (uint32_t u = 0; u < kNumUnits; u += 37)
        start.set(u);
      RegUnits fast = start, slow = start;
      runs.setUnits(fast, sets);
      runs.forEachUnit(sets, [&](uint32_t u) { slow.set(u); });
      CHECK(fast == slow);
      runs.resetUnits(fast, sets);
      runs.forEachUnit(sets, [&](uint32_t u) { slow.reset(u); });
      CHECK(fast == slow);
    }
  }
}

TEST_CASE("def/use: setsMsb says which statements msbAfter does not pass through") {
  // Every kind: s_set_vgpr_msb (an immediate, an expression), a call, an
  // unknown instruction and data in code (fences), labels, directives,
  // comments, plain instructions.
  Parsed p(".text\n.set msbval, 0x41\nk:\n  s_set_vgpr_msb 0x41 // c\n  v_add_f32 v1, v2, v3\n"
           "  s_set_vgpr_msb msbval\n  s_swappc_b64 s[30:31], s[4:5]\nL1:\n  s_nop 0\n"
           "  v_unknown_op v1\n  .long 0x12345678\n  s_waitcnt_depctr 0xffe3\n  s_endpgm\n");
  const MsbState a{true, 0x41}, b{false, 0};
  int setters = 0, others = 0;
  for (const auto& f : p.module->functions)
    for (const auto& blk : f.blocks)
      for (const ir::Stmt& s : blk.stmts) {
        bool passes = msbAfter(s, a) == a && msbAfter(s, b) == b;
        CHECK(setsMsb(s) == !passes);
        (setsMsb(s) ? setters : others) += 1;
      }
  CHECK(setters == 5); // two s_set_vgpr_msb, the call, the unknown one, .long
  CHECK(others > 5);
}
