#include "analysis/lds_ranges.h"
#include "test_util.h"

#include <doctest/doctest.h>

#include <optional>
#include <string>

using namespace silken;
using analysis::LdsRange;
using analysis::LdsRelation;
using silken::test::Parsed;

namespace {

// The range of the last statement of the last block of the first function.
std::optional<LdsRange> lastRange(const std::string& text) {
  Parsed p(text);
  const ir::Function& fn = p.module->functions[0];
  analysis::LdsRanges ranges(fn);
  uint32_t b = uint32_t(fn.blocks.size() - 1);
  for (uint32_t i = uint32_t(fn.blocks[b].stmts.size()); i-- > 0;)
    if (fn.blocks[b].stmts[i].isInstr())
      return ranges.of(b, i);
  return std::nullopt;
}

} // namespace

TEST_CASE("lds ranges: DS accesses from literal moves, sizes and offsets") {
  auto r = lastRange("v_mov_b32 v0, 0x100\nds_load_b128 v[4:7], v0 offset:32\n");
  REQUIRE(r);
  CHECK(*r == LdsRange{0x120, 0x130, true});
  r = lastRange("v_mov_b32 v0, 0x100\nds_store_b16 v0, v1 offset:2\n");
  REQUIRE(r);
  CHECK(*r == LdsRange{0x102, 0x104, true});
  r = lastRange("v_mov_b32 v0, 0x100\nds_load_2addr_b32 v[2:3], v0 offset0:4 offset1:1\n");
  REQUIRE(r);
  CHECK(*r == LdsRange{0x104, 0x114, true});
  r = lastRange("v_mov_b32 v0, 0x100\nds_add_rtn_u32 v2, v0, v1 offset:8\n");
  REQUIRE(r);
  CHECK(*r == LdsRange{0x108, 0x10c, true});
}

TEST_CASE("lds ranges: a tensor load's range is open, from D# group 0 dword 1") {
  auto r = lastRange("s_mov_b32 s1, 0x2000\ntensor_load_to_lds s[0:3], s[4:11]\n");
  REQUIRE(r);
  CHECK(r->lo == 0x2000);
  CHECK(r->hi == analysis::kLdsBytes);
  CHECK_FALSE(r->exactEnd);
}

TEST_CASE("lds ranges: what is not certain is unknown") {
  // Not a literal move; an argument; two different values on two paths.
  CHECK_FALSE(lastRange("v_add_nc_u32 v0, 4, v1\nds_load_b32 v2, v0\n"));
  CHECK_FALSE(lastRange("ds_load_b32 v2, v0\n"));
  CHECK_FALSE(lastRange("s_cmp_eq_u32 s0, 0\ns_cbranch_scc1 L1\nv_mov_b32 v0, 0x10\n"
                        "s_branch L2\nL1:\nv_mov_b32 v0, 0x20\nL2:\nds_load_b32 v2, v0\n"));
  // The same value on both paths is known.
  CHECK(lastRange("s_cmp_eq_u32 s0, 0\ns_cbranch_scc1 L1\nv_mov_b32 v0, 0x10\n"
                  "s_branch L2\nL1:\nv_mov_b32 v0, 0x10\nL2:\nds_load_b32 v2, v0\n"));
  // EXEC or the MSB window written anywhere: VGPR values are not trusted.
  CHECK_FALSE(lastRange("s_mov_b32 exec_lo, 1\nv_mov_b32 v0, 0x10\nds_load_b32 v2, v0\n"));
  CHECK_FALSE(lastRange("s_set_vgpr_msb 0\nv_mov_b32 v0, 0x10\nds_load_b32 v2, v0\n"));
  // Outside LDS; packed and transposed forms.
  CHECK_FALSE(lastRange("v_mov_b32 v0, 0x7fff0\nds_load_b32 v2, v0\n"));
  CHECK_FALSE(lastRange("v_mov_b32 v0, 0x10\nds_pk_add_f16 v0, v1\n"));
  CHECK_FALSE(lastRange("s_mov_b32 s1, 0x80000000\ntensor_load_to_lds s[0:3], s[4:11]\n"));
  // Not an LDS access at all.
  CHECK_FALSE(lastRange("v_mov_b32 v0, 0x10\nds_bpermute_b32 v2, v0, v1\n"));
}

TEST_CASE("lds ranges: relations") {
  std::optional<LdsRange> a = LdsRange{0x100, 0x110, true};
  std::optional<LdsRange> b = LdsRange{0x110, 0x120, true};
  std::optional<LdsRange> open = LdsRange{0x1000, analysis::kLdsBytes, false};
  CHECK(analysis::relate(a, b) == LdsRelation::Disjoint);
  CHECK(analysis::relate(a, a) == LdsRelation::Overlap);
  CHECK(analysis::relate(a, open) == LdsRelation::Disjoint);
  // Inside an open range only its first byte is certain.
  CHECK(analysis::relate(open, LdsRange{0x1000, 0x1004, true}) == LdsRelation::Overlap);
  CHECK(analysis::relate(open, LdsRange{0x2000, 0x2004, true}) == LdsRelation::Unknown);
  CHECK(analysis::relate(a, std::nullopt) == LdsRelation::Unknown);
}

TEST_CASE("lds ranges: buffer annotations") {
  Parsed p("ds_load_b32 v1, v0 // silken: lds=1,3\n"
           "tensor_load_to_lds s[0:3], s[4:11] // st.token:2\n"
           "ds_load_b32 v1, v0 // no annotation\n");
  auto instrs = p.instrs();
  CHECK(analysis::ldsBufferTokens(*instrs[0]) == std::vector<uint32_t>{1, 3});
  CHECK(analysis::ldsBufferTokens(*instrs[1]) == std::vector<uint32_t>{2});
  CHECK(analysis::ldsBufferTokens(*instrs[2]).empty());
}
