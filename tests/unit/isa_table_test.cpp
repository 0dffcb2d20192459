#include "isa/instr_info.h"
#include "semantics/inst_facts.h"
#include "test_util.h"

#include <doctest/doctest.h>

using namespace silken;
using namespace silken::isa;

namespace {

const InstrInfo& info(std::string_view name) { return instrInfo(lookupMnemonic(name)); }

} // namespace

TEST_CASE("isa table: classes of each family") {
  CHECK(info("s_add_u32").cls == InstrClass::Salu);
  CHECK(info("v_add_f32_e32").cls == InstrClass::Valu);
  CHECK(info("v_exp_f32").cls == InstrClass::Trans);
  CHECK(info("v_wmma_f32_16x16x32_bf16").cls == InstrClass::Wmma);
  CHECK(info("v_dual_mov_b32").cls == InstrClass::Vopd);
  CHECK(info("s_load_b64").cls == InstrClass::Smem);
  CHECK(info("global_load_b128").cls == InstrClass::VmemLoad);
  CHECK(info("buffer_store_b32").cls == InstrClass::VmemStore);
  CHECK(info("global_atomic_add_u32").cls == InstrClass::VmemAtomic);
  CHECK(info("flat_load_b32").cls == InstrClass::Flat);
  CHECK(info("scratch_store_b32").cls == InstrClass::Scratch);
  CHECK(info("ds_load_b128").cls == InstrClass::DsLoad);
  CHECK(info("ds_read_b128").cls == InstrClass::DsLoad); // alias
  CHECK(info("ds_store_b32").cls == InstrClass::DsStore);
  CHECK(info("ds_add_u32").cls == InstrClass::DsAtomic);
  CHECK(info("ds_add_rtn_u32").defs == 1);
  CHECK(info("tensor_load_to_lds").cls == InstrClass::Tensor);
  CHECK(info("global_load_async_to_lds_b128").cls == InstrClass::AsyncLds);
  CHECK(info("s_cbranch_scc1").cls == InstrClass::Branch);
  CHECK(info("s_barrier_signal").cls == InstrClass::Barrier);
  CHECK(info("s_wait_loadcnt").cls == InstrClass::Wait);
  CHECK(info("s_sendmsg").cls == InstrClass::Message);
  CHECK(info("s_set_vgpr_msb").cls == InstrClass::Control);
  CHECK(info("s_nop").cls == InstrClass::Hint);
  CHECK_FALSE(instrInfo(kUnknownMnemonic).known());
}

TEST_CASE("isa table: counters") {
  CHECK(info("global_load_b32").counters == (kLoadCnt | kXCnt));
  CHECK(info("global_store_b32").counters == (kStoreCnt | kXCnt));
  CHECK(info("flat_load_b32").counters == (kLoadCnt | kDsCnt | kXCnt));
  CHECK(info("ds_load_b32").counters == kDsCnt);
  CHECK(info("s_load_b32").counters == (kKmCnt | kXCnt));
  CHECK(info("s_barrier_signal_isfirst").counters == kKmCnt);
  CHECK(info("tensor_load_to_lds").counters == kTensorCnt);
  CHECK(info("global_load_async_to_lds_b32").counters == kAsyncCnt);
  CHECK(info("v_add_f32").counters == 0);
}

TEST_CASE("isa table: atomics count and write by th:") {
  test::Parsed p("global_atomic_add_u32 v1, v2, s[0:1]\n"
                 "global_atomic_add_u32 v0, v1, v2, s[0:1] th:TH_ATOMIC_RETURN\n");
  REQUIRE(p.errors().empty());
  CHECK(countersOf(p.inst(0)) == (kStoreCnt | kXCnt));
  CHECK(defsOf(p.inst(0)) == 0);
  CHECK_FALSE(returnsData(p.inst(0)));
  CHECK(countersOf(p.inst(1)) == (kLoadCnt | kXCnt));
  CHECK(defsOf(p.inst(1)) == 1);
  CHECK(returnsData(p.inst(1)));
}

TEST_CASE("isa table: implicit registers and flags") {
  CHECK(info("s_cmp_eq_u32").implicitDefs == kImplicitScc);
  CHECK(info("s_cmp_eq_u32").defs == 0);
  CHECK(info("s_add_u32").implicitDefs == kImplicitScc);
  CHECK(info("s_mov_b32").implicitDefs == 0);
  CHECK(info("s_mul_i32").implicitDefs == 0);
  CHECK(info("s_cselect_b32").implicitUses == kImplicitScc);
  CHECK(info("s_addc_u32").implicitUses == kImplicitScc);
  CHECK(info("s_and_saveexec_b32").implicitDefs == (kImplicitScc | kImplicitExec));
  CHECK(info("v_cmpx_eq_u32").implicitDefs == kImplicitExec);
  CHECK(info("s_cbranch_vccz").implicitUses == kImplicitVcc);
  CHECK(info("s_set_vgpr_msb").implicitDefs == kImplicitMsb);
  CHECK(info("v_fmac_f32").has(kDstRead));
  CHECK(info("s_branch").has(kTerminator));
  CHECK(info("s_wait_dscnt").has(kWait));
  CHECK(info("s_barrier_wait").has(kBarrier));
  CHECK(info("s_clause").has(kClause));
  CHECK(info("s_swappc_b64").has(kCall));
  CHECK(info("global_load_b32").has(kMayLoad));
  CHECK(info("global_store_b32").has(kMayStore));
}

TEST_CASE("isa table: timing from llvm-mca") {
  CHECK(info("v_add_f32").latency == 5);
  CHECK(info("v_exp_f32").latency == 7);
  CHECK(info("v_mul_lo_u32").latency == 11);
  CHECK(info("v_wmma_f32_16x16x32_f16").latency == 8);
  CHECK(info("v_wmma_f32_16x16x32_f16").issue == 8);
  CHECK(info("s_load_b32").latency == 20);
  CHECK(info("ds_load_b128").latency == 20);
  CHECK(info("global_load_b128").latency == 320);
  CHECK(info("s_add_u32").latency == 2);
}

TEST_CASE("isa table: every canonical mnemonic has a row") {
  // The table must not leave a gfx1250 mnemonic unclassified (a fence).
  std::vector<std::string_view> missing;
  for (size_t i = 0; i < allMnemonics().size(); ++i)
    if (!instrInfo(MnemonicId(i)).known())
      missing.push_back(allMnemonics()[i]);
  CHECK(missing.empty());
}

TEST_CASE("isa table: exact rows sorted and unique, every family compiles") {
  std::string problem;
  CHECK(tableIsWellFormed(&problem));
  CHECK(problem.empty());
}

TEST_CASE("isa table: the pre-resolved classification matches the patterns") {
  std::string problem;
  CHECK(classificationIsCurrent(&problem));
  CHECK(problem.empty());
  CHECK(suffixTableSorted());
}

TEST_CASE("isa table: what writes MODE is an ordering point (LLVM 22: implicit-def $mode)") {
  // silken has no MODE unit; the float instructions that read it must not
  // move across these (scripts/check_isa_defuse.py checks the corpus ones).
  for (const char* name : {"s_round_mode", "s_denorm_mode", "s_setreg_b32", "s_setreg_imm32_b32"})
    CHECK_MESSAGE(info(name).has(kSideEffect), name);
}
