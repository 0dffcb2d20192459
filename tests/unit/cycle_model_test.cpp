#include "analysis/cycle_model.h"
#include "test_util.h"

#include <doctest/doctest.h>

using namespace silken;
using analysis::CycleEstimate;
using analysis::CycleOptions;
using test::Parsed;

namespace {

CycleEstimate estimate(const std::string& text, CycleOptions o = {}) {
  o.issueTimes = true;
  Parsed p(text);
  REQUIRE(p.errors().empty());
  return analysis::estimateCycles(p.instrs(), o);
}

std::vector<uint32_t> issue(const std::string& text, CycleOptions o = {}) {
  return estimate(text, o).issue;
}

} // namespace

TEST_CASE("cycle model: independent instructions issue one per cycle") {
  CycleEstimate e = estimate("v_add_f32 v1, v2, v3\nv_add_f32 v4, v5, v6\ns_add_u32 s0, s1, s2\n");
  CHECK(e.issue == std::vector<uint32_t>{0, 1, 2});
  CHECK(e.cycles == 3);
  CHECK(e.instructions == 3);
  CHECK(e.drained == 6); // the second VALU result is ready at 1 + 5
}

TEST_CASE("cycle model: a consumer waits for its producer's latency") {
  // VALU 5, SALU 2, TRANS 7, DS 20 (the ISA table's latencies).
  CHECK(issue("v_add_f32 v1, v2, v3\nv_add_f32 v4, v1, v1\n") == std::vector<uint32_t>{0, 5});
  CHECK(issue("s_add_u32 s0, s1, s2\ns_add_u32 s3, s0, 1\n") == std::vector<uint32_t>{0, 2});
  CHECK(issue("v_exp_f32 v1, v2\nv_add_f32 v3, v1, v1\n") == std::vector<uint32_t>{0, 7});
  CHECK(issue("ds_load_b32 v1, v2\nv_add_f32 v3, v1, v1\n") == std::vector<uint32_t>{0, 20});
  // In-order issue: an independent instruction behind a stalled one waits.
  CHECK(issue("v_add_f32 v1, v2, v3\nv_add_f32 v4, v1, v1\nv_add_f32 v5, v6, v7\n") ==
        std::vector<uint32_t>{0, 5, 6});
}

TEST_CASE("cycle model: s_nop N costs N+1, s_delay_alu nothing, v_nop one cycle") {
  CHECK(issue("s_nop 3\ns_add_u32 s0, s1, s2\n") == std::vector<uint32_t>{0, 4});
  CHECK(issue("s_delay_alu instid0(VALU_DEP_1)\ns_add_u32 s0, s1, s2\n") ==
        std::vector<uint32_t>{0, 0});
  CHECK(issue("v_nop\nv_nop\ns_add_u32 s0, s1, s2\n") == std::vector<uint32_t>{0, 1, 2});
  // A trailing s_nop's cost counts in the total.
  CHECK(estimate("s_nop 7\n").cycles == 8);
}

TEST_CASE("cycle model: waits wait for the memory operations they name") {
  // loadcnt 1 lets the younger load remain: only the first must be done.
  CHECK(issue("global_load_b32 v1, v0, s[0:1]\nglobal_load_b32 v2, v0, s[0:1]\n"
              "s_wait_loadcnt 1\ns_add_u32 s0, s1, s2\n") ==
        std::vector<uint32_t>{0, 1, 320, 321});
  CHECK(issue("global_load_b32 v1, v0, s[0:1]\nglobal_load_b32 v2, v0, s[0:1]\n"
              "s_wait_loadcnt 0\n")
            .back() == 321);
  // A wait on another counter does not wait for the load.
  CHECK(issue("global_load_b32 v1, v0, s[0:1]\ns_wait_dscnt 0\n") ==
        std::vector<uint32_t>{0, 1});
  CHECK(issue("ds_load_b32 v1, v0\ns_wait_dscnt 0\n") == std::vector<uint32_t>{0, 20});
  // A wait for something issued before the sequence costs one cycle.
  CHECK(issue("s_wait_kmcnt 0\ns_nop 0\n") == std::vector<uint32_t>{0, 1});
  // depctr va_vdst(0): every VALU write of a VGPR has completed.
  CHECK(issue("v_add_f32 v1, v2, v3\ns_wait_alu depctr_va_vdst(0)\n") ==
        std::vector<uint32_t>{0, 5});
  CHECK(issue("v_add_f32 v1, v2, v3\nv_add_f32 v4, v2, v3\ns_wait_alu depctr_va_vdst(1)\n") ==
        std::vector<uint32_t>{0, 1, 5});
}

TEST_CASE("cycle model: WMMA occupancy and its co-execution window") {
  // bf16 16x16x32: XDL busy 8 cycles; window 0EIIEEIIV lets VALU issue in
  // cycles 2, 3, 6 and 7 only.
  std::string wmma = "v_wmma_f32_16x16x32_bf16 v[0:7], v[8:15], v[16:23], v[0:7]\n";
  CHECK(issue(wmma + wmma) == std::vector<uint32_t>{0, 8});
  CHECK(issue(wmma + "v_add_f32 v30, v31, v32\nv_add_f32 v33, v31, v32\n"
                     "v_add_f32 v34, v31, v32\n") == std::vector<uint32_t>{0, 2, 3, 6});
  // SALU and memory may issue in E cycles.
  CHECK(issue(wmma + "s_add_u32 s0, s1, s2\nds_load_b32 v40, v41\n") ==
        std::vector<uint32_t>{0, 1, 2});
  // A VALU reading D waits for the WMMA's latency (8), then for the end of
  // the window: stage 8 (V) takes no VALU.
  CHECK(issue(wmma + "v_add_f32 v30, v0, v1\n") == std::vector<uint32_t>{0, 9});
  // Without co-issue a VALU waits for the window to close.
  CycleOptions noCoissue;
  noCoissue.wmmaCoissue = false;
  CHECK(issue(wmma + "v_add_f32 v30, v31, v32\n", noCoissue) == std::vector<uint32_t>{0, 9});
  // iu8: 16 cycles of occupancy.
  CHECK(issue("v_wmma_i32_16x16x64_iu8 v[0:7], v[8:15], v[16:23], v[0:7]\n"
              "v_wmma_i32_16x16x64_iu8 v[0:7], v[8:15], v[16:23], v[0:7]\n") ==
        std::vector<uint32_t>{0, 16});
}

TEST_CASE("cycle model: VOPD issues in one VALU slot, v_swap occupies two") {
  CHECK(issue("v_dual_mov_b32 v1, v2 :: v_dual_mov_b32 v4, v5\nv_add_f32 v6, v7, v8\n") ==
        std::vector<uint32_t>{0, 1});
  CHECK(issue("v_swap_b32 v1, v2\nv_add_f32 v6, v7, v8\n") == std::vector<uint32_t>{0, 2});
}

TEST_CASE("cycle model: s_set_vgpr_msb renames the registers RAW follows") {
  // v1 under dst MSB 1 is v257: the consumer of v1 in window 0 is independent.
  CHECK(issue("s_set_vgpr_msb 0x40\nv_add_f32 v1, v2, v3\ns_set_vgpr_msb 0\n"
              "v_add_f32 v4, v1, v1\n") == std::vector<uint32_t>{0, 1, 2, 3});
  CHECK(issue("s_set_vgpr_msb 0x41\nv_add_f32 v1, v2, v3\nv_add_f32 v4, v1, v1\n") ==
        std::vector<uint32_t>{0, 1, 6});
}

TEST_CASE("cycle model: the mca view replays llvm-mca-22's simplifications") {
  CycleOptions mca;
  mca.mcaView = true;
  // In-order completion: the SALU after a WMMA completes after the WMMA
  // (llvm-mca-22: v_wmma at 0, s_add at 6).
  std::string wmma = "v_wmma_f32_16x16x32_bf16 v[0:7], v[8:15], v[16:23], v[0:7]\n";
  CHECK(issue(wmma + "s_add_u32 s0, s1, s2\n", mca) == std::vector<uint32_t>{0, 6});
  // s_nop N is one cycle; VOPD two micro-ops.
  CHECK(issue("s_nop 7\ns_nop 0\n", mca) == std::vector<uint32_t>{0, 1});
  CHECK(issue("v_dual_mov_b32 v1, v2 :: v_dual_mov_b32 v4, v5\nv_add_f32 v6, v7, v8\n", mca) ==
        std::vector<uint32_t>{0, 2});
  // Waits do not wait; async LDS transfers follow one another.
  CHECK(issue("ds_load_b32 v1, v0\ns_wait_dscnt 0\n", mca) == std::vector<uint32_t>{0, 18});
  CHECK(issue("global_load_async_to_lds_b32 v1, v5, s[0:1]\n"
              "global_load_async_to_lds_b32 v2, v6, s[2:3]\n",
              mca) == std::vector<uint32_t>{0, 320});
}

TEST_CASE("cycle model: latency overrides and per-block estimates") {
  CycleOptions slowLds;
  slowLds.latency[size_t(isa::InstrClass::DsLoad)] = 56;
  CHECK(issue("ds_load_b32 v1, v2\nv_add_f32 v3, v1, v1\n", slowLds) ==
        std::vector<uint32_t>{0, 56});
  Parsed p(".text\nk:\n  v_add_f32 v1, v2, v3\n  s_branch .L1\n.L1:\n  v_add_f32 v4, v1, v1\n"
           "  s_endpgm\n");
  REQUIRE(p.errors().empty());
  const ir::Function& fn = p.module->functions.back();
  std::vector<CycleEstimate> blocks = analysis::estimateBlockCycles(fn, {});
  REQUIRE(blocks.size() == fn.blocks.size());
  uint32_t total = 0, instructions = 0;
  for (const CycleEstimate& b : blocks) {
    total += b.cycles;
    instructions += b.instructions;
  }
  // Each block on its own: nothing in flight at its entry.
  CHECK(instructions == 4);
  CHECK(total == 4);
  CHECK(estimate("").cycles == 0);
}
