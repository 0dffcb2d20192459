#include "test_util.h"

#include <doctest/doctest.h>

using namespace silken;
using test::Parsed;

namespace {

std::vector<ir::StmtKind> kinds(const Parsed& p) {
  std::vector<ir::StmtKind> out;
  for (const auto& f : p.module->functions)
    for (const auto& b : f.blocks)
      for (const auto& s : b.stmts)
        out.push_back(s.kind);
  return out;
}

} // namespace

TEST_CASE("parser: labels, directives, instructions and trivia") {
  Parsed p(".text\n"
           "label_a:  /// a comment with label_b: and ::\n"
           "label_c: s_nop 0\n"
           "\n"
           ".LBB0_1:\n.LBB0_2: ; two labels at one address\n"
           "  s_endpgm\n");
  REQUIRE(p.errors().empty());
  using K = ir::StmtKind;
  CHECK(kinds(p) == std::vector<K>{K::Directive, K::Label, K::Label, K::Instr,
                                   K::Trivia, K::Label, K::Label, K::Instr});
  CHECK(p.print() == p.file->text());
}

TEST_CASE("parser: YAML metadata and macro regions are opaque") {
  Parsed p(".amdgpu_metadata\n---\namdhsa.kernels:\n  - .name: k\n    s_nop: 0\n"
           ".end_amdgpu_metadata\n"
           ".macro M a\n  v_mov_b32 \\a, 0\n.endm\n"
           ".rept 2\n s_nop 0\n.endr\n"
           ".if 1\n s_nop 0\n.else\n s_nop 1\n.endif\n");
  REQUIRE(p.errors().empty());
  using K = ir::StmtKind;
  CHECK(kinds(p) == std::vector<K>{K::Opaque, K::Opaque, K::Opaque, K::Opaque});
  CHECK(p.print() == p.file->text());
}

TEST_CASE("parser: .set evaluates in source order") {
  Parsed p(".set A, 2\n.set B, (A+1)*4\nB2 = B/2\n.set A, 100\n");
  REQUIRE(p.errors().empty());
  CHECK(p.module->symbols.valueAt("B", 100) == 12);
  CHECK(p.module->symbols.valueAt("B2", 100) == 6);
  CHECK(p.module->symbols.valueAt("A", 0) == 2);
  CHECK(p.module->symbols.valueAt("A", 3) == 100);
}

TEST_CASE("parser: functions are split at .type @function symbols") {
  Parsed p(".text\n.type k1,@function\n.type k2,@function\n"
           "k1:\n s_endpgm\nk2: ; @k2\n s_endpgm\n");
  REQUIRE(p.errors().empty());
  REQUIRE(p.module->functions.size() == 3);
  CHECK(p.module->functions[0].name.empty());
  CHECK(p.module->functions[1].name == "k1");
  CHECK(p.module->functions[2].name == "k2");
  CHECK(p.module->functions[2].isKernel);
}

TEST_CASE("parser: a .type after its label still splits there") {
  // k2's label comes before its .type: the blocks are built without that
  // start and split again at the end (FunctionBuilder::startsMatch).
  Parsed p(".text\n.type k1,@function\nk1:\n s_nop 0\nL1:\n s_endpgm\n"
           "k2:\n.type k2,@function\n s_endpgm\n");
  REQUIRE(p.errors().empty());
  REQUIRE(p.module->functions.size() == 3);
  CHECK(p.module->functions[1].name == "k1");
  CHECK(p.module->functions[1].blocks.size() == 2); // L1 opens a block
  CHECK(p.module->functions[2].name == "k2");
  CHECK(p.print() == p.file->text());
  // A label no .type names never splits a function.
  Parsed q(".type k,@function\nk:\n s_nop 0\nmid:\n s_endpgm\n");
  REQUIRE(q.module->functions.size() == 2);
  CHECK(q.module->functions[1].blocks.size() == 2);
}

TEST_CASE("parser: a file without kernels is one function") {
  Parsed p("s_nop 0\ns_endpgm\n");
  CHECK(p.module->functions.size() == 1);
}

TEST_CASE("parser: unknown mnemonics are warnings and kept as fences") {
  Parsed p("v_fooo_f32 v1, v2\n");
  CHECK(p.diags->errorCount() == 0);
  CHECK(p.errors() ==
        "input.s:1:1: warning: unknown instruction 'v_fooo_f32'; kept as written and treated as a fence\n"
        "v_fooo_f32 v1, v2\n"
        "^~~~~~~~~~\n"
        "input.s:1:1: note: did you mean 'v_floor_f32'?\n"
        "v_fooo_f32 v1, v2\n"
        "^~~~~~~~~~\n");
  CHECK(p.instrs()[0]->isFence());
  CHECK(p.print() == p.file->text());
}

TEST_CASE("parser: structural errors") {
  CHECK(Parsed("a:\ns_nop 0\na:\n").errors() ==
        "input.s:3:1: error: redefinition of label 'a'\na:\n^\n"
        "input.s:1:1: note: previous definition is here\na:\n^\n");
  CHECK(Parsed(".macro foo\n s_nop 0\n").errors() ==
        "input.s:1:1: error: unterminated '.macro' (missing '.endm')\n"
        ".macro foo\n^~~~~~\n");
  CHECK(Parsed(".endm\n").errors() ==
        "input.s:1:1: error: '.endm' without a matching opening directive\n.endm\n^~~~~\n");
  CHECK(Parsed(std::string("s_nop 0\n\x01\x02\x03\x00junk", 16)).errors() ==
        "input.s:2:4: error: input contains a NUL byte; is this a binary file?\n???\?junk\n   ^\n");
  CHECK(Parsed(".amdgpu_metadata\n---\n").errors() ==
        "input.s:1:1: error: unterminated .amdgpu_metadata block (missing .end_amdgpu_metadata)\n"
        ".amdgpu_metadata\n^~~~~~~~~~~~~~~~\n");
}

TEST_CASE("parser: pass-made instructions parse against the symbols in force") {
  Parsed p(".set sgprWaveIdx, 5\ns_nop 0\n.set sgprWaveIdx, UNDEF\ns_nop 0\n");
  DiagEngine d;
  auto ok = as::parseInstructionText(*p.module, "s_cmp_eq_u32 s[sgprWaveIdx], 0", 1, d);
  REQUIRE(ok.has_value());
  CHECK(ok->inst->operands[0].reg.first == 5);
  CHECK(ok->text == "s_cmp_eq_u32 s[sgprWaveIdx], 0");
  auto bad = as::parseInstructionText(*p.module, "s_cmp_eq_u32 s[sgprWaveIdx], 0", 3, d);
  CHECK_FALSE(bad.has_value());
  CHECK(d.errorCount() == 1);
}
