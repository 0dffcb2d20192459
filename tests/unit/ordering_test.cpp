#include "analysis/cache.h"
#include "analysis/ordering.h"
#include "test_util.h"

#include <doctest/doctest.h>

#include <string>

using namespace silken;
using silken::analysis::FenceKind;
using silken::test::Parsed;

namespace {

// The fence kinds of block 0, one letter per statement:
// '.' none, and the first letter of the kind otherwise (S = symbol
// definition, P = pinned, p = position, c = clause).
std::string fences(const Parsed& p, const analysis::OrderingOptions& o = {}) {
  const ir::Function& fn = p.module->functions[0];
  analysis::Ordering ord(fn, o);
  std::string out;
  for (uint32_t i = 0; i < fn.blocks[0].stmts.size(); ++i) {
    switch (ord.fence(0, i)) {
    case FenceKind::None: out += '.'; break;
    case FenceKind::SymbolDefinition: out += 'S'; break;
    case FenceKind::Pinned: out += 'P'; break;
    case FenceKind::Position: out += 'p'; break;
    case FenceKind::Clause: out += 'c'; break;
    default: out += analysis::fenceKindName(ord.fence(0, i))[0]; break;
    }
  }
  return out;
}

} // namespace

TEST_CASE("ordering: each kind of fence") {
  Parsed p("v_add_f32 v1, v2, v3\n"     // .
           "s_nop 1\n"                  // p
           "v_nop\n"                    // p
           "s_delay_alu instid0(VALU_DEP_1)\n" // p
           "s_setprio 2\n"              // p
           "s_set_vgpr_msb 0x41\n"      // p
           "s_wait_alu 0xfffe\n"        // p
           "s_sleep 1\n"                // p
           "s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)\n" // p
           "s_denorm_mode 0\n"          // p
           "s_wait_loadcnt 0x0\n"       // w
           "s_barrier_signal -1\n"      // b
           ".set foo, 4\n"              // S
           ".p2align 3\n"               // d
           ".long 0\n"                  // o (data in code)
           "v_mul_f32 v4, v1, v1 // a comment\n" // .
           "// a comment line\n"        // . (trivia)
           "s_branch L\n"               // b
           "L:\n s_endpgm\n");
  REQUIRE(p.errors().empty());
  CHECK(fences(p) == ".pppppppppwbSdo..b");
}

TEST_CASE("ordering: waits are fences unless the region's waits are rebuilt") {
  Parsed p("global_load_b32 v1, v[2:3], off\ns_wait_loadcnt 0x0\nv_add_f32 v4, v1, v1\n");
  REQUIRE(p.errors().empty());
  CHECK(fences(p) == ".w.");
  CHECK(fences(p, {.waitsAreFences = false}) == "...");
}

TEST_CASE("ordering: an s_clause window counts memory instructions only") {
  Parsed p("s_clause 0x1\n"
           "global_load_b32 v1, v[2:3], off\n"
           "v_add_f32 v9, v8, v8\n" // between members: stays
           "global_load_b32 v4, v[2:3], off\n"
           "v_add_f32 v5, v6, v7\n"); // after the window: free
  REQUIRE(p.errors().empty());
  CHECK(fences(p) == "cccc.");
}

TEST_CASE("ordering: a pinned range keeps its order, across labels too") {
  Parsed p("v_add_f32 v1, v2, v3\n"
           "// silken: no-schedule\n"
           "v_add_f32 v4, v2, v3\n"
           "v_add_f32 v5, v2, v3\n"
           "L:\n"
           "v_add_f32 v6, v2, v3\n"
           "// silken: end\n"
           "v_add_f32 v7, v2, v3\n");
  REQUIRE(p.errors().empty());
  const ir::Function& fn = p.module->functions[0];
  REQUIRE(fn.blocks.size() == 2);
  CHECK(fences(p) == "..PP");
  analysis::Ordering ord(fn);
  CHECK(ord.fence(1, 1) == FenceKind::Pinned);
  CHECK(ord.fence(1, 3) == FenceKind::None);
}

TEST_CASE("ordering: regions and fenceBetween") {
  Parsed p("v_add_f32 v1, v2, v3\n"
           "v_add_f32 v4, v2, v3\n"
           "s_nop 0\n"
           "v_add_f32 v5, v2, v3\n"   // alone: no region
           "s_wait_kmcnt 0x0\n"
           "v_add_f32 v6, v2, v3\n"
           "// comment\n"
           "v_add_f32 v7, v2, v3\n");
  REQUIRE(p.errors().empty());
  const ir::Function& fn = p.module->functions[0];
  analysis::FunctionAnalyses fa(fn);
  const analysis::Ordering& ord = fa.ordering();
  auto regions = ord.regions(fn, 0);
  REQUIRE(regions.size() == 2);
  CHECK(regions[0].begin == 0);
  CHECK(regions[0].end == 2);
  CHECK(regions[0].endedBy == FenceKind::Position);
  CHECK(regions[1].begin == 5);
  CHECK(regions[1].end == 8);
  CHECK(regions[1].endedBy == FenceKind::None);
  CHECK_FALSE(ord.fenceBetween(0, 0, 1));
  CHECK(ord.fenceBetween(0, 1, 3));
  CHECK_FALSE(ord.fenceBetween(0, 5, 7));
}
