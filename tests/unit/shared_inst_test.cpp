// The parser's shared instruction records (ir::Inst): statements of one
// text share one record where nothing but the text and the values of the
// .set symbols it reads decide it; everything said about a statement is
// still said about each.
#include "test_util.h"

#include <doctest/doctest.h>

#include <map>

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

namespace {
std::vector<const ir::Stmt*> allStmts(const Parsed& p) {
  std::vector<const ir::Stmt*> out;
  for (const auto& f : p.module->functions)
    for (const auto& b : f.blocks)
      for (const auto& s : b.stmts)
        out.push_back(&s);
  return out;
}
// Offset of view `v` in statement `s`'s raw bytes (they must lie there).
size_t offsetIn(const ir::Stmt& s, std::string_view v) {
  REQUIRE(v.data() >= s.raw.data());
  REQUIRE(v.data() + v.size() <= s.raw.data() + s.raw.size());
  return size_t(v.data() - s.raw.data());
}
} // namespace

TEST_CASE("repeated lines: a repeat is the statement lexing it would make") {
  // Lines from a pool in a fixed pseudo-random order; a repeat of a whole
  // line skips the lexer, so each statement is compared with the first of
  // its bytes, which was lexed.
  const std::vector<std::string> pool = {
      "  v_add_f32 v1, v2, v3 // sum\n", "  s_nop 0\n", "\n", "# note\n",
      "  ; only a comment\n", "  v_mov_b32 v[4:5] /*v[260:261]*/, 0\n",
      "L_top: s_nop 1\n", "  s_branch L_top\n", "  v_fooo v1, v2\n",
      "  s_nop 0 /* open\n", "  close */\n", "  s_nop 2 \x01\n",
      "  v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, 1\n", "s_waitcnt 0\n",
      "  s_nop 0 # not a comment here\n"};
  std::string text;
  uint32_t x = 12345;
  for (int i = 0; i < 600; ++i) {
    x = x * 1103515245u + 12345u;
    const std::string& line = pool[(x >> 16) % pool.size()];
    if (line.starts_with("L_top") && text.find("L_top:") != std::string::npos)
      continue; // one definition
    text += line;
  }
  Parsed p(text);
  CHECK(p.print() == text);
  const std::string said = p.errors();
  auto saysAt = [&](const ir::Stmt& s) {
    return said.find("input.s:" + std::to_string(s.loc.line) + ":") != std::string::npos;
  };
  std::map<std::string_view, const ir::Stmt*> first;
  size_t repeats = 0;
  for (const ir::Stmt* s : allStmts(p)) {
    auto [it, added] = first.emplace(s->raw, s);
    if (added || s->raw.find('\n') + 1 != s->raw.size())
      continue;
    const ir::Stmt& f = *it->second;
    ++repeats;
    CHECK(s->kind == f.kind);
    CHECK(s->startsLine == f.startsLine);
    CHECK(s->loc.col == f.loc.col);
    CHECK(s->loc.line ==
          p.file->locate(uint32_t(s->raw.data() - p.file->text().data())).line);
    CHECK(s->name == f.name);
    CHECK(s->body == f.body);
    if (!s->name.empty())
      CHECK(offsetIn(*s, s->name) == offsetIn(f, f.name));
    if (!s->body.empty())
      CHECK(offsetIn(*s, s->body) == offsetIn(f, f.body));
    // What is said about a line is said at each of its repeats.
    CHECK(saysAt(*s) == saysAt(f));
    REQUIRE((s->inst == nullptr) == (f.inst == nullptr));
    if (s->inst && s->inst->opcode >= 0 && s->inst != f.inst) {
      // Parsed again (a label, an unknown name): the same operands.
      REQUIRE(s->inst->operands.size() == f.inst->operands.size());
      for (size_t k = 0; k < s->inst->operands.size(); ++k)
        CHECK(s->inst->operands[k].text == f.inst->operands[k].text);
    }
  }
  CHECK(repeats > 250);

  // The same lines, each made unique by a trailing comment, so that none
  // is a repeat: the same statements and the same diagnostics.
  std::string unique;
  for (size_t b = 0, n = 0; b < text.size(); ++n) {
    size_t e = text.find('\n', b);
    unique += text.substr(b, e - b) + " // " + std::to_string(n) + "\n";
    b = e + 1;
  }
  Parsed u(unique);
  std::vector<const ir::Stmt*> got = allStmts(p), want = allStmts(u);
  REQUIRE(got.size() == want.size());
  for (size_t i = 0; i < got.size(); ++i) {
    CHECK(got[i]->kind == want[i]->kind);
    CHECK(got[i]->name == want[i]->name);
    std::string body(want[i]->body); // less the comments added inside it
    for (size_t at = 0; (at = body.find(" // ", at)) != std::string::npos;) {
      size_t end = at + 4;
      while (end < body.size() && isdigit(static_cast<unsigned char>(body[end])))
        ++end;
      if (end > at + 4)
        body.erase(at, end - at);
      else
        ++at;
    }
    CHECK(got[i]->body == body);
    CHECK(got[i]->loc == want[i]->loc);
  }
  auto headlines = [](const std::string& all) {
    std::string out;
    for (size_t b = 0; b < all.size();) {
      size_t e = all.find('\n', b);
      if (all.compare(b, 8, "input.s:") == 0)
        out += all.substr(b, e - b + 1);
      b = e + 1;
    }
    return out;
  };
  CHECK(headlines(said) == headlines(u.errors()));
}

TEST_CASE("repeated lines: carriage returns and a last line without a newline") {
  Parsed p("s_nop 0\r\ns_nop 0\r\n\r\n\r\ns_nop 0");
  REQUIRE(p.errors().empty());
  std::vector<const ir::Stmt*> s = p.instrs();
  REQUIRE(s.size() == 3);
  CHECK(s[0]->raw == "s_nop 0\r\n");
  CHECK(s[1]->raw == "s_nop 0\r\n");
  CHECK(s[1]->loc.line == 2);
  CHECK(s[2]->raw == "s_nop 0");
  CHECK(s[2]->loc.line == 5);
  CHECK(s[0]->inst == s[2]->inst);
  CHECK(p.print() == p.file->text());
}

TEST_CASE("symbol uses: unchanged until their symbol is defined again") {
  ir::SymbolTable t;
  t.define("A", 1, 4);
  t.define("B", 2, 7);
  std::vector<ir::SymbolTable::Use> uses;
  t.record(&uses);
  CHECK(t.valueAt("A", 3) == 4);
  CHECK(t.valueAt("C", 3) == std::nullopt); // undefined: always asked again
  t.record(nullptr);
  REQUIRE(uses.size() == 2);
  CHECK(t.unchanged(uses[0]));
  CHECK(!t.unchanged(uses[1]));
  t.define("B", 4, 8); // another symbol
  CHECK(t.unchanged(uses[0]));
  t.define("A", 5, 4); // the same value again
  CHECK(!t.unchanged(uses[0]));
  CHECK(t.sameAt(uses[0], 6));
  CHECK(t.unchanged(uses[0]));
  t.define("A", 7, 5);
  CHECK(!t.sameAt(uses[0], 8));
  CHECK(uses[0].value == 4); // a failed ask leaves the use as it was
  CHECK(!t.sameAt(uses[0], 9));
  CHECK(t.sameAt(uses[0], 6)); // asked before the latest definition: the one in force then
  CHECK(uses[0].value == 4);
  t.define("C", 10, 1);
  CHECK(!t.sameAt(uses[1], 11));

  // Through the parser: a redefinition to the same value keeps sharing.
  Parsed p(".set A, 4\nv_mov_b32 v[A], 0\n.set A, 4\nv_mov_b32 v[A], 0\n"
           ".set A, 6\nv_mov_b32 v[A], 0\nv_mov_b32 v[A], 0\n");
  REQUIRE(p.errors().empty());
  std::vector<const ir::Stmt*> s = p.instrs();
  REQUIRE(s.size() == 4);
  CHECK(s[0]->inst == s[1]->inst);
  CHECK(s[2]->inst != s[1]->inst);
  CHECK(s[2]->inst->operands[0].reg.first == 6);
  CHECK(s[3]->inst == s[2]->inst);

  // A symbol cycling through values: each value's record comes back.
  std::string cycling;
  for (int i = 0; i < 12; ++i)
    cycling += ".set T, " + std::to_string(140 + i % 3) + "\nv_mov_b32 v[T], 0\n";
  Parsed c(cycling);
  REQUIRE(c.errors().empty());
  std::vector<const ir::Stmt*> cyc = c.instrs();
  REQUIRE(cyc.size() == 12);
  for (size_t i = 0; i < cyc.size(); ++i) {
    CHECK(cyc[i]->inst->operands[0].reg.first == 140 + i % 3);
    CHECK(cyc[i]->inst == cyc[i % 3]->inst);
  }
}
