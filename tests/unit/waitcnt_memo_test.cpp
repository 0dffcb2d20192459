// The waitcnt pass's walk memo (passes/waitcnt_memo.h): a second run in
// the same pipeline context takes the walks of unchanged blocks from the
// first, and must write exactly what a fresh run writes, also when an
// edit between the runs changes the entry state of a block it kept.
#include "analysis/cache.h"
#include "passes/pass.h"
#include "test_util.h"

#include <doctest/doctest.h>

using namespace silken;

namespace {

// A load whose result the join block reads, and a tail that reads v5
// (nothing pending for it in the input).
constexpr const char* kInput = "global_load_b32 v1, v0, s[0:1]\n"
                               "s_cmp_eq_u32 s2, 0\n"
                               "s_cbranch_scc1 .Lskip\n"
                               "v_mov_b32 v6, 0\n"
                               ".Lskip:\n"
                               "v_add_f32 v2, v1, v1\n"
                               "s_cmp_eq_u32 s3, 0\n"
                               "s_cbranch_scc1 .Ltail\n"
                               "v_mov_b32 v7, 0\n"
                               ".Ltail:\n"
                               "v_add_f32 v3, v5, v5\n"
                               "global_store_b32 v0, v3, s[0:1]\n"
                               "s_endpgm\n";

bool runWaitcnt(ir::Module& m, passes::PassContext& ctx) {
  analysis::AnalysisCache cache; // fresh per run: the pipeline invalidates it after a change
  ctx.analyses = &cache;
  bool changed = passes::findPass("waitcnt")->create()->run(m, ctx);
  ctx.analyses = nullptr;
  return changed;
}

// Inserts `text` after "v_mov_b32 v7, 0" (the block the second branch skips).
void insertIntoSkippedBlock(ir::Module& m, const char* text) {
  for (ir::Block& b : m.functions[0].blocks)
    for (size_t i = 0; i < b.stmts.size(); ++i)
      if (b.stmts[i].isInstr() && b.stmts[i].body == "v_mov_b32 v7, 0") {
        DiagEngine diags(nullptr);
        std::optional<ir::Stmt> s = as::parseInstructionText(m, text, b.stmts[i].ordinal, diags);
        REQUIRE(s);
        b.stmts.insert(b.stmts.begin() + long(i) + 1, *s);
        return;
      }
  FAIL("block not found");
}

} // namespace

TEST_CASE("waitcnt memo: a rerun over an edited function writes what a fresh run writes") {
  test::Parsed p(kInput);
  REQUIRE(p.errors().empty());
  RemarkSink remarks("input.s");
  passes::PassOptions options;
  passes::PassContext kept{*p.diags, remarks, options};
  CHECK(runWaitcnt(*p.module, kept)); // the wait before v_add_f32 v2
  std::string first = p.print();
  CHECK(first.find("s_wait_loadcnt 0x0\nv_add_f32 v2") != std::string::npos);
  // Unchanged: the rerun takes every walk from the memo and changes nothing.
  CHECK_FALSE(runWaitcnt(*p.module, kept));
  CHECK(p.print() == first);

  // A load of v5 in the second skipped block: the tail block, kept with
  // nothing pending (the first wait completed v1), now starts with v5 in
  // flight on one path and needs a wait.
  insertIntoSkippedBlock(*p.module, "global_load_b32 v5, v0, s[0:1]");
  std::string edited = p.print();
  runWaitcnt(*p.module, kept);
  std::string rerun = p.print();

  test::Parsed fresh(edited);
  REQUIRE(fresh.errors().empty());
  RemarkSink freshRemarks("input.s");
  passes::PassContext none{*fresh.diags, freshRemarks, options};
  runWaitcnt(*fresh.module, none);
  CHECK(rerun == fresh.print());
  CHECK(rerun.find("s_wait_loadcnt 0x0\nv_add_f32 v3, v5, v5") != std::string::npos);
}
