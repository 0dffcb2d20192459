#include "ir/cfg.h"
#include "ir/loops.h"
#include "tool/cfg_report.h"
#include "test_util.h"

#include <doctest/doctest.h>

using namespace silken;
using test::Parsed;

namespace {

const ir::Function& kernel(const Parsed& p) { return p.module->functions.back(); }

std::vector<std::vector<uint32_t>> succs(const ir::Function& f) {
  std::vector<std::vector<uint32_t>> out;
  for (const auto& b : f.blocks)
    out.push_back(b.succs);
  return out;
}

} // namespace

TEST_CASE("cfg: branches, fall-through and end of program") {
  Parsed p("s_cmp_eq_u32 s0, 0\n"           // bb0
           "s_cbranch_scc1 label_end\n"
           "s_nop 0\n"                      // bb1
           "s_branch label_loop\n"
           "label_loop:\n"                  // bb2
           "s_sub_u32 s0, s0, 1\n"
           "s_cbranch_scc0 label_loop\n"
           "label_end:\n"                   // bb3
           "s_endpgm\n");
  REQUIRE(p.errors().empty());
  const auto& f = kernel(p);
  REQUIRE(f.blocks.size() == 4);
  CHECK(succs(f) == std::vector<std::vector<uint32_t>>{{3, 1}, {2}, {2, 3}, {}});
  CHECK(f.blocks[3].endsProgram);
  CHECK(f.blocks[2].preds == std::vector<uint32_t>{1, 2});
}

TEST_CASE("cfg: several labels at one address share a block") {
  Parsed p("s_nop 0\nlabel_a:\nlabel_b: // same place\n s_nop 1\n s_endpgm\n");
  const auto& f = kernel(p);
  REQUIRE(f.blocks.size() == 2);
  CHECK(f.blocks[1].labels() == std::vector<std::string_view>{"label_a", "label_b"});
}

TEST_CASE("cfg: the long-branch idiom resolves to its label") {
  Parsed p("s_cbranch_scc0 label_NoBranch\n"
           "s_getpc_b64 s[76:77]\n"
           "s_add_i32 s78, label_Far, 4\n"
           "s_add_u32 s76, s76, s78\n"
           "s_addc_u32 s77, s77, 0\n"
           "s_setpc_b64 s[76:77]\n"
           "label_NoBranch:\n s_nop 0\n"
           "label_Far:\n s_endpgm\n");
  REQUIRE(p.errors().empty());
  const auto& f = kernel(p);
  REQUIRE(f.blocks.size() == 4);
  CHECK(f.blocks[1].succs == std::vector<uint32_t>{3});
  CHECK_FALSE(f.blocks[1].exitsToUnknown);
}

TEST_CASE("cfg: an undefined branch target is a warning and unknown code") {
  Parsed p("s_cbranch_scc1 label_toPGR1 // fragment\ns_endpgm\n");
  CHECK(p.diags->errorCount() == 0);
  CHECK(p.errors() ==
        "input.s:1:16: warning: branch target 'label_toPGR1' is not defined in this file; "
        "treating it as unknown code\n"
        "s_cbranch_scc1 label_toPGR1 // fragment\n"
        "               ^~~~~~~~~~~~\n");
  CHECK(kernel(p).blocks[0].exitsToUnknown);
  CHECK(kernel(p).blocks[0].succs == std::vector<uint32_t>{1});
}

TEST_CASE("cfg: calls fall through; a computed jump exits to unknown code") {
  Parsed p("s_swappc_b64 s[30:31], s[4:5]\ns_nop 0\ns_setpc_b64 s[30:31]\n");
  const auto& f = kernel(p);
  REQUIRE(f.blocks.size() == 1);
  CHECK(f.blocks[0].exitsToUnknown);
}

TEST_CASE("cfg: DOT and JSON views") {
  Parsed p(".type k,@function\nk:\n s_cbranch_scc1 L\n s_nop 0\nL:\n s_endpgm\n");
  std::string error;
  std::string dot = tool::cfgToDot(*p.module, {}, error);
  CHECK(error.empty());
  CHECK(dot.find("f1_b0 -> f1_b2 [color=\"#2c3e50\", label=\"taken\"];") != std::string::npos);
  CHECK(dot.find("f1_b0 -> f1_b1 [style=dashed") != std::string::npos);
  CHECK(tool::cfgToDot(*p.module, {"kk", "", 2}, error).empty());
  CHECK(error == "no function named 'kk'; did you mean 'k'?");
  std::string json = tool::cfgToJson(*p.module);
  CHECK(json.find("\"name\": \"k\"") != std::string::npos);
  CHECK(json.find("\"ends_program\": true") != std::string::npos);
}

TEST_CASE("loops: dominators, nesting and unreachable blocks") {
  Parsed p(".type k,@function\nk:\n s_nop 0\nA:\n s_nop 0\nB:\n s_cbranch_scc0 B\n"
           " s_cbranch_scc1 A\n s_endpgm\nC:\n s_branch A\n");
  const ir::Function& f = kernel(p);
  ir::LoopInfo li = ir::analyzeLoops(f);
  REQUIRE(li.loops.size() == 2);
  CHECK(li.loops[0].depth == 1);
  CHECK(li.loops[1].depth == 2);
  CHECK(li.loops[1].parent == 0);
  CHECK(li.loops[1].blocks == std::vector<uint32_t>{2});
  CHECK_FALSE(li.reachable.back());               // C: no path from the entry
  CHECK(li.isBackEdge(2, 2));
  CHECK(li.dominates(1, 3));
}

namespace {

// Labels of each block of each function, "fn:" first: a compact shape.
std::string shape(const ir::Module& m) {
  std::string out;
  for (const ir::Function& f : m.functions) {
    out += std::string(f.name) + (f.isKernel ? "(k)" : "") + ":";
    for (const ir::Block& b : f.blocks)
      out += " [" + std::to_string(b.stmts.size()) + "]";
    out += "\n";
  }
  return out;
}

const char* kTwoKernels = "  .text\n"
                          "  .globl a\n"
                          "  .type a,@function\n"
                          "a:\n"
                          "  s_cbranch_scc0 .L1\n"
                          "  s_nop 0\n"
                          ".L1:\n"
                          "  s_endpgm\n"
                          "  .type b,@function\n"
                          "b:\n"
                          "  s_nop 0\n"
                          "  s_endpgm\n";

} // namespace

TEST_CASE("cfg: the parser builds blocks and functions as it reads") {
  Parsed p(kTwoKernels);
  CHECK(p.errors() == "");
  CHECK(shape(*p.module) == ": [3]\n"            // .text .globl .type
                             "a(k): [2] [1] [3]\n" // ... s_endpgm .type b
                             "b(k): [3]\n");
  // Building the graph again finds the blocks already right.
  auto before = succs(p.module->functions[1]);
  ir::buildCfg(*p.module, nullptr);
  CHECK(shape(*p.module) == ": [3]\na(k): [2] [1] [3]\nb(k): [3]\n");
  CHECK(succs(p.module->functions[1]) == before);
  CHECK(p.print() == kTwoKernels);
}

TEST_CASE("cfg: a .type after its label still opens the function there") {
  std::string late = kTwoKernels;
  late.replace(late.find("  .type a,@function\na:\n"), 24, "a:\n  .type a,@function\n");
  Parsed p(late);
  CHECK(p.errors() == "");
  CHECK(shape(*p.module) == ": [2]\na(k): [3] [1] [3]\nb(k): [3]\n");
  CHECK(p.print() == late);
}
