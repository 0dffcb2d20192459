// The schedule pass: its dependence graph, the s_delay_alu pins, and a
// property test over generated regions (seeded, so every run sees the same
// cases): the scheduled block has the same instructions, keeps every
// dependence and every satisfied hazard of the input, is a fixed point of
// the pass, and after waitcnt passes the wait checker.
#include "analysis/hazards.h"
#include "check/wait_check.h"
#include "passes/factories.h"
#include "passes/schedule_dag.h"
#include "passes/schedule_impl.h"
#include "semantics/hw_operands.h"
#include "test_util.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <random>
#include <regex>
#include <set>
#include <string>
#include <tuple>

using namespace silken;
using silken::test::Parsed;

namespace {

passes::ScheduleDag dagOf(const Parsed& p, size_t count) {
  std::vector<const ir::Stmt*> insts = p.instrs();
  insts.resize(count);
  std::vector<isa::MsbState> msb(insts.size());
  return passes::buildScheduleDag(insts, msb);
}

bool runPass(ir::Module& m, std::unique_ptr<passes::Pass> pass, DiagEngine& diags,
             const passes::PassOptions& options = {}) {
  RemarkSink remarks("input.s");
  passes::PassContext ctx{diags, remarks, options, "schedule"};
  return pass->run(m, ctx);
}

std::set<std::tuple<int, uint32_t, uint32_t>> unsatisfied(
    const std::vector<const ir::Stmt*>& seq) {
  std::set<std::tuple<int, uint32_t, uint32_t>> out;
  for (const analysis::HazardRequirement& r : analysis::findHazards(seq, {}))
    if (!r.satisfied())
      out.emplace(int(r.kind), seq[r.producer]->id, seq[r.consumer]->id);
  return out;
}

// A random straight-line kernel body over a few registers, so that
// dependences, SCC/VCC/EXEC chains, memory orders and WMMA hazards occur.
std::string randomRegion(std::mt19937& rng) {
  auto pick = [&](unsigned n) { return unsigned(rng() % n); };
  auto v = [&] { return "v" + std::to_string(pick(12)); };
  auto s = [&] { return "s" + std::to_string(pick(6)); };
  std::string text = ".text\n";
  unsigned count = 4 + pick(16);
  for (unsigned i = 0; i < count; ++i) {
    switch (pick(16)) {
    case 0: case 1: text += "v_add_f32 " + v() + ", " + v() + ", " + v(); break;
    case 2: text += "v_mul_lo_u32 " + v() + ", " + v() + ", " + v(); break;
    case 3: text += "v_exp_f32 " + v() + ", " + v(); break;
    case 4: {
      std::string d = pick(2) ? "48:55" : "56:63", a = pick(2) ? "0:7" : "8:15";
      text += "v_wmma_f32_16x16x32_f16 v[" + d + "], v[" + a + "], v[64:71], v[" + d + "]";
      break;
    }
    case 5: text += "global_load_b32 " + v() + ", v[20:21], off"; break;
    case 6: text += "global_store_b32 v[20:21], " + v() + ", off"; break;
    case 7: text += "ds_load_b32 " + v() + ", " + v(); break;
    case 8: text += "ds_store_b32 " + v() + ", " + v(); break;
    case 9: text += "s_load_b32 " + s() + ", s[20:21], 0x0"; break;
    case 10: text += "s_add_co_u32 " + s() + ", " + s() + ", " + s(); break;
    case 11: text += "s_cmp_eq_u32 " + s() + ", 0"; break;
    case 12: text += "s_cselect_b32 " + s() + ", 1, 0"; break;
    case 13: text += pick(3) ? "v_cmp_eq_u32_e32 vcc_lo, " + v() + ", " + v()
                             : "s_mov_b32 exec_lo, " + s();
             break;
    case 14: text += "v_cndmask_b32_e32 " + v() + ", " + v() + ", " + v() + ", vcc_lo"; break;
    default: text += pick(4) ? "v_mov_b32 " + v() + ", " + v() : "s_nop 0"; break;
    }
    text += "\n";
  }
  return text + "s_endpgm\n";
}

} // namespace

TEST_CASE("schedule dag: register, SCC, memory and WMMA orders") {
  Parsed p("s_cmp_eq_u32 s0, 0\n"              // 0 writes SCC
           "s_cselect_b32 s1, 1, 0\n"          // 1 reads SCC
           "s_add_co_u32 s2, s3, s4\n"         // 2 writes SCC: after 1 (WAR)
           "global_load_b32 v1, v[4:5], off\n" // 3
           "global_load_b32 v2, v[6:7], off\n" // 4 same counter as 3
           "ds_load_b32 v3, v8\n"              // 5 another counter, a load
           "v_add_f32 v9, v10, v11\n"          // 6 independent
           "v_wmma_f32_16x16x32_f16 v[16:23], v[24:31], v[32:39], v[16:23]\n" // 7
           "v_wmma_f32_16x16x32_f16 v[40:47], v[24:31], v[32:39], v[40:47]\n" // 8
           "s_endpgm\n");
  REQUIRE(p.errors().empty());
  passes::ScheduleDag dag = dagOf(p, 9);
  CHECK(dag.edge(0, 1));
  CHECK(dag.edge(1, 2));
  CHECK(dag.edge(0, 2));
  CHECK(dag.edge(3, 4));
  CHECK_FALSE(dag.edge(3, 5)); // loads of different counters may pass
  CHECK_FALSE(dag.edge(3, 6));
  CHECK(dag.edge(7, 8));       // WMMAs keep their order
  CHECK(dag.edge(5, 7));       // a VGPR-writing load keeps its order with WMMAs
  CHECK_FALSE(dag.edge(6, 7));
  CHECK(dag.height[3] >= 320); // a global load leads the longest path
}

TEST_CASE("schedule dag: a store keeps its order with every memory instruction") {
  Parsed p("global_store_b32 v[4:5], v1, off\n"
           "ds_load_b32 v3, v8\n"
           "s_load_b32 s0, s[2:3], 0x0\n"
           "s_endpgm\n");
  REQUIRE(p.errors().empty());
  passes::ScheduleDag dag = dagOf(p, 3);
  CHECK(dag.edge(0, 1));
  CHECK(dag.edge(0, 2));
}

TEST_CASE("schedule: s_delay_alu pins its producer and consumers") {
  Parsed p("v_mov_b32 v9, 0\n"                     // 0 free
           "v_add_f32 v1, v2, v3\n"                // 1 VALU_DEP_2 producer
           "v_mul_f32 v4, v5, v5\n"                // 2 between: pinned
           "s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)\n" // 3
           "v_add_f32 v6, v1, v1\n"                // 4 consumer 0
           "v_add_f32 v7, v6, v6\n"                // 5 consumer 1 (NEXT)
           "v_mov_b32 v8, 0\n"                     // 6 free of the first
           "s_delay_alu 0x1\n"                     // 7 VALU_DEP_1: 6 is its producer
           "v_mov_b32 v10, v8\n"                   // 8 its consumer
           "s_add_u32 s0, s1, s2\n"                // 9 free
           "s_endpgm\n");
  REQUIRE(p.errors().empty());
  std::vector<char> pinned = passes::sched::pinnedStatements(p.module->functions[0].blocks[0]);
  std::string got;
  for (char c : pinned)
    got += c ? 'P' : '.';
  CHECK(got == ".PPPPPPPP..");
}

TEST_CASE("schedule: generated regions keep their instructions, dependences and hazards") {
  std::mt19937 rng(12345);
  int changed = 0;
  constexpr int kCases = 1000;
  passes::PassOptions mcaOff;
  mcaOff.schedule.mcaCheck = false;
  for (int n = 0; n < kCases; ++n) {
    std::string text = randomRegion(rng);
    const passes::PassOptions& options = n % 2 ? mcaOff : passes::PassOptions{};
    CAPTURE(text);
    Parsed before(text), after(text);
    REQUIRE(before.errors().empty());
    if (!runPass(*after.module, passes::createSchedulePass(), *after.diags, options))
      continue;
    ++changed;
    std::vector<const ir::Stmt*> was = before.instrs(), now = after.instrs();
    REQUIRE(was.size() == now.size());
    // The same instructions, each with its own text: a permutation.
    std::map<uint32_t, size_t> index; // original id -> original position
    for (size_t i = 0; i < was.size(); ++i)
      index[was[i]->id] = i;
    std::vector<uint32_t> order;
    for (const ir::Stmt* s : now) {
      REQUIRE(index.count(s->id));
      CHECK(s->raw == was[index[s->id]]->raw);
      order.push_back(uint32_t(index[s->id]));
    }
    std::vector<uint32_t> sorted = order;
    std::sort(sorted.begin(), sorted.end());
    for (size_t i = 0; i < sorted.size(); ++i)
      REQUIRE(sorted[i] == i);
    // Every dependence of the input (the block as one region) is kept.
    std::vector<isa::MsbState> msb(was.size());
    CHECK(passes::keepsDependences(passes::buildScheduleDag(was, msb), order));
    // No hazard requirement is left unsatisfied that the input satisfied.
    auto a = unsatisfied(was), b = unsatisfied(now);
    CHECK(std::includes(a.begin(), a.end(), b.begin(), b.end()));
    // A fixed point: scheduling the output changes nothing.
    std::string once = after.print();
    CHECK_FALSE(runPass(*after.module, passes::createSchedulePass(), *after.diags, options));
    CHECK(after.print() == once);
    // waitcnt completes the waits; the checker finds no error, and no
    // warning the unscheduled input does not get too.
    for (Parsed* q : {&before, &after}) {
      runPass(*q->module, passes::createWaitcntPass(), *q->diags);
      check::checkWaits(*q->module, *q->diags);
    }
    CHECK_MESSAGE(after.diags->errorCount() == 0, after.errors() << after.print());
    CHECK(after.diags->warningCount() <= before.diags->warningCount());
  }
  MESSAGE("schedule property test: " << changed << " of " << kCases << " regions reordered");
  CHECK(changed > kCases / 10);
}

TEST_CASE("schedule: what it keeps across runs gives the output of a fresh run") {
  // The regions a run found to be fixed points are known at once in the
  // next run of the same pipeline (PassContext::kept); waitcnt between the
  // two changes some regions and leaves others as they were.
  std::mt19937 rng(777);
  int hits = 0;
  for (int n = 0; n < 300; ++n) {
    std::string text = randomRegion(rng) + randomRegion(rng).substr(6);
    CAPTURE(text);
    Parsed kept(text), fresh(text);
    REQUIRE(kept.errors().empty());
    RemarkSink remarks("input.s");
    passes::PassOptions options;
    passes::PassContext ctx{*kept.diags, remarks, options, "schedule"};
    passes::createSchedulePass()->run(*kept.module, ctx);
    runPass(*fresh.module, passes::createSchedulePass(), *fresh.diags);
    REQUIRE(kept.print() == fresh.print());
    ctx.pass = "waitcnt";
    passes::createWaitcntPass()->run(*kept.module, ctx);
    runPass(*fresh.module, passes::createWaitcntPass(), *fresh.diags);
    ctx.pass = "schedule";
    ctx.round = 2;
    passes::createSchedulePass()->run(*kept.module, ctx);
    runPass(*fresh.module, passes::createSchedulePass(), *fresh.diags);
    CHECK(kept.print() == fresh.print());
    hits += !ctx.kept.empty();
  }
  CHECK(hits > 0);
}

namespace {

// Expert scheduling mode 2 code in up to three blocks, with s_wait_alu
// depctr waits of random N between VALU (all four pipes), EXEC writes and
// vector memory that reads and overwrites the same few VGPRs.
std::string randomExpertCode(std::mt19937& rng) {
  auto pick = [&](unsigned n) { return unsigned(rng() % n); };
  auto v = [&] { return "v" + std::to_string(pick(10)); };
  std::string text = ".text\ns_setreg_imm32_b32 hwreg(HW_REG_WAVE_SCHED_MODE, 0, 2), 2\n";
  if (pick(2))
    text += "s_wait_alu depctr_va_vdst(0) depctr_vm_vsrc(0)\n";
  for (int block = 0; block < 3; ++block) {
    if (block > 0 && pick(2))
      text += ".Lb" + std::to_string(block) + ":\n";
    unsigned count = 3 + pick(24);
    for (unsigned i = 0; i < count; ++i) {
      switch (pick(14)) {
      case 13: text += "s_mov_b32 exec_lo, s" + std::to_string(pick(4)); break;
      case 0: case 1: text += "v_add_f32 " + v() + ", " + v() + ", " + v(); break;
      case 2: text += "v_mul_lo_u32 " + v() + ", " + v() + ", " + v(); break;
      case 3: text += "v_exp_f32 " + v() + ", " + v(); break;
      case 4: text += "v_fma_f64 v[12:13], v[14:15], v[16:17], v[12:13]"; break;
      case 5: {
        std::string d = pick(2) ? "48:55" : "56:63";
        text += "v_wmma_f32_16x16x32_f16 v[" + d + "], v[0:7], v[64:71], v[" + d + "]";
        break;
      }
      case 6: text += "global_load_b32 " + v() + ", v[20:21], off"; break;
      case 7: text += "global_store_b32 v[20:21], " + v() + ", off"; break;
      case 8: text += "ds_load_b32 " + v() + ", " + v(); break;
      case 9: text += "ds_store_b32 " + v() + ", " + v(); break;
      case 10:
        text += "s_wait_alu depctr_va_vdst(" + std::to_string(pick(4)) + ")";
        break;
      case 11:
        text += "s_wait_alu depctr_vm_vsrc(" + std::to_string(pick(3)) + ")";
        break;
      default: text += "v_mov_b32 " + v() + ", " + v(); break;
      }
      text += "\n";
    }
  }
  return text + "s_endpgm\n";
}

// An instruction's text with the depctr counts blanked.
std::string withoutCounts(const ir::Stmt& s) {
  static const std::regex kCount(R"(depctr_(va_vdst|vm_vsrc)\(\d+\))");
  return std::regex_replace(std::string(s.edited ? s.text : s.body), kCount, "depctr_$1(N)");
}

} // namespace

TEST_CASE("schedule: generated ESM2 code keeps every depctr-proven producer covered") {
  std::mt19937 rng(2026);
  int changed = 0, recomputed = 0;
  constexpr int kCases = 1000;
  passes::PassOptions on, mcaOff;
  on.schedule.expertDepctr = mcaOff.schedule.expertDepctr = true;
  mcaOff.schedule.mcaCheck = false;
  for (int n = 0; n < kCases; ++n) {
    std::string text = randomExpertCode(rng);
    const passes::PassOptions& options = n % 2 ? mcaOff : on;
    CAPTURE(text);
    Parsed before(text), after(text);
    REQUIRE(before.errors().empty());
    if (!runPass(*after.module, passes::createSchedulePass(), *after.diags, options))
      continue;
    ++changed;
    std::vector<const ir::Stmt*> was = before.instrs(), now = after.instrs();
    REQUIRE(was.size() == now.size());
    // A permutation of the same instructions, modulo the depctr counts,
    // each of which may only get smaller (stricter).
    std::map<uint32_t, size_t> index;
    for (size_t i = 0; i < was.size(); ++i)
      index[was[i]->id] = i;
    std::vector<uint32_t> order;
    for (const ir::Stmt* s : now) {
      REQUIRE(index.count(s->id));
      const ir::Stmt& old = *was[index[s->id]];
      CHECK(withoutCounts(*s) == withoutCounts(old));
      if (auto w = isa::decodeDepctr(*s->inst)) {
        auto o = isa::decodeDepctr(*old.inst);
        REQUIRE(o);
        CHECK(w->vaVdst <= o->vaVdst);
        CHECK(w->vmVsrc <= o->vmVsrc);
        recomputed += w->vaVdst < o->vaVdst || w->vmVsrc < o->vmVsrc;
      }
      order.push_back(uint32_t(index[s->id]));
    }
    std::vector<uint32_t> sorted = order;
    std::sort(sorted.begin(), sorted.end());
    for (size_t i = 0; i < sorted.size(); ++i)
      REQUIRE(sorted[i] == i);
    // Every dependence of each block (the sources rule is per block).
    const auto& bb = before.module->functions[0].blocks, &ab = after.module->functions[0].blocks;
    REQUIRE(bb.size() == ab.size());
    for (size_t k = 0; k < bb.size(); ++k) {
      std::vector<const ir::Stmt*> w;
      std::map<uint32_t, uint32_t> at;
      for (const ir::Stmt& s : bb[k].stmts)
        if (s.isInstr())
          at[s.id] = uint32_t(w.size()), w.push_back(&s);
      std::vector<uint32_t> o;
      for (const ir::Stmt& s : ab[k].stmts)
        if (s.isInstr())
          o.push_back(at.at(s.id));
      std::vector<isa::MsbState> msb(w.size());
      CHECK(passes::keepsDependences(passes::buildScheduleDag(w, msb), o));
    }
    // Along the fall-through path through every block: each H12/H13
    // consumer's producers are covered wherever they were (and no other
    // hazard is left unsatisfied that the input satisfied).
    auto a = unsatisfied(was), b = unsatisfied(now);
    CHECK(std::includes(a.begin(), a.end(), b.begin(), b.end()));
    std::string once = after.print();
    CHECK_FALSE(runPass(*after.module, passes::createSchedulePass(), *after.diags, options));
    CHECK(after.print() == once);
  }
  MESSAGE("schedule ESM2 property test: " << changed << " of " << kCases
                                          << " cases reordered, " << recomputed
                                          << " waits recomputed");
  CHECK(changed > kCases / 10);
}
