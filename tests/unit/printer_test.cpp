#include "asm/parser.h"
#include "test_util.h"

#include <doctest/doctest.h>

using namespace silken;
using test::Parsed;

TEST_CASE("printer: identity on odd but valid input") {
  for (std::string text : {
           std::string(""),
           std::string("s_nop 0"),                        // no final newline
           std::string("s_nop 0\r\nlabel:\r\n\ts_endpgm\r\n"), // CRLF
           std::string("\n\n  \t\n"),
           std::string("/* multi\n line */ s_nop 0 /* x */ // y\n"),
           std::string("label_a: s_nop 0 ; trailing\n"),
       }) {
    Parsed p(text);
    CHECK(p.errors().empty());
    CHECK(p.print() == text);
  }
}

TEST_CASE("printer: new statements copy the indentation of their neighbours") {
  Parsed p("\ts_nop 0\n\ts_endpgm\n");
  DiagEngine d;
  auto made = as::parseInstructionText(*p.module, "s_barrier_wait -3", 0, d);
  REQUIRE(made.has_value());
  auto& stmts = p.module->functions[0].blocks[0].stmts;
  stmts.insert(stmts.begin() + 1, std::move(*made));
  CHECK(p.print() == "\ts_nop 0\n\ts_barrier_wait -3\n\ts_endpgm\n");
}

TEST_CASE("printer: an edited statement keeps its indentation and comment") {
  Parsed p("  s_wait_dscnt 0x2   // wait for LDS\n");
  ir::Stmt& s = p.module->functions[0].blocks[0].stmts[0];
  s.edited = true;
  s.text = "s_wait_dscnt 0x0";
  CHECK(p.print() == "  s_wait_dscnt 0x0   // wait for LDS\n");
}

TEST_CASE("printer: deleting an instruction after a label keeps the line break") {
  Parsed p("label_a: s_nop 0\ns_endpgm\n");
  auto& stmts = p.module->functions[0].blocks[0].stmts;
  REQUIRE(stmts.size() == 3);
  stmts.erase(stmts.begin() + 1); // the s_nop on label_a's line
  CHECK(p.print() == "label_a: \ns_endpgm\n");
}

TEST_CASE("printer: CRLF files get CRLF on new lines") {
  Parsed p("s_nop 0\r\n");
  DiagEngine d;
  auto made = as::parseInstructionText(*p.module, "s_nop 1", 0, d);
  p.module->functions[0].blocks[0].stmts.push_back(std::move(*made));
  CHECK(p.print() == "s_nop 0\r\ns_nop 1\r\n");
}

TEST_CASE("printer: runs of statements as read, around moves, edits and deletions") {
  // Over two pieces of the printer's 1 MiB: runs go to the sink straight
  // from the input, and every piece still ends at a statement's end.
  std::string text;
  for (int i = 0; i < 40000; ++i)
    text += "  s_nop " + std::to_string(i % 16) + "   // statement " + std::to_string(i) + "\n";
  Parsed p(text);
  REQUIRE(p.errors().empty());
  auto& stmts = p.module->functions[0].blocks[0].stmts;
  REQUIRE(stmts.size() == 40000);
  std::swap(stmts[10], stmts[11]);      // moved: two runs meet out of order
  stmts.erase(stmts.begin() + 20000);   // deleted: the run breaks
  stmts[30000].edited = true;           // edited in place
  stmts[30000].text = "s_nop 15";
  std::string want;
  for (const ir::Stmt& s : stmts) {
    if (!s.edited) {
      want += s.raw;
      continue;
    }
    size_t bodyAt = size_t(s.body.data() - s.raw.data());
    want += std::string(s.raw.substr(0, bodyAt)) + std::string(s.text) +
            std::string(s.raw.substr(bodyAt + s.body.size()));
  }
  std::vector<std::string> pieces;
  as::printModule(*p.module, [&](std::string_view piece) { pieces.emplace_back(piece); });
  std::string got;
  for (const std::string& piece : pieces) {
    CHECK(!piece.empty());
    CHECK(piece.back() == '\n');
    got += piece;
  }
  CHECK(pieces.size() >= 2);
  CHECK(got == want);
  CHECK(got.find("  s_nop 11   // statement 11\n  s_nop 10   // statement 10\n") !=
        std::string::npos);
  CHECK(got.find("statement 20000\n") == std::string::npos);
  CHECK(got.find("  s_nop 15   // statement 30001\n") != std::string::npos);
}
