// Each rule of the hazard table with a minimal satisfied and a minimal
// violated sequence (the distances are the ones llc-22 inserts, see
// docs/hazards.md).
#include "analysis/hazard_facts.h"
#include "analysis/hazards.h"
#include "semantics/hw_operands.h"
#include "test_util.h"

#include <doctest/doctest.h>

#include <random>
#include <set>

using namespace silken;
using analysis::HazardContext;
using analysis::HazardKind;
using analysis::HazardRequirement;
using analysis::Means;
using test::Parsed;

namespace {

// The requirements of one kind in `text` (instructions only, one a line).
std::vector<HazardRequirement> of(HazardKind kind, const std::string& text,
                                  HazardContext ctx = {}) {
  Parsed p(text);
  REQUIRE(p.errors().empty());
  std::vector<HazardRequirement> out;
  for (const HazardRequirement& r : analysis::findHazards(p.instrs(), ctx))
    if (r.kind == kind)
      out.push_back(r);
  return out;
}

// Exactly one requirement of `kind`; its means.
Means only(HazardKind kind, const std::string& text, HazardContext ctx = {}) {
  std::vector<HazardRequirement> rs = of(kind, text, ctx);
  REQUIRE(rs.size() == 1);
  return rs[0].means;
}

const std::string kWmma = "v_wmma_f32_16x16x32_bf16 v[16:23], v[0:7], v[8:15], v[16:23]\n";
const std::string kNop = "v_nop\n";
std::string nops(int n) {
  std::string s;
  for (int i = 0; i < n; ++i)
    s += kNop;
  return s;
}

} // namespace

TEST_CASE("hazards: the table has one row per kind, in the reference's order") {
  REQUIRE(analysis::hazardRules().size() == size_t(analysis::kNumHazardKinds));
  CHECK(analysis::hazardRule(HazardKind::WmmaToValu).id == "H1");
  CHECK(analysis::hazardRule(HazardKind::ClauseBody).id == "H18");
  for (const analysis::HazardRule& r : analysis::hazardRules()) {
    CHECK(!r.name.empty());
    CHECK((r.confirmed == "llc-22" || r.confirmed == "reference" || r.confirmed == "elsewhere"));
  }
}

TEST_CASE("hazards H1: WMMA -> VALU needs 4 VALU slots (bf16), 8 (iu8)") {
  std::string raw = "v_add_f32 v30, v16, v31\n";
  std::vector<HazardRequirement> rs = of(HazardKind::WmmaToValu, kWmma + raw);
  REQUIRE(rs.size() == 1);
  CHECK(rs[0].producer == 0);
  CHECK(rs[0].consumer == 1);
  CHECK(rs[0].required == 4);
  CHECK(rs[0].provided == 0);
  CHECK(rs[0].means == Means::Unsatisfied);
  // Four v_nops (what llc-22 inserts) satisfy it; the nop is named.
  rs = of(HazardKind::WmmaToValu, kWmma + nops(4) + raw);
  REQUIRE(rs.size() == 1);
  CHECK(rs[0].means == Means::Fillers);
  CHECK(rs[0].by == 4);
  // Independent VALU count; s_nop does not.
  std::string indep = "v_add_f32 v40, v41, v42\n";
  CHECK(only(HazardKind::WmmaToValu, kWmma + indep + indep + indep + indep + raw) ==
        Means::Distance);
  CHECK(only(HazardKind::WmmaToValu, kWmma + "s_nop 7\n" + raw) == Means::Unsatisfied);
  // WAR on A and WAW on D count too; an unrelated VALU is no pair.
  CHECK(only(HazardKind::WmmaToValu, kWmma + "v_mov_b32 v0, 0\n") == Means::Unsatisfied);
  CHECK(only(HazardKind::WmmaToValu, kWmma + "v_mov_b32 v17, 0\n") == Means::Unsatisfied);
  CHECK(of(HazardKind::WmmaToValu, kWmma + indep).empty());
  // Five slots: no longer tight, not listed.
  CHECK(of(HazardKind::WmmaToValu, kWmma + nops(5) + raw).empty());
  std::string iu8 = "v_wmma_i32_16x16x64_iu8 v[16:23], v[0:7], v[8:15], v[16:23]\n";
  rs = of(HazardKind::WmmaToValu, iu8 + nops(7) + raw);
  REQUIRE(rs.size() == 1);
  CHECK(rs[0].required == 8);
  CHECK(rs[0].means == Means::Unsatisfied);
  CHECK(only(HazardKind::WmmaToValu, iu8 + nops(8) + raw) == Means::Fillers);
}

TEST_CASE("hazards H2/H3: WMMA D read as A needs 5 slots; as C none") {
  std::string readsA = "v_wmma_f32_16x16x32_bf16 v[24:31], v[16:23], v[8:15], v[24:31]\n";
  CHECK(only(HazardKind::WmmaToWmma, kWmma + readsA) == Means::Unsatisfied);
  CHECK(only(HazardKind::WmmaToWmma, kWmma + nops(4) + readsA) == Means::Unsatisfied);
  CHECK(only(HazardKind::WmmaToWmma, kWmma + nops(5) + readsA) == Means::Fillers);
  // The accumulate chain (D as C) is interlocked: nothing is listed.
  Parsed p(kWmma + kWmma);
  for (const HazardRequirement& r : analysis::findHazards(p.instrs(), {}))
    CHECK(r.kind != HazardKind::WmmaToWmma);
}

TEST_CASE("hazards H4/H4b/H4c: TRANS -> VALU / WMMA needs one VALU slot") {
  std::string rcp = "v_rcp_f32 v2, v1\n";
  CHECK(only(HazardKind::TransToValu, rcp + "v_mul_f32 v3, v4, v2\n") == Means::Unsatisfied);
  CHECK(only(HazardKind::TransToValu, rcp + kNop + "v_mul_f32 v3, v4, v2\n") == Means::Fillers);
  CHECK(only(HazardKind::TransToValu, rcp + "v_mov_b32 v9, 0\nv_mul_f32 v3, v4, v2\n") ==
        Means::Distance);
  // s_nop does not count (llc-22 still inserts a v_nop).
  CHECK(only(HazardKind::TransToValu, rcp + "s_nop 0\nv_mul_f32 v3, v4, v2\n") ==
        Means::Unsatisfied);
  // WAR: a VALU overwriting the TRANS source.
  CHECK(only(HazardKind::TransToValu, rcp + "v_mov_b32 v1, 0\n") == Means::Unsatisfied);
  // A pseudo-scalar TRANS: an SALU rewriting its SGPR does not clear it
  // (llc-22: v_s_rcp_f32 s2; s_mul_f32 s2; v_nop; VALU reading s2).
  std::string srcp = "v_s_rcp_f32 s2, s2\ns_mul_f32 s2, s2, s3\n";
  CHECK(only(HazardKind::TransToValu, srcp + "v_mov_b32 v1, s2\n") == Means::Unsatisfied);
  CHECK(only(HazardKind::TransToValu, srcp + kNop + "v_mov_b32 v1, s2\n") == Means::Fillers);
  // TRANS -> TRANS is only a stall.
  CHECK(of(HazardKind::TransToValu, rcp + "v_rcp_f32 v3, v2\n").empty());
  std::string wmmaReadsV0 = "v_rcp_f32 v0, v33\n" + kWmma;
  CHECK(only(HazardKind::TransToWmma, wmmaReadsV0) == Means::Unsatisfied);
  CHECK(only(HazardKind::TransToWmma, "v_rcp_f32 v0, v33\n" + kNop + kWmma) == Means::Fillers);
  std::string f64 = "v_fma_f64 v[0:1], v[40:41], v[42:43], v[44:45]\n";
  CHECK(only(HazardKind::DpToWmma, f64 + kWmma) == Means::Unsatisfied);
  CHECK(only(HazardKind::DpToWmma, f64 + kNop + kWmma) == Means::Fillers);
}

TEST_CASE("hazards H5: v_cmpx -> v_permlane needs a VALU that is not v_nop") {
  std::string cmpx = "v_cmpx_eq_u32 v1, v2\n";
  std::string perm = "v_permlane16_b32 v3, v4, s2, s3\n";
  CHECK(only(HazardKind::CmpxToPermlane, cmpx + perm) == Means::Unsatisfied);
  CHECK(only(HazardKind::CmpxToPermlane, cmpx + kNop + perm) == Means::Unsatisfied);
  CHECK(only(HazardKind::CmpxToPermlane, cmpx + "v_mov_b32 v4, v4\n" + perm) == Means::Distance);
}

TEST_CASE("hazards H6/H15: s_setreg of MODE") {
  std::string bit0 = "s_setreg_b32 hwreg(HW_REG_WAVE_MODE, 0, 1), s2\n";
  CHECK(only(HazardKind::SetregModeNops, bit0) == Means::Unsatisfied);
  CHECK(only(HazardKind::SetregModeNops, kNop + bit0) == Means::Unsatisfied);
  CHECK(only(HazardKind::SetregModeNops, nops(2) + bit0) == Means::Fillers);
  // LLVM 22 puts no v_nop before other MODE fields.
  CHECK(of(HazardKind::SetregModeNops, "s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 2, 2), 0\n")
            .empty());
  std::string msbField = "s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 0, 20), 0\n";
  CHECK(only(HazardKind::SetregModeMsb, msbField + "v_mov_b32 v1, v2\n") == Means::Unsatisfied);
  CHECK(only(HazardKind::SetregModeMsb, msbField + "s_set_vgpr_msb 0\n") == Means::Order);
  CHECK(of(HazardKind::SetregModeMsb, "s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1\n")
            .empty());
}

TEST_CASE("hazards H7: s_getreg of STATUS needs s_wait_alu 0 right before") {
  std::string get = "s_getreg_b32 s2, hwreg(HW_REG_WAVE_STATUS)\n";
  CHECK(only(HazardKind::GetregWaitIdle, get) == Means::Unsatisfied);
  CHECK(only(HazardKind::GetregWaitIdle, "s_wait_alu depctr_va_vdst(0)\n" + get) ==
        Means::Unsatisfied);
  CHECK(only(HazardKind::GetregWaitIdle, "s_wait_alu 0\n" + get) == Means::Wait);
  CHECK(of(HazardKind::GetregWaitIdle, "s_getreg_b32 s2, hwreg(HW_REG_WAVE_MODE)\n").empty());
}

TEST_CASE("hazards H8: the async barrier arrive needs vm_vsrc(0) around it") {
  std::string arrive = "ds_atomic_async_barrier_arrive_b64 v0\n";
  std::string w = "s_wait_alu depctr_vm_vsrc(0)\n";
  CHECK(only(HazardKind::AsyncBarrierArrive, w + arrive + w) == Means::Wait);
  std::vector<HazardRequirement> rs = of(HazardKind::AsyncBarrierArrive, w + arrive + "s_nop 0\n");
  REQUIRE(rs.size() == 1);
  CHECK(rs[0].provided == 1);
  CHECK(rs[0].means == Means::Unsatisfied);
}

TEST_CASE("hazards H9: an s102 write forwarded to src_flat_scratch_base_lo") {
  std::string use = "s_mov_b32 s2, src_flat_scratch_base_lo\n";
  CHECK(only(HazardKind::ScratchBaseForwarding, "s_mov_b32 s102, 0\n" + use) ==
        Means::Unsatisfied);
  CHECK(only(HazardKind::ScratchBaseForwarding,
             "s_mov_b32 s102, 0\ns_wait_alu depctr_sa_sdst(0) depctr_va_sdst(0)\n" + use) ==
        Means::Wait);
  // Expired after 10 SALU SGPR writes.
  std::string ten;
  for (int i = 0; i < 10; ++i)
    ten += "s_mov_b32 s3, 0\n";
  CHECK(of(HazardKind::ScratchBaseForwarding, "s_mov_b32 s102, 0\n" + ten + use).empty());
}

TEST_CASE("hazards H10: SMEM soft clauses") {
  std::string a = "s_load_b64 s[2:3], s[0:1], 0x0\n";
  std::string clobbers = "s_load_b64 s[0:1], s[4:5], 0x0\n";
  std::vector<HazardRequirement> rs = of(HazardKind::SmemSoftClause, a + clobbers);
  REQUIRE(rs.size() == 1);
  CHECK(rs[0].producer == 0);
  CHECK(rs[0].consumer == 1);
  CHECK(rs[0].means == Means::Unsatisfied);
  CHECK(only(HazardKind::SmemSoftClause, a + "s_nop 0\n" + clobbers) == Means::Fillers);
  CHECK(of(HazardKind::SmemSoftClause, a + "s_load_b64 s[6:7], s[4:5], 0x0\n").empty());
  // An SMEM overwriting its own address, in a run of two.
  CHECK(only(HazardKind::SmemSoftClause,
             "s_load_b64 s[0:1], s[0:1], 0x0\ns_load_b64 s[6:7], s[4:5], 0x0\n") ==
        Means::Unsatisfied);
  // Any other instruction between ends the run.
  CHECK(of(HazardKind::SmemSoftClause, a + "s_wait_kmcnt 0\n" + clobbers).empty());
}

TEST_CASE("hazards H12/H13: expert mode needs depctr waits") {
  HazardContext esm{{}, true};
  std::string adds = "v_add_nc_u32 v1, v10, v11\nv_add_nc_u32 v2, v10, v11\n"
                     "v_add_nc_u32 v3, v10, v11\n";
  std::string load = "ds_load_b32 v5, v1\n";
  // Off by default: the hardware interlocks.
  CHECK(of(HazardKind::ExpertValuToMemory, adds + load).empty());
  CHECK(only(HazardKind::ExpertValuToMemory, adds + load, esm) == Means::Unsatisfied);
  // Two younger writes of the same pipe: va_vdst(2) proves it (llc-22 m2),
  // va_vdst(3) does not.
  std::string w2 = "s_wait_alu depctr_va_vdst(2)\n";
  std::vector<HazardRequirement> rs = of(HazardKind::ExpertValuToMemory, adds + w2 + load, esm);
  REQUIRE(rs.size() == 1);
  CHECK(rs[0].means == Means::Wait);
  CHECK(rs[0].by == 3);
  CHECK(only(HazardKind::ExpertValuToMemory, adds + "s_wait_alu depctr_va_vdst(3)\n" + load,
             esm) == Means::Unsatisfied);
  // A TRANS in between is another pipe: it does not count.
  std::string mixed = "v_add_nc_u32 v1, v10, v11\nv_rcp_f32 v2, v11\n";
  CHECK(only(HazardKind::ExpertValuToMemory,
             mixed + "s_wait_alu depctr_va_vdst(1)\n" + load, esm) == Means::Unsatisfied);
  // An EXEC write between ends what may be counted.
  CHECK(only(HazardKind::ExpertValuToMemory,
             "v_add_nc_u32 v1, v10, v11\ns_mov_b32 exec_lo, s4\nv_add_nc_u32 v2, v10, v11\n"
             "s_wait_alu depctr_va_vdst(1)\n" + load,
             esm) == Means::Unsatisfied);
  // The SCHED_MODE write in the sequence switches the mode on.
  CHECK(only(HazardKind::ExpertValuToMemory,
             "s_setreg_imm32_b32 hwreg(HW_REG_WAVE_SCHED_MODE, 0, 2), 2\n" + adds + load) ==
        Means::Unsatisfied);
  // H13: three LDS reads, then a VALU overwrites the first one's address.
  std::string reads = "ds_load_b32 v5, v1\nds_load_b32 v6, v2\nds_load_b32 v7, v3\n";
  std::string over = "v_add_nc_u32 v1, v10, v11\n";
  CHECK(only(HazardKind::ExpertMemoryToValu, reads + over, esm) == Means::Unsatisfied);
  CHECK(only(HazardKind::ExpertMemoryToValu, reads + "s_wait_alu depctr_vm_vsrc(2)\n" + over,
             esm) == Means::Wait);
  CHECK(only(HazardKind::ExpertMemoryToValu, reads + "s_wait_dscnt 0\n" + over, esm) ==
        Means::Wait);
  CHECK(only(HazardKind::ExpertMemoryToValu, reads + "s_wait_alu depctr_vm_vsrc(3)\n" + over,
             esm) == Means::Unsatisfied);
}

TEST_CASE("hazards H16: VOPD halves write different registers") {
  // Y reading what X writes reads the old value: LLVM 22 emits such pairs.
  CHECK(only(HazardKind::VopdHalves,
             "v_dual_add_nc_u32 v5, 2, v5 :: v_dual_lshlrev_b32 v7, 2, v5\n") == Means::Order);
  CHECK(only(HazardKind::VopdHalves, "v_dual_mov_b32 v4, v1 :: v_dual_mov_b32 v5, v2\n") ==
        Means::Order);
}

TEST_CASE("hazards H18: s_clause bodies") {
  std::string two = "s_load_b32 s2, s[0:1], 0x0\ns_load_b32 s3, s[0:1], 0x4\n";
  CHECK(only(HazardKind::ClauseBody, "s_clause 0x1\n" + two) == Means::Order);
  CHECK(only(HazardKind::ClauseBody,
             "s_clause 0x1\ns_load_b32 s2, s[0:1], 0x0\nv_mov_b32 v0, 0\ns_load_b32 s3, s[0:1], "
             "0x4\n") == Means::Unsatisfied);
  CHECK(only(HazardKind::ClauseBody, "s_clause 0x1\ns_load_b32 s2, s[0:1], 0x0\n"
                                     "global_load_b32 v1, v0, s[0:1]\ns_nop 0\n") ==
        Means::Unsatisfied);
  // The s_nop between SMEM members is not counted (LLVM 22, scalar_args).
  CHECK(only(HazardKind::ClauseBody, "s_clause 0x2\n" + two + "s_nop 0\n" +
                                         "s_load_b32 s4, s[0:1], 0x8\n") == Means::Order);
  // s_set_vgpr_msb may sit inside (LLVM 22 counts it), not first.
  CHECK(only(HazardKind::ClauseBody, "s_clause 0x2\nglobal_load_b32 v1, v0, s[0:1]\n"
                                     "s_set_vgpr_msb 0x40\nglobal_load_b32 v1, v0, s[0:1]\n") ==
        Means::Order);
  CHECK(only(HazardKind::ClauseBody, "s_clause 0x1\ns_set_vgpr_msb 0x40\n"
                                     "global_load_b32 v1, v0, s[0:1]\ns_nop 0\n") ==
        Means::Unsatisfied);
}

TEST_CASE("hazards: expert mode and block hazards of a function") {
  Parsed p(".text\nk:\n  s_setreg_imm32_b32 hwreg(HW_REG_WAVE_SCHED_MODE, 0, 2), 2\n"
           "  s_branch .L1\n.L1:\n  v_add_nc_u32 v1, v10, v11\n  ds_load_b32 v5, v1\n"
           "  s_endpgm\n");
  REQUIRE(p.errors().empty());
  const ir::Function& fn = p.module->functions.back();
  std::vector<std::vector<HazardRequirement>> blocks = analysis::findBlockHazards(fn);
  size_t violations = 0;
  for (const auto& b : blocks)
    for (const HazardRequirement& r : b)
      violations += !r.satisfied() && r.kind == HazardKind::ExpertValuToMemory;
  CHECK(violations == 1);
  CHECK(analysis::meansName(Means::Fillers) == "fillers");
}

TEST_CASE("hazards: s_wait_alu, hwreg and SCHED_MODE operands") {
  Parsed p("s_wait_alu 0xfffd\ns_wait_alu depctr_va_vdst(14) depctr_vm_vsrc(6)\n"
           "s_setreg_IMM32_b32 hwreg(26,0,2), 2\ns_setreg_imm32_b32 hwreg(26,4,1), 1\n"
           "s_setreg_imm32_b32 hwreg(HW_REG_WAVE_SCHED_MODE, 0, 1), 0\n"
           "s_getreg_b32 s0, hwreg(HW_REG_WAVE_STATUS)\ns_setreg_b32 hwreg(26, 0, 2), s1\n");
  REQUIRE(p.errors().empty());
  std::optional<isa::DepctrWait> vcc = isa::decodeDepctr(p.inst(0));
  REQUIRE(vcc);
  CHECK(vcc->vaVcc == 0);
  CHECK(vcc->vaVdst == 15);
  std::optional<isa::DepctrWait> named = isa::decodeDepctr(p.inst(1));
  REQUIRE(named);
  CHECK(named->vaVdst == 14);
  CHECK(named->vmVsrc == 6);
  CHECK(named->saSdst == 1);
  std::optional<isa::HwRegField> sched = isa::decodeHwreg(p.inst(2));
  REQUIRE(sched);
  CHECK(sched->id == isa::kHwRegSchedMode);
  CHECK(sched->size == 2);
  CHECK(isa::decodeHwreg(p.inst(5))->id == isa::kHwRegStatus);
  CHECK(!isa::decodeDepctr(p.inst(2)));
  // Mode 2 on; another SCHED_MODE field leaves it; bit 0 alone keeps bit 1.
  CHECK(analysis::expertModeAfter(p.inst(2), false));
  CHECK(analysis::expertModeAfter(p.inst(3), true));
  CHECK(!analysis::expertModeAfter(p.inst(3), false));
  CHECK(analysis::expertModeAfter(p.inst(4), true));
  CHECK(!analysis::expertModeAfter(p.inst(4), false));
  // A value from an SGPR: assumed on.
  CHECK(analysis::expertModeAfter(p.inst(6), false));
}

TEST_CASE("hazard facts memo: facts kept across sequences give a fresh walk's requirements") {
  // The schedule pass keeps one memo for all the windows and trial orders
  // it checks: the same instructions in other orders, other neighbours and
  // under other MSB states and expert modes must find what a walk with
  // nothing kept finds.
  Parsed p("v_wmma_f32_16x16x32_bf16 v[16:23], v[0:7], v[8:15], v[16:23]\n"
           "v_add_f32 v16, v1, v2\n"
           "v_exp_f32 v3, v4\n"
           "v_add_f32 v5, v3, v3\n"
           "v_cmpx_eq_u32 v1, v2\n"
           "v_permlane16_b32 v3, v4, s2, s3\n"
           "v_dual_add_nc_u32 v5, 2, v5 :: v_dual_lshlrev_b32 v7, 2, v5\n"
           "global_load_b32 v9, v[10:11], off\n"
           "s_wait_alu depctr_va_vdst(1)\n"
           "ds_load_b32 v12, v13\n"
           "v_mov_b32 v13, v9\n"
           "s_setreg_imm32_b32 hwreg(HW_REG_WAVE_SCHED_MODE, 0, 2), 2\n"
           "v_nop\n"
           "s_set_vgpr_msb 0x41\n"
           "v_add_f32 v20, v16, v17\n");
  REQUIRE(p.errors().empty());
  const std::vector<const ir::Stmt*> all = p.instrs();
  analysis::hazard_detail::FactsMemo memo;
  uint64_t seed = 99;
  auto next = [&](uint32_t bound) {
    seed = seed * 6364136223846793005ull + 1442695040888963407ull;
    return uint32_t(seed >> 33) % bound;
  };
  const isa::MsbState states[] = {{true, 0}, {true, 0x41}, {false, 0}};
  for (int trial = 0; trial < 300; ++trial) {
    std::vector<const ir::Stmt*> seq;
    for (uint32_t n = 1 + next(12); seq.size() < n;)
      seq.push_back(all[next(uint32_t(all.size()))]);
    HazardContext ctx{states[next(3)], next(2) == 0};
    std::vector<HazardRequirement> kept = analysis::hazard_detail::findHazards(seq, ctx, memo),
                                   fresh = analysis::findHazards(seq, ctx);
    REQUIRE(kept.size() == fresh.size());
    for (size_t k = 0; k < kept.size(); ++k) {
      CHECK(kept[k].kind == fresh[k].kind);
      CHECK(kept[k].producer == fresh[k].producer);
      CHECK(kept[k].consumer == fresh[k].consumer);
      CHECK(kept[k].provided == fresh[k].provided);
      CHECK(kept[k].means == fresh[k].means);
      CHECK(kept[k].by == fresh[k].by);
    }
  }
}

TEST_CASE("hazard facts: an instruction's runs answer as its two sets (EXEC and MSB cut out)") {
  using analysis::hazard_detail::FactRegs;
  constexpr uint32_t kR = isa::UnitRuns::kReads, kW = isa::UnitRuns::kWrites;
  std::mt19937 rng(11);
  auto randomRuns = [&](unsigned count) {
    std::vector<uint32_t> runs;
    for (unsigned i = 0; i < count; ++i) {
      // Half of them near the special units (VCC, EXEC, M0, SCC, MSB).
      uint32_t first = rng() % 2 ? rng() % isa::kNumUnits
                                 : isa::kVccLoUnit + rng() % (isa::kNumUnits - isa::kVccLoUnit);
      uint32_t end = std::min<uint32_t>(isa::kNumUnits, first + 1 + rng() % 40);
      runs.push_back(isa::UnitRuns::pack(first, end, 1 + rng() % 7)); // kills too
    }
    return runs;
  };
  auto randomSet = [&] {
    isa::RegUnits u;
    for (int i = 0; i < 6; ++i)
      u.set(rng() % isa::kNumUnits);
    return u;
  };
  for (int trial = 0; trial < 300; ++trial) {
    std::vector<uint32_t> a = randomRuns(1 + rng() % 5), b = randomRuns(1 + rng() % 5);
    isa::UnitRuns duA = isa::UnitRuns::of(a.data(), uint32_t(a.size()), false);
    isa::UnitRuns duB = isa::UnitRuns::of(b.data(), uint32_t(b.size()), false);
    FactRegs runsA, runsB;
    bool fits = true;
    for (uint32_t run : duA)
      fits = fits && runsA.add(run);
    for (uint32_t run : duB)
      fits = fits && runsB.add(run);
    REQUIRE(fits); // at most 5 runs, each cut in two at most
    const FactRegs::Sets setsA = FactRegs::setsOf(duA), setsB = FactRegs::setsOf(duB);
    FactRegs denseA, denseB;
    denseA.dense = &setsA;
    denseB.dense = &setsB;
    for (uint32_t set : {kR, kW}) {
      const isa::RegUnits& want = set == kR ? setsA.reads : setsA.writes;
      for (const FactRegs* r : {&runsA, &denseA}) {
        isa::RegUnits got;
        r->addTo(set, got);
        CHECK(got == want);
        std::set<uint32_t> vgprs;
        r->forEachVgpr(set, [&](uint32_t u) { vgprs.insert(u); });
        std::set<uint32_t> wantVgprs;
        for (uint32_t u = 0; u < isa::kNumVgprUnits; ++u)
          if (want.test(u))
            wantVgprs.insert(u);
        CHECK(vgprs == wantVgprs);
        CHECK(r->anyVgpr(set) == !wantVgprs.empty());
        isa::RegUnits other = randomSet();
        CHECK(r->intersects(set, other) == (want & other).any());
        uint32_t first = rng() % isa::kNumUnits, end = first + 1 + rng() % 64;
        end = std::min(end, isa::kNumUnits);
        CHECK(r->anyIn(set, first, end) == isa::anyInRange(want, first, end));
        for (uint32_t otherSet : {kR, kW}) {
          const isa::RegUnits& wantB = otherSet == kR ? setsB.reads : setsB.writes;
          for (const FactRegs* o : {&runsB, &denseB})
            CHECK(r->intersects(set, *o, otherSet) == (want & wantB).any());
        }
      }
    }
    for (uint32_t u : {isa::kExecLoUnit, isa::kExecHiUnit, isa::kMsbUnit})
      CHECK(!runsA.anyIn(kR | kW, u, u + 1));
  }
  // More runs than fit: add says so (collectFacts keeps the sets then).
  FactRegs full;
  bool fits = true;
  for (uint32_t i = 0; i <= FactRegs::kRuns; ++i)
    fits = fits && full.add(isa::UnitRuns::pack(2 * i, 2 * i + 1, kR));
  CHECK(!fits);
}
