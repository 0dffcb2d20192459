#include "asm/expr.h"

#include <doctest/doctest.h>

using namespace silken;

namespace {

struct Eval {
  bool ok;
  std::optional<int64_t> value;
  std::string errors;
};

Eval eval(std::string text, const ir::SymbolTable& symbols = {}, uint32_t ordinal = 100) {
  SourceFile file("input.s", std::move(text));
  DiagEngine diags(&file);
  as::Lexer lexer(file, diags);
  as::Statement st;
  lexer.next(st);
  as::ExprParser p(lexer, st.tokens, symbols, ordinal, diags, file);
  size_t pos = 0;
  as::ExprResult r = p.parse(pos);
  if (r.ok && pos != st.tokens.size())
    return {false, std::nullopt, "trailing tokens"};
  return {r.ok, r.value, diags.format()};
}

} // namespace

TEST_CASE("expr: arithmetic and precedence") {
  CHECK(eval("1+2*3").value == 7);
  CHECK(eval("(1+2)*3").value == 9);
  CHECK(eval("34816/2").value == 17408);
  CHECK(eval("10-4-3").value == 3);
  CHECK(eval("-0x1").value == -1);
  CHECK(eval("0b101 | 0x10").value == 21);
  CHECK(eval("1 << 4 >> 2").value == 4);
  CHECK(eval("~0 & 0xff").value == 255);
  CHECK(eval("7 % 4").value == 3);
}

TEST_CASE("expr: symbols resolve at a position; redefinition wins later") {
  ir::SymbolTable t;
  t.define("sgprLoopCounterL", 10, 15);
  t.define("sgprLoopCounterL", 50, std::nullopt); // .set ..., UNDEF
  t.define("sgprLoopCounterL", 80, 30);
  CHECK(eval("sgprLoopCounterL+1", t, 20).value == 16);
  CHECK(eval("sgprLoopCounterL+1", t, 60).ok);
  CHECK_FALSE(eval("sgprLoopCounterL+1", t, 60).value.has_value());
  CHECK(eval("sgprLoopCounterL+1", t, 90).value == 31);
  CHECK_FALSE(eval("sgprLoopCounterL", t, 5).value.has_value());
}

TEST_CASE("expr: unknown functions and symbols are not errors, only unknown") {
  Eval e = eval("max(60, other.num_vgpr)");
  CHECK(e.ok);
  CHECK_FALSE(e.value.has_value());
  CHECK(eval("label_X+4").ok);
}

TEST_CASE("expr: errors") {
  CHECK(eval("4/0").errors ==
        "input.s:1:2: error: division by zero in expression\n4/0\n ^\n");
  CHECK(eval("(1+2").errors ==
        "input.s:1:5: error: expected ')' in expression\n(1+2\n    ^\n");
  std::string deep(1000, '(');
  CHECK(eval(deep + "1").errors.find("nested too deeply") != std::string::npos);
}

TEST_CASE("symbols: the definition in force at each statement, asked in any order") {
  // find() answers from the last definition when it is in force (the
  // parser's case) and searches otherwise: both against a plain scan.
  ir::SymbolTable t;
  std::vector<std::pair<uint32_t, int64_t>> defs;
  uint32_t seed = 11;
  auto next = [&] { return seed = seed * 1103515245u + 12345u, (seed >> 16) % 200; };
  for (int i = 0; i < 60; ++i) {
    uint32_t at = next();
    int64_t v = int64_t(next());
    t.define("x", at, v);
    defs.emplace_back(at, v);
  }
  for (uint32_t ordinal = 0; ordinal < 210; ++ordinal) {
    std::optional<int64_t> want;
    uint32_t best = 0;
    bool found = false;
    for (auto [at, v] : defs) // the latest definition at or before, the later one of a tie
      if (at <= ordinal && (!found || at >= best))
        best = at, want = v, found = true;
    CHECK(t.definedAt("x", ordinal) == found);
    CHECK(t.valueAt("x", ordinal) == want);
  }
}
