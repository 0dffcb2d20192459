// The parser's shared instruction records (ir::Inst): statements of one
// text share one record where nothing but the text and the values of the
// .set symbols it reads decide it; everything said about a statement is
// still said about each.
#include "test_util.h"

#include <doctest/doctest.h>

using namespace silken;
using test::Parsed;

TEST_CASE("shared instructions: one record per text, each statement its own text") {
  Parsed p("v_add_f32 v1, v2, v3\ns_nop 0\nv_add_f32 v1, v2, v3\nv_add_f32  v1, v2, v3\n");
  REQUIRE(p.errors().empty());
  std::vector<const ir::Stmt*> s = p.instrs();
  REQUIRE(s.size() == 4);
  CHECK(s[0]->inst == s[2]->inst);
  CHECK(s[0]->inst != s[3]->inst); // another spelling: another text, parsed again
  CHECK(s[3]->inst->operands[1].reg.first == 2);
  // The name and the operand views as they appear in each statement.
  CHECK(s[2]->name.data() == s[2]->body.data());
  std::string_view own = s[2]->ownText(s[2]->inst->operands[1].text);
  CHECK(own == "v2");
  CHECK(own.data() >= s[2]->body.data());
  CHECK(own.data() < s[2]->body.data() + s[2]->body.size());
  CHECK(s[0]->ownText(s[0]->inst->operands[1].text).data() ==
        s[0]->inst->operands[1].text.data());
  CHECK(s[2]->ownText("v2").empty()); // not a view into its instruction
  CHECK(p.print() == p.file->text());
}

TEST_CASE("shared instructions: only where the symbols read have the same values") {
  Parsed p(".set A, 4\nv_mov_b32 v[A], 0\n.set B, 1\nv_mov_b32 v[A], 0\n"
           ".set A, 5\nv_mov_b32 v[A], 0\n.set A, 4\nv_mov_b32 v[A], 0\n"
           "v_mov_b32 v[A], 0\n");
  REQUIRE(p.errors().empty());
  std::vector<const ir::Stmt*> s = p.instrs();
  REQUIRE(s.size() == 5);
  CHECK(s[0]->inst == s[1]->inst); // B is not read
  CHECK(s[2]->inst != s[1]->inst);
  CHECK(s[2]->inst->operands[0].reg.first == 5);
  CHECK(s[3]->inst->operands[0].reg.first == 4);
  CHECK(s[3]->inst == s[4]->inst);
  for (const ir::Stmt* st : s)
    CHECK(st->inst->operands[0].reg.symbolic);
}

TEST_CASE("shared instructions: label uses and diagnostics stay per statement") {
  Parsed p("s_branch .Lx\ns_nop 0\n  s_branch .Lx\n");
  std::vector<const ir::Stmt*> s = p.instrs();
  REQUIRE(s.size() == 3);
  CHECK(s[0]->inst != s[2]->inst);
  const std::string warn = "warning: branch target '.Lx' is not defined in this file";
  std::string e = p.errors();
  CHECK(e.find("input.s:1:10: " + warn) != std::string::npos);
  CHECK(e.find("input.s:3:12: " + warn) != std::string::npos);
  // A text that warns is parsed (and warns) again wherever it appears.
  Parsed q("v_dual_mov_b32 v1, 0 :: v_dual_fooo v2, 0\n"
           "v_dual_mov_b32 v1, 0 :: v_dual_fooo v2, 0\n");
  CHECK(q.diags->warningCount() == 2);
  CHECK(q.instrs()[0]->inst != q.instrs()[1]->inst);
}
