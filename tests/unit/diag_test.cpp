#include "support/diag.h"
#include "support/spell.h"

#include <doctest/doctest.h>

using namespace silken;

TEST_CASE("diag: clang style with the line and a caret run") {
  SourceFile f("kernel.s", "s_nop 0\n  v_wmma_f32_16x16x32_f17 v[0:7]\n");
  DiagEngine d(&f);
  d.error({2, 3}, 23, "unknown instruction 'v_wmma_f32_16x16x32_f17'");
  d.note({2, 3}, 23, "did you mean 'v_wmma_f32_16x16x32_f16'?");
  CHECK(d.format() ==
        "kernel.s:2:3: error: unknown instruction 'v_wmma_f32_16x16x32_f17'\n"
        "  v_wmma_f32_16x16x32_f17 v[0:7]\n"
        "  ^~~~~~~~~~~~~~~~~~~~~~~\n"
        "kernel.s:2:3: note: did you mean 'v_wmma_f32_16x16x32_f16'?\n"
        "  v_wmma_f32_16x16x32_f17 v[0:7]\n"
        "  ^~~~~~~~~~~~~~~~~~~~~~~\n");
  CHECK(d.errorCount() == 1);
}

TEST_CASE("diag: tabs before the caret are kept so it lines up") {
  SourceFile f("k.s", "\ts_nop x\n");
  DiagEngine d(&f);
  d.warning({1, 8}, 1, "odd");
  CHECK(d.format() == "k.s:1:8: warning: odd\n\ts_nop x\n\t      ^\n");
}

TEST_CASE("diag: long lines are clipped around the caret") {
  std::string line(100000, 'x');
  SourceFile f("k.s", line + "\n");
  DiagEngine d(&f);
  d.error({1, 50000}, 1, "here");
  std::string out = d.format();
  CHECK(out.size() < 400);
  CHECK(out.find("^") != std::string::npos);
}

TEST_CASE("diag: error limit") {
  SourceFile f("k.s", "x\n");
  DiagEngine d(&f);
  d.setErrorLimit(2);
  d.error({1, 1}, 1, "one");
  d.error({1, 1}, 1, "two");
  d.error({1, 1}, 1, "three");
  CHECK(d.errorCount() == 2);
  CHECK(d.limitReached());
  CHECK(d.format().find("too many errors emitted, stopping now") != std::string::npos);
  CHECK(d.format().find("three") == std::string::npos);
}

TEST_CASE("diag: no file means the tool name") {
  DiagEngine d;
  d.error({}, 0, "unknown pass 'x'");
  CHECK(d.format() == "silken: error: unknown pass 'x'\n");
}

TEST_CASE("spell: closest match") {
  std::vector<std::string_view> names = {"schedule", "waitcnt", "cluster-barrier", "dce"};
  CHECK(closestMatch("waitcn", names) == "waitcnt");
  CHECK(closestMatch("cluster-barier", names) == "cluster-barrier");
  CHECK(closestMatch("zzzzzzzz", names).empty());
  CHECK(editDistance("kitten", "sitting", 10) == 3);
}

TEST_CASE("diag: warning categories, -Wno- and the summary") {
  SourceFile f("k.s", "s_nop 0\n");
  DiagEngine d(&f);
  d.warning({1, 1}, 5, "maybe", "barrier-unmodelled-path");
  d.warning({1, 1}, 5, "plain");
  d.setWarningEnabled("barrier-divergent", false);
  d.warning({1, 1}, 5, "hidden", "barrier-divergent");
  d.note({1, 1}, 5, "dropped with its warning");
  d.error({1, 1}, 5, "bad");
  CHECK(d.format(d.diagnostics()[0]) ==
        "k.s:1:1: warning: maybe [-Wbarrier-unmodelled-path]\ns_nop 0\n^~~~~\n");
  CHECK(d.diagnostics().size() == 3);
  CHECK(d.warningCount() == 2);
  CHECK(d.suppressedCount() == 1);
  CHECK(d.summary() == "1 error, 2 warnings (barrier-unmodelled-path 1, other 1), 1 suppressed");
  d.setWarningEnabled("barrier-divergent", true);
  d.warning({1, 1}, 5, "shown", "barrier-divergent");
  CHECK(d.warningsByCategory().at("barrier-divergent") == 1);
  CHECK(DiagEngine().summary() == "no problems");
}

TEST_CASE("diag: long quoted input in a message is clipped") {
  DiagEngine d(nullptr);
  std::string name(100, 'a'), shortName(64, 'b');
  d.warning({}, 0, "symbol '" + name + "' and '" + shortName + "' and 'c'");
  CHECK(d.format() == "silken: warning: symbol '" + std::string(64, 'a') + "...' and '" +
                          shortName + "' and 'c'\n");
}
