#include "asm/parser.h"
#include "ir/cfg.h"
#include "ir/verify.h"
#include "passes/pass.h"
#include "test_util.h"
#include "tool/instrument.h"

#include <doctest/doctest.h>

#include <sstream>

using namespace silken;
using silken::test::Parsed;

namespace {

const char* kKernel = "k:\n s_cmp_eq_u32 s0, 0\n s_cbranch_scc1 L\n"
                      " v_mov_b32 v0, 1\nL:\n s_endpgm\n";

bool mentions(const std::vector<std::string>& problems, const std::string& text) {
  for (const std::string& p : problems)
    if (p.find(text) != std::string::npos)
      return true;
  return false;
}

} // namespace

TEST_CASE("verify: a parsed module is well formed") {
  Parsed p(kKernel);
  REQUIRE(p.errors().empty());
  CHECK(ir::verifyModule(*p.module).empty());
}

TEST_CASE("statement ids: input positions, then fresh ones, kept across moves") {
  Parsed p(kKernel);
  ir::Function& fn = p.module->functions[0];
  std::vector<uint32_t> ids;
  for (const ir::Block& b : fn.blocks)
    for (const ir::Stmt& s : b.stmts)
      ids.push_back(s.id);
  for (size_t i = 0; i < ids.size(); ++i)
    CHECK(ids[i] == i);
  DiagEngine diags(nullptr);
  auto made = as::parseInstructionText(*p.module, "s_nop 0", fn.blocks[1].stmts[0].ordinal, diags);
  REQUIRE(made);
  CHECK(made->id == p.module->stmtIdLimit() - 1);
  CHECK(made->id >= ids.size());
  // A move keeps the id: swap two statements of block 0.
  std::swap(fn.blocks[0].stmts[1], fn.blocks[0].stmts[2]);
  CHECK(fn.blocks[0].stmts[1].id == 2);
  std::swap(fn.blocks[0].stmts[1], fn.blocks[0].stmts[2]);
  fn.blocks[1].stmts.insert(fn.blocks[1].stmts.begin(), *made);
  ir::buildCfg(*p.module, fn, nullptr);
  CHECK(ir::verifyModule(*p.module).empty());
}

TEST_CASE("verify: each broken invariant is caught") {
  SUBCASE("asymmetric edges") {
    Parsed p(kKernel);
    p.module->functions[0].blocks[2].preds.clear();
    CHECK(mentions(ir::verifyModule(*p.module), "does not list it as a predecessor"));
  }
  SUBCASE("edges that do not match the terminator") {
    Parsed p(kKernel);
    ir::Function& fn = p.module->functions[0];
    fn.blocks[0].succs = {1};
    fn.blocks[2].preds = {1};
    CHECK(mentions(ir::verifyModule(*p.module), "successors do not match its terminator"));
  }
  SUBCASE("blocks that break the splitting rule") {
    Parsed p(kKernel);
    ir::Function& fn = p.module->functions[0];
    for (ir::Stmt& s : fn.blocks[1].stmts)
      fn.blocks[0].stmts.push_back(s);
    CHECK(mentions(ir::verifyModule(*p.module), "splitting rule"));
  }
  SUBCASE("a label defined twice") {
    Parsed p(kKernel);
    ir::Function& fn = p.module->functions[0];
    fn.blocks[2].stmts.insert(fn.blocks[2].stmts.begin(), fn.blocks[2].stmts[0]);
    CHECK(mentions(ir::verifyModule(*p.module), "is defined 2 times"));
  }
  SUBCASE("an instruction without its parsed form, an edited one without text") {
    Parsed p(kKernel);
    ir::Function& fn = p.module->functions[0];
    fn.blocks[1].stmts[0].inst = nullptr;
    fn.blocks[0].stmts[1].edited = true;
    auto problems = ir::verifyModule(*p.module);
    CHECK(mentions(problems, "has no parsed form"));
    CHECK(mentions(problems, "has no text"));
  }
  SUBCASE("a statement copied with its id") {
    Parsed p(kKernel);
    ir::Function& fn = p.module->functions[0];
    fn.blocks[1].stmts.push_back(fn.blocks[1].stmts[0]);
    CHECK(mentions(ir::verifyModule(*p.module), "is used twice"));
  }
  SUBCASE("a statement id the module did not hand out") {
    Parsed p(kKernel);
    p.module->functions[0].blocks[1].stmts[0].id = 1000;
    CHECK(mentions(ir::verifyModule(*p.module), "was not handed out"));
  }
  SUBCASE("a function that does not start with its label") {
    Parsed p(std::string(".type k,@function\n") + kKernel);
    ir::Function& fn = p.module->functions.back();
    REQUIRE(fn.name == "k");
    fn.blocks[0].stmts.erase(fn.blocks[0].stmts.begin());
    CHECK(mentions(ir::verifyModule(*p.module), "does not start with the label 'k'"));
  }
}

namespace {

// A pass that breaks the graph: the verifier must name it.
struct Breaker : passes::Pass {
  bool run(ir::Module& m, passes::PassContext&) override {
    m.functions[0].blocks[0].succs.clear();
    return true;
  }
};
const passes::PassInfo kBreaker{"breaker", "", true, false, false,
                                [] { return std::unique_ptr<passes::Pass>(new Breaker); }};

} // namespace

TEST_CASE("verify-each: names the pass that broke the IR and stops") {
  Parsed p(kKernel);
  RemarkSink remarks("input.s");
  passes::PassOptions options;
  passes::PassContext ctx{*p.diags, remarks, options};
  tool::InstrumentOptions io;
  io.verifyEach = true;
  std::ostringstream err;
  tool::Instrumentation ins(io, options, *p.diags, err);
  ins.start(*p.module);
  int laps = 0;
  passes::runPipeline(*p.module, ctx, {&kBreaker, &kBreaker}, [&](const std::string&) { ++laps; },
                      ins.hooks());
  CHECK(laps == 1); // stopped after the first
  std::string diags = p.diags->format();
  CHECK(diags.find("--verify-each: after pass 'breaker' (step 1)") != std::string::npos);
}
