// `silken check`'s wait walks through a point many units were walked from:
// the memo of such a point turns into a table by unit (wait_checker.h,
// kDenseAt), and must answer as the sorted list did.
#include "check/wait_check.h"
#include "test_util.h"

#include <doctest/doctest.h>

#include <string>

using namespace silken;

namespace {

// 50 loads fill v0..v199, `wait` follows them, then a diamond joins and
// 200 consumers each read one of the loaded registers (so the walks back
// from them pass the join's predecessors' ends with 200 units in all, past
// the table's threshold).
std::string kernel(const std::string& wait) {
  std::string s = "s_cmp_eq_u32 s0, 0\n";
  for (int k = 0; k < 50; ++k)
    s += "global_load_b128 v[" + std::to_string(4 * k) + ":" + std::to_string(4 * k + 3) +
         "], v[250:251], off\n";
  s += wait + "s_cbranch_scc0 .Ljoin\ns_nop 0\n.Ljoin:\n";
  for (int u = 0; u < 200; ++u)
    s += "v_mov_b32 v" + std::to_string(200 + u % 40) + ", v" + std::to_string(u) + "\n";
  return s + "s_endpgm\n";
}

size_t errorsAbout(const test::Parsed& p, const std::string& what) {
  size_t n = 0;
  for (const Diagnostic& d : p.diags->diagnostics())
    n += d.severity == Severity::Error && d.message.find(what) != std::string::npos;
  return n;
}

} // namespace

TEST_CASE("wait check: a point walked from with hundreds of units answers as before") {
  test::Parsed covered(kernel("s_wait_loadcnt 0\n"));
  REQUIRE(covered.errors().empty());
  check::checkWaits(*covered.module, *covered.diags);
  CHECK(covered.diags->errorCount() == 0);

  // loadcnt 1 leaves the last load (v196..v199) outstanding: exactly its
  // four readers are reported, the last of 200 walks through the joins.
  test::Parsed open(kernel("s_wait_loadcnt 1\n"));
  check::checkWaits(*open.module, *open.diags);
  CHECK(open.diags->errorCount() == 4);
  for (int u = 196; u < 200; ++u)
    CHECK(errorsAbout(open, "v" + std::to_string(u)) >= 1);
  CHECK(errorsAbout(open, "v195") == 0);
}
