// remove-instructions and loop-remarks: where the pipeline runs them, what
// they remove and what they measure.
#include "passes/loop_remarks.h"
#include "passes/pass.h"
#include "test_util.h"

#include <doctest/doctest.h>

#include <algorithm>

using namespace silken;

namespace {

struct Run {
  explicit Run(std::string text) : p(std::move(text)), remarks("input.s") {}

  // Runs these passes (by name) plus the requested ones; the laps, in order.
  std::vector<std::string> pipeline(std::vector<std::string_view> names, bool remarksOn) {
    std::vector<const passes::PassInfo*> list;
    for (std::string_view n : names)
      list.push_back(passes::findPass(n));
    passes::addRequestedPasses(list, options, remarksOn, false);
    passes::PassContext ctx{*p.diags, remarks, options};
    std::vector<std::string> laps;
    passes::runPipeline(*p.module, ctx, list,
                        [&](const std::string& name) { laps.push_back(name); });
    return laps;
  }
  std::vector<const Remark*> named(std::string_view name) const {
    std::vector<const Remark*> out;
    for (const Remark& r : remarks.remarks())
      if (r.name == name)
        out.push_back(&r);
    return out;
  }

  test::Parsed p;
  RemarkSink remarks;
  passes::PassOptions options;
};

int64_t intArg(const Remark& r, std::string_view key) {
  for (const auto& [k, v] : r.args)
    if (k == key)
      return std::get<int64_t>(v);
  FAIL("no argument " << key);
  return -1;
}

const char* kNested = ".text\n"
                      ".type k,@function\n"
                      "k:\n"
                      ".LOuter:\n"
                      "  s_nop 2\n"
                      ".LInner:\n"
                      "  global_load_b32 v1, v0, s[0:1]\n"
                      "  s_wait_loadcnt 0x0\n"
                      "  s_cbranch_scc1 .LInner\n"
                      "  s_setprio 2\n"
                      "  s_cbranch_scc0 .LOuter\n"
                      "  s_endpgm\n";

} // namespace

TEST_CASE("remove-instructions: after the chain, before waitcnt's last word") {
  Run run(kNested);
  run.options.removeInstructions.names = "s_setprio";
  CHECK(run.pipeline({"waitcnt", "loop-remarks"}, true) ==
        std::vector<std::string>{"loop-remarks before", "waitcnt", "remove-instructions",
                                 "waitcnt again", "loop-remarks"});
  CHECK(run.p.print().find("s_setprio") == std::string::npos);
  REQUIRE(run.named("InstructionRemoved").size() == 1);
  CHECK(intArg(*run.named("InstructionRemoved")[0], "stmt") >= 0);
}

TEST_CASE("remove-instructions: aliases and suffixes resolve; unknown names are errors") {
  Run run("s_add_u32 s0, s0, 1\ns_add_co_u32 s1, s1, 1\nv_add_f32_e64 v0, v1, v2\ns_endpgm\n");
  run.options.removeInstructions.names = "S_ADD_CO_U32,v_add_f32_e32";
  run.pipeline({}, false);
  CHECK(run.p.print() == "s_endpgm\n");

  Run bad("s_nop 0\n");
  bad.options.removeInstructions.names = "s_nopp";
  bad.options.removeInstructions.in = "k";
  bad.pipeline({}, false);
  std::string errors = bad.p.errors();
  CHECK(errors.find("unknown instruction 's_nopp'") != std::string::npos);
  CHECK(errors.find("did you mean 's_nop'?") != std::string::npos);
  CHECK(bad.p.print() == "s_nop 0\n");
}

TEST_CASE("remove-instructions: naming it in --passes is an error") {
  DiagEngine diags;
  std::vector<const passes::PassInfo*> out;
  CHECK_FALSE(passes::parsePipeline("remove-instructions", out, diags));
  CHECK(passes::parsePipeline("loop-remarks", out, diags));
  std::vector<const passes::PassInfo*> chain = passes::defaultPipeline();
  CHECK(std::find(chain.begin(), chain.end(), passes::findPass("loop-remarks")) == chain.end());
  CHECK(std::find(chain.begin(), chain.end(), passes::findPass("remove-instructions")) ==
        chain.end());
}

TEST_CASE("loop-remarks: nested loops, before and after, and nothing changed") {
  Run run(kNested);
  run.options.removeInstructions.names = "s_setprio";
  std::string before = run.p.print();
  run.pipeline({"loop-remarks"}, true);
  std::vector<const Remark*> loops = run.named("LoopSummary");
  REQUIRE(loops.size() == 2);
  const Remark& outer = *loops[0];
  const Remark& inner = *loops[1];
  CHECK(std::get<std::string>(outer.args[0].second) == "k"); // the header's first label
  CHECK(std::get<std::string>(inner.args[0].second) == ".LInner");
  CHECK(intArg(outer, "depth") == 1);
  CHECK(intArg(inner, "depth") == 2);
  CHECK(intArg(outer, "nops") == 1);
  CHECK(intArg(outer, "nop_cycles") == 3);
  CHECK(intArg(outer, "before_instructions") == 6);
  CHECK(intArg(outer, "instructions") == 5); // the AfterChain pass in between
  CHECK(intArg(inner, "memory_loadcnt") == 1);
  CHECK(intArg(inner, "waits_loadcnt") == 1);
  CHECK(intArg(inner, "cycles") > intArg(inner, "instructions"));
  // Only the s_setprio line is gone: loop-remarks itself changed nothing.
  size_t line = before.find("  s_setprio 2\n");
  CHECK(run.p.print() == before.substr(0, line) + before.substr(line + 14));

  std::string table = passes::loopRemarksTable(run.remarks.remarks());
  CHECK(table.find("\nk ") != std::string::npos);
  CHECK(table.find("\n  .LInner ") != std::string::npos);
}

TEST_CASE("loop-remarks: a loop the passes took apart gets LoopGone") {
  // Without the s_nop, .LInner shares an address (and a block) with .LOuter:
  // one loop with two latches is left.
  Run run(kNested);
  run.options.removeInstructions.names = "s_nop";
  run.pipeline({"loop-remarks"}, true);
  CHECK(run.named("LoopSummary").size() == 1);
  REQUIRE(run.named("LoopGone").size() == 1);
  CHECK(std::get<std::string>(run.named("LoopGone")[0]->args[0].second) == ".LInner");
}
