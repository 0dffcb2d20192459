#include "asm/lexer.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using namespace silken;
using silken::as::TokenKind;

namespace {

struct Lexed {
  std::vector<std::vector<std::string>> statements; // token texts
  std::vector<std::vector<TokenKind>> kinds;
  std::string errors;
};

Lexed lex(std::string text) {
  SourceFile file("input.s", std::move(text));
  DiagEngine diags(&file);
  as::Lexer lexer(file, diags);
  as::Statement st;
  Lexed out;
  while (lexer.next(st)) {
    out.statements.emplace_back();
    out.kinds.emplace_back();
    for (const auto& t : st.tokens) {
      out.statements.back().emplace_back(lexer.text(t));
      out.kinds.back().push_back(t.kind);
    }
  }
  out.errors = diags.format();
  return out;
}

} // namespace

TEST_CASE("lexer: one statement per line, comments are trivia") {
  Lexed l = lex("s_mov_b32 s0, 1 // c1\nv_add_f32 v1, v2, v3 ; c2\n# hash line\n");
  REQUIRE(l.statements.size() == 3);
  CHECK(l.statements[0] == std::vector<std::string>{"s_mov_b32", "s0", ",", "1"});
  CHECK(l.statements[1].size() == 6);
  CHECK(l.statements[2].empty());
  CHECK(l.errors.empty());
}

TEST_CASE("lexer: a lone CR ends a statement and a comment, as for llvm-mc") {
  Lexed l = lex("s_nop 0 // c\rs_nop 1 ; d\r\n# e\rs_nop 2\r\rs_nop 3");
  REQUIRE(l.statements.size() == 6);
  CHECK(l.statements[0] == std::vector<std::string>{"s_nop", "0"});
  CHECK(l.statements[1] == std::vector<std::string>{"s_nop", "1"});
  CHECK(l.statements[2].empty());
  CHECK(l.statements[3] == std::vector<std::string>{"s_nop", "2"});
  CHECK(l.statements[4].empty());
  CHECK(l.statements[5] == std::vector<std::string>{"s_nop", "3"});
  CHECK(l.errors.empty());
}

TEST_CASE("source: lines end at LF, CRLF and a lone CR") {
  SourceFile file("input.s", "a\rbb\r\nccc\nd");
  CHECK(file.locate(0).line == 1);
  CHECK(file.locate(2).line == 2);
  CHECK(file.locate(6).line == 3);
  CHECK(file.locate(10).line == 4);
  CHECK(file.lineText(1) == "a");
  CHECK(file.lineText(2) == "bb");
  CHECK(file.lineText(3) == "ccc");
  CHECK(file.lineText(4) == "d");
}

TEST_CASE("source: lines and comments found the same with and without a CR in the file") {
  // A file without '\r' takes one search per line for '\n'; the same text
  // with a CR appended at the end takes the general walk. Both must agree
  // on every line start and every statement.
  uint32_t seed = 7;
  auto next = [&] { return seed = seed * 1103515245u + 12345u, seed >> 16; };
  const char* pieces[] = {"s_nop 0", " // c", "\n", "\n\n", "; x", "v1", "  ", "#h\n", "a:"};
  for (int round = 0; round < 200; ++round) {
    std::string text;
    for (int i = 0, n = int(next() % 30); i < n; ++i)
      text += pieces[next() % std::size(pieces)];
    SourceFile lf("a.s", text), cr("b.s", text + "\r");
    REQUIRE(!lf.hasCarriageReturn());
    REQUIRE(cr.hasCarriageReturn());
    // After a final '\n' the CR is a line (and a statement) of its own.
    bool crLine = text.empty() || text.back() == '\n';
    REQUIRE(lf.lineCount() + (crLine && !text.empty() ? 1 : 0) == cr.lineCount());
    for (uint32_t line = 1; line <= lf.lineCount(); ++line) {
      CHECK(lf.lineStart(line) == cr.lineStart(line));
      CHECK(lf.lineText(line) == cr.lineText(line));
    }
    Lexed a = lex(text), b = lex(text + "\r");
    if (crLine) {
      REQUIRE(!b.statements.empty());
      CHECK(b.statements.back().empty());
      b.statements.pop_back();
    }
    CHECK(a.statements == b.statements);
  }
}

TEST_CASE("lexer: a comment glued to an operand ends the operand") {
  Lexed l = lex("global_load_b32 v1, v2, off offset:64// 000000002814: x::y\n");
  REQUIRE(l.statements.size() == 1);
  CHECK(l.statements[0].back() == "64");
}

TEST_CASE("lexer: /* */ comments inline and across lines") {
  Lexed l = lex("v_mov_b32 v8 /*v264*/, v9\n/* a\n label_x: b :: c */ s_nop 0\n");
  REQUIRE(l.statements.size() == 2);
  CHECK(l.statements[0] == std::vector<std::string>{"v_mov_b32", "v8", ",", "v9"});
  CHECK(l.statements[1] == std::vector<std::string>{"s_nop", "0"});
}

TEST_CASE("lexer: '#' is a comment only at the start of a statement") {
  Lexed l = lex("  # RUN: x\n.section .rodata,#alloc\n");
  CHECK(l.statements[0].empty());
  CHECK(l.statements[1] == std::vector<std::string>{".section", ".rodata", ",", "#alloc"});
}

TEST_CASE("lexer: numbers") {
  Lexed l = lex("0x1F 0b101 12 1.5 1e-3 -4.0\n");
  CHECK(l.kinds[0] == std::vector<TokenKind>{TokenKind::Integer, TokenKind::Integer,
                                             TokenKind::Integer, TokenKind::Float,
                                             TokenKind::Float, TokenKind::Minus,
                                             TokenKind::Float});
}

TEST_CASE("lexer: '::' is one token, ':' another") {
  Lexed l = lex("v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, 0 label:\n");
  CHECK(l.kinds[0][4] == TokenKind::ColonColon);
  CHECK(l.kinds[0].back() == TokenKind::Colon);
}

TEST_CASE("lexer: strings may hold comment characters") {
  Lexed l = lex(".section .text.k,\"ax;//\",@progbits\n");
  CHECK(l.statements[0][3] == "\"ax;//\"");
  CHECK(l.statements[0].back() == "@progbits");
}

TEST_CASE("lexer: true16 halves and symbols lex as identifiers") {
  Lexed l = lex("v_cvt_f32_bf16 v12, v32.h gemm.num_vgpr\n");
  CHECK(l.statements[0][3] == "v32.h");
  CHECK(l.statements[0][4] == "gemm.num_vgpr");
}

TEST_CASE("lexer: errors") {
  CHECK(lex("s_nop 0 /* open\n").errors ==
        "input.s:1:9: error: unterminated /* comment\n"
        "s_nop 0 /* open\n"
        "        ^~\n");
  CHECK(lex(".amdgcn_target \"gfx1250\n").errors ==
        "input.s:1:16: error: unterminated string\n"
        ".amdgcn_target \"gfx1250\n"
        "               ^\n");
  CHECK(lex("s_nop \xc3\xa9\n").errors ==
        "input.s:1:7: error: non-ASCII character outside a comment\n"
        "s_nop ??\n"
        "      ^~\n");
  CHECK(lex("s_nop \xff\n").errors ==
        "input.s:1:7: error: invalid UTF-8 outside a comment\n"
        "s_nop ?\n"
        "      ^\n");
  CHECK(lex("// caf\xc3\xa9 \xff is fine in a comment\n").errors.empty());
}

// The lexer's inner loops stop at the NUL that ends the buffer: tokens
// that touch the end of input (no newline after them) keep their bytes.
TEST_CASE("lexer: tokens at the very end of input") {
  auto last = [](std::string text) {
    Lexed l = lex(std::move(text));
    REQUIRE(!l.statements.empty());
    return l.statements.back();
  };
  CHECK(last("lab:") == std::vector<std::string>{"lab", ":"});
  CHECK(last("a ::") == std::vector<std::string>{"a", "::"});
  CHECK(last("s_nop 0 /") == std::vector<std::string>{"s_nop", "0", "/"});
  CHECK(last("v0, #x") == std::vector<std::string>{"v0", ",", "#x"});
  CHECK(last("x #") == std::vector<std::string>{"x", "#"});
  CHECK(last("s_mov_b32 s0, 0xAbC") == std::vector<std::string>{"s_mov_b32", "s0", ",", "0xAbC"});
  CHECK(last("x \t") == std::vector<std::string>{"x"});
  Lexed nul = lex(std::string("s_nop\0 1", 8));
  REQUIRE(nul.statements.size() == 1);
  CHECK(nul.statements[0] == std::vector<std::string>{"s_nop", std::string(1, '\0'), "1"});
  CHECK(nul.errors.find("unexpected control character (byte 0x00)") != std::string::npos);
}
