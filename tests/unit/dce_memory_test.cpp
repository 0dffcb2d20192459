// dce's memory between runs (passes/dce_memory.h): a later run that skips
// the blocks it found nothing in gives what a fresh run gives, and a
// DeadInstructionKept remark is said once per pipeline.
#include "passes/factories.h"
#include "passes/pass.h"
#include "test_util.h"

#include <doctest/doctest.h>

#include <map>
#include <random>
#include <string>

using namespace silken;
using silken::test::Parsed;

namespace {

// A few blocks of SALU and VALU code over a few registers, with dead
// writes, loads whose results go unread and branches between the blocks.
std::string randomKernel(std::mt19937& rng) {
  auto pick = [&](unsigned n) { return unsigned(rng() % n); };
  auto v = [&] { return "v" + std::to_string(pick(8)); };
  auto s = [&] { return "s" + std::to_string(pick(8)); };
  std::string text = ".text\n";
  unsigned blocks = 1 + pick(4);
  for (unsigned b = 0; b < blocks; ++b) {
    text += "L" + std::to_string(b) + ":\n";
    unsigned count = 2 + pick(14);
    for (unsigned i = 0; i < count; ++i) {
      switch (pick(6)) {
      case 0: text += "  s_mov_b32 " + s() + ", " + s() + "\n"; break;
      case 1: text += "  s_add_u32 " + s() + ", " + s() + ", 4\n"; break;
      case 2: text += "  v_mov_b32 " + v() + ", " + v() + "\n"; break;
      case 3: text += "  v_add_f32 " + v() + ", " + v() + ", " + v() + "\n"; break;
      case 4: text += "  global_load_b32 " + v() + ", v[8:9], off\n"; break;
      default: text += "  global_store_b32 v[8:9], " + v() + ", off\n"; break;
      }
    }
    if (b + 1 < blocks && pick(2))
      text += "  s_cbranch_scc1 L" + std::to_string(pick(blocks)) + "\n";
  }
  text += "  s_endpgm\n";
  return text;
}

bool runFresh(Parsed& p, std::unique_ptr<passes::Pass> pass, const char* name) {
  RemarkSink remarks("input.s");
  passes::PassOptions options;
  passes::PassContext ctx{*p.diags, remarks, options, name};
  return pass->run(*p.module, ctx);
}

} // namespace

TEST_CASE("dce: what it keeps across runs gives the output of a fresh run") {
  std::mt19937 rng(4242);
  int deleted = 0;
  for (int n = 0; n < 300; ++n) {
    std::string text = randomKernel(rng);
    CAPTURE(text);
    Parsed kept(text), fresh(text);
    REQUIRE(kept.errors().empty());
    RemarkSink remarks("input.s");
    passes::PassOptions options;
    passes::PassContext ctx{*kept.diags, remarks, options, "dce"};
    deleted += passes::createDcePass()->run(*kept.module, ctx);
    runFresh(fresh, passes::createDcePass(), "dce");
    REQUIRE(kept.print() == fresh.print());
    // waitcnt changes some blocks and leaves others; dce runs again.
    ctx.pass = "waitcnt";
    passes::createWaitcntPass()->run(*kept.module, ctx);
    runFresh(fresh, passes::createWaitcntPass(), "waitcnt");
    ctx.pass = "dce";
    ctx.round = 2;
    passes::createDcePass()->run(*kept.module, ctx);
    runFresh(fresh, passes::createDcePass(), "dce");
    CHECK(kept.print() == fresh.print());
    // Each kept statement is said once in the pipeline.
    std::map<int64_t, int> said;
    for (const Remark& r : remarks.remarks())
      if (r.name == "DeadInstructionKept")
        for (const auto& [key, value] : r.args)
          if (key == "stmt")
            CHECK(++said[std::get<int64_t>(value)] == 1);
  }
  CHECK(deleted > 30);
}
