// The def/use an instruction keeps (ir::DefUseMemo, isa::UnitRuns): an
// answer read back from the memo is the answer a fresh instruction gives,
// whatever MSB states were asked before and in whatever order; the runs
// are what the bit sets say.
#include "semantics/def_use.h"
#include "isa/mnemonics.h"
#include "semantics/def_use_compute.h"
#include "test_util.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

using namespace silken;
using namespace silken::isa;
using test::Parsed;

namespace {

// One of each shape def/use knows: SALU with SCC, VALU and its halves,
// VOPD, WMMA, loads, stores, atomics, DPP, the window setter, a movrel and
// an unknown mnemonic (fences), a call, data in code.
const char* const kInstructions[] = {
    "s_add_u32 s0, s1, 4",
    "s_cselect_b32 s3, s4, s5",
    "s_mov_b64 exec, s[4:5]",
    "v_add_f32_e32 v1, v2, v3",
    "v_add_f16 v1.l, v2.h, v3.l",
    "v_fmac_f32 v4, v5, v6",
    "v_add_co_u32 v7, vcc_lo, v8, v9",
    "v_cmpx_eq_u32 v1, v2",
    "v_dual_mov_b32 v0, v1 :: v_dual_add_f32 v2, v3, v4",
    "v_wmma_f32_16x16x32_f16 v[0:7], v[8:15], v[16:23], v[24:31]",
    "global_load_b128 v[0:3], v[4:5], off",
    "global_store_b64 v[0:1], v[2:3], off offset:16",
    "global_atomic_add_u32 v0, v1, v[2:3], off th:TH_ATOMIC_RETURN",
    "ds_load_b64 v[2:3], v1 offset:8",
    "s_load_b128 s[4:7], s[0:1], 0x10",
    "v_mov_b32_dpp v0, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
    "s_set_vgpr_msb 0x41",
    "v_movrels_b32 v0, v1",
    "v_not_an_instruction v0, v1",
    "s_swappc_b64 s[30:31], s[4:5]",
    "s_waitcnt_vscnt null, 0x0",
    "s_nop 3",
};

const MsbState kStates[] = {
    {true, 0}, {true, 0x40}, {false, 0}, {true, 0xff}, {true, 0x15}, {true, 0},
};

bool same(const DefUse& a, const DefUse& b) {
  return a.fence == b.fence && a.reads == b.reads && a.writes == b.writes && a.kills == b.kills;
}

// The answer of an instruction nobody asked before.
DefUse fresh(const std::string& text, MsbState msb) {
  Parsed p(".text\n" + text + "\n");
  return defUse(*p.instrs().at(0), msb);
}

void checkRuns(const UnitRuns& runs, const DefUse& du) {
  DefUse back;
  runs.addTo(back);
  CHECK(same(back, du));
  CHECK(runs.fence() == du.fence);
  uint32_t at = 0;
  for (uint32_t run : runs) {
    CHECK(UnitRuns::first(run) >= at); // in unit order, disjoint
    CHECK(UnitRuns::end(run) > UnitRuns::first(run));
    at = UnitRuns::end(run);
  }
  size_t reads = 0;
  runs.forEachUnit(UnitRuns::kReads, [&](uint32_t u) {
    CHECK(du.reads.test(u));
    ++reads;
  });
  CHECK(reads == du.reads.count());
  CHECK(runs.any(UnitRuns::kWrites) == du.writes.any());
  CHECK(runs.writesExec() == (du.writes.test(kExecLoUnit) || du.writes.test(kExecHiUnit)));
  for (uint32_t first : {0u, 7u, 511u, kSgprUnitBase, kVccLoUnit})
    for (uint32_t width : {1u, 2u, 40u}) {
      bool any = false;
      for (uint32_t u = first; u < first + width && u < kNumUnits; ++u)
        any |= du.writes.test(u);
      CHECK(runs.overlaps(first, first + width, UnitRuns::kWrites) == any);
    }
}

} // namespace

TEST_CASE("def/use memo: every answer is the fresh one, in any order of MSB states") {
  for (const char* text : kInstructions) {
    CAPTURE(text);
    Parsed p(std::string(".text\n") + text + "\n");
    REQUIRE(p.instrs().size() == 1);
    const ir::Stmt& s = *p.instrs()[0];
    for (int pass = 0; pass < 2; ++pass) // the second pass reads the memo
      for (MsbState msb : kStates) {
        CAPTURE(int(msb.bits));
        DefUse want = fresh(text, msb);
        CHECK(same(defUse(s, msb), want));
        checkRuns(defUseRuns(s, msb), want);
      }
    // Backwards too: each slot is overwritten by a state asked later.
    for (int i = int(std::size(kStates)) - 1; i >= 0; --i)
      CHECK(same(defUse(s, kStates[i]), fresh(text, kStates[i])));
  }
}

TEST_CASE("def/use runs straight from the operands are the runs of the sets") {
  // The memo's runs come from operand ranges, the sets from the same
  // ranges set as bits: over random instructions (every mnemonic, register
  // files, halves, tuples, VOPD pairs) and MSB states, the runs must be
  // exactly the maximal runs of the sets, and too many exactly when the
  // sets have more than an instruction keeps.
  std::mt19937 rng(1250);
  const auto& names = allMnemonics();
  auto pick = [&](std::initializer_list<const char*> xs) {
    return std::string(xs.begin()[rng() % xs.size()]);
  };
  auto operand = [&]() -> std::string {
    switch (rng() % 9) {
    case 0: return "v" + std::to_string(rng() % 256) + pick({"", "", ".l", ".h"});
    case 1: {
      unsigned lo = rng() % 250, w = 1 + rng() % 8;
      return "v[" + std::to_string(lo) + ":" + std::to_string(lo + w - 1) + "]";
    }
    case 2: return "s" + std::to_string(rng() % 106);
    case 3: {
      unsigned lo = 2 * (rng() % 50);
      return "s[" + std::to_string(lo) + ":" + std::to_string(lo + 1 + 2 * (rng() % 2)) + "]";
    }
    case 4: return pick({"vcc", "vcc_lo", "exec", "exec_lo", "exec_hi", "m0", "scc", "ttmp3"});
    case 5:
      return "ttmp[" + std::to_string(rng() % 12) + ":" + std::to_string(12 + rng() % 4) + "]";
    case 6: return std::to_string(rng() % 100);
    case 7: return "v[254:257]";
    default: return "off";
    }
  };
  const MsbState states[] = {{true, 0}, {true, 0x40}, {false, 0}, {true, 0xff}, {true, 0x9c}};
  int compared = 0, tooMany = 0;
  for (int round = 0; round < 2500; ++round) {
    std::string text(names[rng() % names.size()]);
    for (unsigned i = 0, n = rng() % 5; i < n; ++i)
      text += (i ? ", " : " ") + operand();
    if (round % 10 == 0)
      text = "v_dual_mov_b32 " + operand() + ", " + operand() + " :: v_dual_add_f32 " + operand() +
             ", " + operand() + ", " + operand();
    Parsed p(".text\n" + text + "\n");
    if (p.instrs().size() != 1)
      continue; // not an instruction llvm-mc's grammar takes: nothing to ask
    CAPTURE(text);
    const ir::Stmt& s = *p.instrs()[0];
    for (MsbState msb : states) {
      CAPTURE(int(msb.bits));
      DefUse du;
      detail::computeDefUse(s, msb, du);
      UnitRuns want = UnitRuns::owning(du);
      uint32_t runs[ir::DefUseMemo::kRuns], count = 0;
      detail::RunsAnswer got =
          detail::computeRuns(s, msb, runs, ir::DefUseMemo::kRuns, count);
      size_t wanted = size_t(want.end() - want.begin());
      if (du.fence) {
        CHECK(got == detail::RunsAnswer::Fence);
      } else if (wanted > ir::DefUseMemo::kRuns) {
        CHECK(got == detail::RunsAnswer::TooMany);
        ++tooMany;
      } else {
        REQUIRE(got == detail::RunsAnswer::Runs);
        CHECK(std::vector<uint32_t>(runs, runs + count) ==
              std::vector<uint32_t>(want.begin(), want.end()));
        ++compared;
      }
    }
  }
  CHECK(compared > 3000);
  CHECK(tooMany > 50);
}

TEST_CASE("def/use memo: an instruction naming no VGPR keeps one answer for every MSB state") {
  // The state only says which VGPR a VGPR operand names: without one, the
  // first answer is every state's. Over random mnemonics with scalar,
  // special and constant operands, each state asked (in a random order)
  // gets the fresh answer and one entry is filled; a VGPR operand takes one
  // per state.
  std::mt19937 rng(1251);
  const auto& names = allMnemonics();
  const char* const operands[] = {"s3", "s[4:5]", "vcc_lo", "exec", "m0", "scc", "17", "0x40",
                                  "ttmp[0:1]", "off", "null"};
  int oneEntry = 0;
  for (int round = 0; round < 1500; ++round) {
    std::string text(names[rng() % names.size()]);
    for (unsigned i = 0, n = rng() % 4; i < n; ++i)
      text += std::string(i ? ", " : " ") + operands[rng() % std::size(operands)];
    Parsed p(".text\n" + text + "\n");
    if (p.instrs().size() != 1)
      continue;
    CAPTURE(text);
    const ir::Stmt& s = *p.instrs()[0];
    std::vector<MsbState> order(std::begin(kStates), std::end(kStates));
    std::shuffle(order.begin(), order.end(), rng);
    for (MsbState msb : order) {
      CAPTURE(int(msb.bits));
      DefUse want = fresh(text, msb);
      checkRuns(defUseRuns(s, msb), want);
      CHECK(same(defUse(s, msb), want));
    }
    if (s.inst && s.inst->defUseMemo && s.inst->defUseMemo->entries[0].state != 0) {
      CHECK(s.inst->defUseMemo->entries[1].state == 0);
      CHECK(s.inst->defUseMemo->next == nullptr);
      ++oneEntry;
    }
  }
  CHECK(oneEntry > 500);
  Parsed vector(".text\nv_add_f32_e32 v1, v2, v3\n");
  const ir::Stmt& v = *vector.instrs().at(0);
  for (MsbState msb : kStates)
    checkRuns(defUseRuns(v, msb), fresh("v_add_f32_e32 v1, v2, v3", msb));
  CHECK(v.inst->defUseMemo->entries[1].state != 0);
}

TEST_CASE("def/use memo: runs taken are a value of their own") {
  // Two known states share a slot: the second question overwrites it, and
  // what the first one returned must not change with it.
  const std::string text = "v_add_f32_e32 v1, v2, v3";
  Parsed p(".text\n" + text + "\n");
  const ir::Stmt& s = *p.instrs().at(0);
  MsbState a{true, 0x40}, b{true, 0x95};
  UnitRuns first = defUseRuns(s, a);
  UnitRuns second = defUseRuns(s, b);
  checkRuns(first, fresh(text, a));
  checkRuns(second, fresh(text, b));
  UnitRuns copy = first; // copies too
  checkRuns(copy, fresh(text, a));
}

TEST_CASE("def/use memo: more runs than an instruction keeps are computed each time") {
  // Unknown windows: each VGPR operand names four registers, sixteen runs.
  const std::string text = "v_wmma_f32_16x16x32_f16 v[0:7], v[8:15], v[16:23], v[24:31]";
  Parsed p(".text\n" + text + "\n");
  const ir::Stmt& s = *p.instrs().at(0);
  MsbState unknown{false, 0};
  UnitRuns runs = defUseRuns(s, unknown);
  CHECK(size_t(runs.end() - runs.begin()) > ir::DefUseMemo::kRuns);
  for (int i = 0; i < 3; ++i) {
    checkRuns(defUseRuns(s, unknown), fresh(text, unknown));
    CHECK(same(defUse(s, unknown), fresh(text, unknown)));
  }
  UnitRuns moved = std::move(runs); // owned runs move with their storage
  checkRuns(moved, fresh(text, unknown));
}

TEST_CASE("def/use memo: statements that are not instructions") {
  Parsed p(".text\n.long 0x12345678\nL0:\n  s_nop 0\n");
  for (const auto& f : p.module->functions)
    for (const auto& b : f.blocks)
      for (const auto& st : b.stmts) {
        DefUse du = defUse(st, {});
        checkRuns(defUseRuns(st, {}), du);
        if (st.kind == ir::StmtKind::Directive && st.name == ".long")
          CHECK(du.fence);
        if (st.kind == ir::StmtKind::Label)
          CHECK((!du.fence && du.reads.none() && du.writes.none()));
      }
}

TEST_CASE("unit sets read as words: intersects, anyInRange, forEachCommonUnit, runs") {
  CHECK(unitRunsKey(RegUnits()).empty());
  CHECK(unitRunsKey(RegUnits().set()) == std::vector<uint32_t>{kNumUnits << 12});
  std::mt19937 rng(2199);
  for (int round = 0; round < 300; ++round) {
    RegUnits a, b;
    // Sparse and dense sets, with bits at the word edges and the last unit.
    unsigned n = 1 + unsigned(rng() % (round % 3 == 0 ? 400 : 12));
    for (unsigned i = 0; i < n; ++i) {
      a.set(rng() % kNumUnits);
      b.set(rng() % kNumUnits);
    }
    if (round % 5 == 0) {
      a.set(kNumUnits - 1);
      b.set(64 * (rng() % (kNumUnits / 64)));
    }
    CHECK(intersects(a, b) == (a & b).any());
    std::vector<uint32_t> common;
    forEachCommonUnit(a, b, [&](uint32_t u) { common.push_back(u); });
    std::vector<uint32_t> want;
    for (uint32_t u = 0; u < kNumUnits; ++u)
      if (a.test(u) && b.test(u))
        want.push_back(u);
    CHECK(common == want);
    for (int k = 0; k < 20; ++k) {
      uint32_t first = uint32_t(rng() % kNumUnits);
      uint32_t end = first + 1 + uint32_t(rng() % std::min<uint32_t>(200, kNumUnits - first));
      bool any = false;
      for (uint32_t u = first; u < end; ++u)
        any |= a.test(u);
      CHECK(anyInRange(a, first, end) == any);
    }
    // unitRunsKey: the maximal runs, exactly (two sets, two keys).
    std::vector<uint32_t> key, brute;
    for (uint32_t u = 0; u < kNumUnits;) {
      if (!a.test(u)) {
        ++u;
        continue;
      }
      uint32_t end = u;
      while (end < kNumUnits && a.test(end))
        ++end;
      brute.push_back(u | (end - u) << 12);
      u = end;
    }
    CHECK(unitRunsKey(a) == brute);
    CHECK((unitRunsKey(a) == unitRunsKey(b)) == (a == b));
    DefUse du;
    du.reads = b;
    UnitRuns runs = UnitRuns::owning(du);
    CHECK(runs.intersects(a, UnitRuns::kReads) == (a & b).any());
    CHECK_FALSE(runs.intersects(a, UnitRuns::kWrites));
  }
}
