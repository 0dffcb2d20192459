// The schedule pass's s_delay_alu regeneration (schedule_delay_alu.cpp):
// the hints made for a sequence, checked against what LLVM 22 writes for
// the same shapes (samples/llvm/), and a property test: generated regions
// carrying the hints LLVM's algorithm gives them are scheduled, and the
// output is a fixed point with only instructions of the input and hints.
#include "passes/factories.h"
#include "passes/schedule_impl.h"
#include "test_util.h"

#include <doctest/doctest.h>

#include <random>
#include <set>
#include <string>

using namespace silken;
using silken::test::Parsed;

namespace {

// The hints made for every instruction of a one-block text, one line each
// ("" where none), in order.
std::vector<std::string> hintsOf(const std::string& text) {
  Parsed p(text);
  REQUIRE(p.errors().empty());
  std::vector<const ir::Stmt*> seq;
  for (const ir::Block& b : p.module->functions.at(0).blocks)
    for (const ir::Stmt& s : b.stmts)
      seq.push_back(&s);
  std::vector<unsigned> imms =
      passes::sched::delayHints(seq, {}, 0, uint32_t(seq.size()));
  std::vector<std::string> out;
  for (size_t i = 0; i < seq.size(); ++i)
    if (seq[i]->isInstr())
      out.push_back(imms[i] ? passes::sched::delayAluText(imms[i]) : "");
  return out;
}

std::string withHints(const std::string& text) {
  Parsed p(text);
  std::vector<const ir::Stmt*> seq;
  for (const ir::Block& b : p.module->functions.at(0).blocks)
    for (const ir::Stmt& s : b.stmts)
      seq.push_back(&s);
  std::vector<unsigned> imms =
      passes::sched::delayHints(seq, {}, 0, uint32_t(seq.size()));
  std::string out;
  for (size_t i = 0; i < seq.size(); ++i) {
    if (imms[i])
      out += passes::sched::delayAluText(imms[i]) + "\n";
    out += std::string(seq[i]->raw);
  }
  return out;
}

} // namespace

TEST_CASE("delay hints: VALU, TRANS and SALU producers, shared hints, what "
          "clears them") {
  // LLVM 22 writes these for the same sequences (samples/llvm/).
  CHECK(hintsOf(".text\nv_add_f32 v1, v2, v3\nv_mul_f32 v4, v1, v1\n") ==
        std::vector<std::string>{"", "s_delay_alu instid0(VALU_DEP_1)"});
  CHECK(hintsOf(".text\nv_add_f32 v1, v2, v3\nv_add_f32 v5, v2, v3\nv_mul_f32 "
                "v4, v1, v1\n"
                "v_mul_f32 v6, v5, v5\n") ==
        std::vector<std::string>{"", "",
                                 "s_delay_alu instid0(VALU_DEP_2) | "
                                 "instskip(NEXT) | instid1(VALU_DEP_2)",
                                 ""});
  CHECK(hintsOf(".text\ns_lshl_b32 s0, s1, 9\nv_lshl_or_b32 v3, v0, 2, s0\n") ==
        std::vector<std::string>{"", "s_delay_alu instid0(SALU_CYCLE_1)"});
  CHECK(hintsOf(".text\nv_exp_f32 v1, v2\nv_add_f32 v3, v1, v1\n") ==
        std::vector<std::string>{"", "s_delay_alu instid0(TRANS32_DEP_1)"});
  // s_nop 3 lets the VALU result complete; a DS instruction waits for all.
  CHECK(
      hintsOf(".text\nv_add_f32 v1, v2, v3\ns_nop 3\nv_mul_f32 v4, v1, v1\n") ==
      std::vector<std::string>{"", "", ""});
  CHECK(hintsOf(".text\nv_add_f32 v1, v2, v3\nds_store_b32 v5, v6\nv_mul_f32 "
                "v4, v1, v1\n") == std::vector<std::string>{"", "", ""});
  // SALU waits for VALU -> SGPR results itself.
  CHECK(
      hintsOf(".text\nv_readfirstlane_b32 s1, v2\ns_add_co_u32 s2, s1, s1\n") ==
      std::vector<std::string>{"", ""});
  // Five VALUs back is past what a hint encodes.
  CHECK(hintsOf(
            ".text\nv_add_f32 v1, v2, v3\nv_mov_b32 v10, 0\nv_mov_b32 v11, 0\n"
            "v_mov_b32 v12, 0\nv_mov_b32 v13, 0\nv_mul_f32 v4, v1, v1\n")
            .back() == "");
}

TEST_CASE("delay hints: regions with LLVM-style hints are scheduled to a fixed "
          "point") {
  std::mt19937 rng(777);
  auto pick = [&](unsigned n) { return unsigned(rng() % n); };
  int changed = 0;
  constexpr int kCases = 500;
  for (int n = 0; n < kCases; ++n) {
    std::string text = ".text\n";
    unsigned count = 4 + pick(12);
    for (unsigned i = 0; i < count; ++i) {
      auto v = [&] { return "v" + std::to_string(pick(8)); };
      switch (pick(8)) {
      case 0:
        text += "v_exp_f32 " + v() + ", " + v();
        break;
      case 1:
        text += "global_load_b32 " + v() + ", v[20:21], off";
        break;
      case 2:
        text += "s_add_co_u32 s" + std::to_string(pick(4)) + ", s" +
                std::to_string(pick(4)) + ", 1";
        break;
      case 3:
        text += "v_add_nc_u32 " + v() + ", s" + std::to_string(pick(4)) + ", " +
                v();
        break;
      default:
        text += "v_add_f32 " + v() + ", " + v() + ", " + v();
        break;
      }
      text += "\n";
    }
    text = withHints(text + "s_endpgm\n");
    CAPTURE(text);
    Parsed p(text);
    REQUIRE(p.errors().empty());
    RemarkSink remarks("input.s");
    passes::PassOptions options;
    passes::PassContext ctx{*p.diags, remarks, options, "schedule"};
    if (!passes::createSchedulePass()->run(*p.module, ctx)) {
      CHECK(p.print() == text); // unchanged: hints as written
      continue;
    }
    ++changed;
    std::string once = p.print();
    Parsed again(once);
    REQUIRE(again.errors().empty());
    passes::PassContext ctx2{*again.diags, remarks, options, "schedule"};
    CHECK_FALSE(passes::createSchedulePass()->run(*again.module, ctx2));
    CHECK(again.print() == once);
    // Only the input's instructions and hints: the same non-hint multiset.
    auto body = [](const Parsed& q) {
      std::multiset<std::string> out;
      for (const ir::Stmt* s : q.instrs())
        if (!passes::sched::isDelayAlu(*s))
          out.insert(std::string(s->body));
      return out;
    };
    CHECK(body(again) == body(Parsed(text)));
  }
  MESSAGE("delay-hint property test: " << changed << " of " << kCases
                                       << " regions reordered");
  CHECK(changed > kCases / 20);
}
