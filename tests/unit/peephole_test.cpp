#include "analysis/copies.h"
#include "passes/peephole_patterns.h"
#include "test_util.h"

#include <doctest/doctest.h>

using namespace silken;
using silken::test::Parsed;

namespace {

// Reads `text` as a pattern file; the diagnostics, formatted.
std::string read(const std::string& text, std::vector<passes::Pattern>& out) {
  SourceFile file("p.patterns", text);
  DiagEngine diags(&file);
  passes::readPeepholePatterns(file, diags, out);
  return diags.format();
}

} // namespace

TEST_CASE("peephole patterns: the built-in table reads clean") {
  std::vector<passes::Pattern> table;
  CHECK(read(std::string(passes::builtinPeepholePatterns()), table).empty());
  REQUIRE(table.size() >= 10);
  CHECK(table[0].name == "MergeNops");
  // Only the contractions are opt-in, and they are.
  for (const passes::Pattern& p : table)
    CHECK((p.option == "fp-contract") == (p.name.rfind("MulAddContract", 0) == 0));
}

TEST_CASE("peephole patterns: one pattern, every part") {
  std::vector<passes::Pattern> out;
  CHECK(read("pattern P option fp-contract  # a comment\n"
             "  match $a = s_nop|s_sleep $n\n"
             "  match $b = s_nop 0x2\n"
             "  require adjacent($a, $b)\n"
             "  require at-most({$n + 2 -1}, 127)\n"
             "  rewrite $a = s_nop {$n - 1}\n"
             "  rewrite delete $b\n"
             "end\n",
             out)
            .empty());
  REQUIRE(out.size() == 1);
  const passes::Pattern& p = out[0];
  CHECK(p.option == "fp-contract");
  REQUIRE(p.matches.size() == 2);
  CHECK(p.matches[0].mnemonics.size() == 2);
  CHECK(p.matches[1].operands[0].kind == passes::OperandPattern::Kind::Int);
  CHECK(p.matches[1].operands[0].value == 2);
  REQUIRE(p.constraints.size() == 2);
  const passes::Term& sum = p.constraints[1].args[0];
  REQUIRE(sum.parts.size() == 3);
  CHECK(sum.parts[2].sign == 1);
  CHECK(sum.parts[2].value == -1);
  CHECK(p.rewrites[0].operands[0].parts[1].sign == -1);
  CHECK(p.rewrites[1].erase);
}

TEST_CASE("peephole patterns: a malformed line is one clang-style error with a caret") {
  std::vector<passes::Pattern> out;
  CHECK(read("pattern P\n  match $a = s_nop $n\n  require flags-dead($x)\n"
             "  rewrite delete $a\nend\n",
             out) == "p.patterns:3:22: error: '$x' is not bound by a match line\n"
                     "  require flags-dead($x)\n"
                     "                     ^~\n");
  CHECK(out.empty());
  CHECK(read("pattern P\n  match $a = s_nop $n\n", out) ==
        "p.patterns:1:1: error: pattern 'P' has no 'end'\n"
        "pattern P\n"
        "^~~~~~~~~\n");
}

TEST_CASE("available copies: a copy holds across a join, dies at a write and at EXEC") {
  Parsed p("v_mov_b32 v1, v2\n s_mov_b32 s4, 7\n s_cbranch_scc0 L1\n v_nop\n"
           "L1:\n v_mov_b32 v1, v2\n s_mov_b32 exec_lo, s0\n v_mov_b32 v1, v2\n"
           " s_mov_b32 s4, 7\n s_endpgm\n");
  REQUIRE(p.errors().empty());
  ir::Function& fn = p.module->functions[0];
  analysis::FunctionAnalyses fa(fn);
  std::vector<analysis::CopySet> entry = analysis::availableCopies(fn, fa);
  REQUIRE(fn.blocks.size() == 3);
  analysis::CopySet set = entry[2];
  const std::vector<ir::Stmt>& stmts = fn.blocks[2].stmts;
  std::vector<bool> redundant;
  for (size_t i = 0; i < stmts.size(); ++i) {
    std::optional<analysis::CopyFact> f = analysis::copyOf(stmts[i], fa.msbBefore(2, i));
    if (f)
      redundant.push_back(analysis::holds(set, *f));
    analysis::copyTransfer(set, stmts[i], fa.msbBefore(2, i));
  }
  // v1 = v2 and s4 = 7 hold at L1; after the EXEC write only s4 = 7 does.
  CHECK(redundant == std::vector<bool>{true, false, true});
}
