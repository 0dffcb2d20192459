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
