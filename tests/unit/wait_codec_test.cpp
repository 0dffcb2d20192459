#include "isa/wait_codec.h"
#include "semantics/inst_facts.h"
#include "test_util.h"

#include <doctest/doctest.h>

using namespace silken;
using silken::test::Parsed;

TEST_CASE("wait codec: decode single, combined and idle waits") {
  Parsed p("s_wait_loadcnt 0x2\ns_wait_loadcnt_dscnt 0x203\ns_wait_storecnt_dscnt 0x100\n"
           "s_wait_idle\ns_wait_kmcnt 0x40\nv_nop\n");
  REQUIRE(p.errors().empty());
  isa::WaitValues a = isa::decodeWait(p.inst(0));
  CHECK(a[0] == 2u);
  CHECK(!a[2]);
  isa::WaitValues b = isa::decodeWait(p.inst(1));
  CHECK(b[0] == 2u);
  CHECK(b[2] == 3u);
  isa::WaitValues c = isa::decodeWait(p.inst(2));
  CHECK(c[1] == 1u);
  CHECK(c[2] == 0u);
  isa::WaitValues idle = isa::decodeWait(p.inst(3));
  for (const auto& v : idle)
    CHECK(v == 0u);
  CHECK(isa::decodeWait(p.inst(4))[3] == 31u); // clamped to kmcnt's width
  for (const auto& v : isa::decodeWait(p.inst(5)))
    CHECK(!v);
}

TEST_CASE("wait codec: encode combines loadcnt or storecnt with dscnt") {
  isa::WaitValues v;
  v[0] = 1u;
  v[2] = 0u;
  v[3] = 0u;
  std::vector<isa::EncodedWait> w = isa::encodeWaits(v);
  REQUIRE(w.size() == 2);
  CHECK(w[0].text == "s_wait_loadcnt_dscnt 0x100");
  CHECK(w[1].text == "s_wait_kmcnt 0x0");
  isa::WaitValues s;
  s[1] = 0u;
  s[2] = 2u;
  CHECK(isa::encodeWaits(s).at(0).text == "s_wait_storecnt_dscnt 0x2");
  CHECK(isa::isDerivableWait("s_wait_xcnt"));
  CHECK_FALSE(isa::isDerivableWait("s_wait_tensorcnt"));
}
