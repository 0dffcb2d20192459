#include "test_util.h"

#include <doctest/doctest.h>

using namespace silken;
using ir::OperandKind;
using ir::RegFile;
using test::Parsed;

TEST_CASE("operands: plain, ranged and special registers") {
  Parsed p("v_mov_b32 v7, s5\n"
           "s_load_b256 s[4:11], s[0:1], 0x10\n"
           "v_cndmask_b32_e32 v2, v2, v4, vcc_lo\n"
           "s_mov_b64 exec, vcc\n"
           "s_mov_b32 m0, ttmp9\n");
  REQUIRE(p.errors().empty());
  const ir::Operand& v7 = p.inst(0).operands[0];
  CHECK(v7.kind == OperandKind::Reg);
  CHECK(v7.reg.file == RegFile::V);
  CHECK(v7.reg.first == 7);
  CHECK(v7.reg.count == 1);
  CHECK(p.inst(1).operands[0].reg.first == 4);
  CHECK(p.inst(1).operands[0].reg.count == 8);
  CHECK(p.inst(1).operands[2].kind == OperandKind::Imm);
  CHECK(p.inst(1).operands[2].value == 16);
  CHECK(p.inst(2).operands[3].reg.file == RegFile::VCC);
  CHECK(p.inst(2).operands[3].reg.count == 1);
  CHECK(p.inst(3).operands[0].reg.file == RegFile::EXEC);
  CHECK(p.inst(3).operands[0].reg.count == 2);
  CHECK(p.inst(4).operands[0].reg.file == RegFile::M0);
  CHECK(p.inst(4).operands[1].reg.file == RegFile::TTMP);
}

TEST_CASE("operands: symbolic brackets resolve through .set and keep their spelling") {
  Parsed p(".set sgprFoo, 12\n"
           ".set vgprA, 8\n"
           "s_mov_b32 s[sgprFoo+1], s[sgprFoo]\n"
           "v_mov_b64 v[vgprA+0:vgprA+0+1], 0\n"
           ".set sgprFoo, 40\n"
           "s_mov_b32 s[sgprFoo], 0\n");
  REQUIRE(p.errors().empty());
  const ir::Operand& a = p.inst(0).operands[0];
  CHECK(a.reg.first == 13);
  CHECK(a.reg.symbolic);
  CHECK(a.text == "s[sgprFoo+1]");
  CHECK(p.inst(0).operands[1].reg.first == 12);
  CHECK(p.inst(1).operands[0].reg.first == 8);
  CHECK(p.inst(1).operands[0].reg.count == 2);
  CHECK(p.inst(2).operands[0].reg.first == 40); // redefined mid-file
}

TEST_CASE("operands: true16 halves, abs, neg and float literals") {
  Parsed p("v_cvt_f32_bf16 v12, v32.h op_sel:[1,0]\n"
           "v_add_f32_e64 v1, |v2|, -v3\n"
           "v_fma_f32 v1, neg(v2), abs(v3), -4.0\n"
           "s_cmp_eq_u32 s1, 1.0\n");
  REQUIRE(p.errors().empty());
  CHECK(p.inst(0).operands[1].reg.half == ir::RegHalf::Hi);
  CHECK(p.inst(0).modifier("op_sel")->value == "[1,0]");
  CHECK(p.inst(1).operands[1].abs);
  CHECK(p.inst(1).operands[2].neg);
  CHECK(p.inst(1).operands[2].text == "-v3");
  CHECK(p.inst(2).operands[1].neg);
  CHECK(p.inst(2).operands[2].abs);
  CHECK(p.inst(2).operands[3].kind == OperandKind::Float);
  CHECK(p.inst(3).operands[1].kind == OperandKind::Float);
}

TEST_CASE("operands: literals of every base, symbols and labels") {
  Parsed p(".set MT0, 16\n"
           "s_mov_b32 s0, -1\ns_mov_b32 s0, 0xfffd\ns_mov_b32 s0, 0b101\n"
           "v_mov_b32 v2, MT0\n"
           "s_add_i32 s78, label_X, 4\n"
           "label_X:\n");
  REQUIRE(p.errors().empty());
  CHECK(p.inst(0).operands[1].value == -1);
  CHECK(p.inst(1).operands[1].value == 0xfffd);
  CHECK(p.inst(2).operands[1].value == 5);
  CHECK(p.inst(3).operands[1].value == 16);
  CHECK(p.inst(3).operands[1].symbol() == "MT0");
  CHECK(p.inst(4).operands[1].kind == OperandKind::Expr);
  CHECK(p.inst(4).operands[1].symbol() == "label_X");
}

TEST_CASE("operands: modifiers") {
  Parsed p("global_load_b128 v[0:3], v1, s[2:3] offset:-64 th:TH_LOAD_NT scope:SCOPE_SE nv\n"
           "ds_load_2addr_b32 v[0:1], v2 offset0:4 offset1:8\n"
           "buffer_load_b32 v1, v2, s[4:7], null offen offset:2*8\n"
           "v_wmma_f32_16x16x32_bf16 v[0:7], v[8:15], v[16:23], 0 matrix_a_reuse\n"
           "v_dual_add_nc_u32 v35, s6, v1 :: v_dual_bitop2_b32 v52, s6, v34 bitop3:0x54\n");
  REQUIRE(p.errors().empty());
  const ir::Inst& g = p.inst(0);
  CHECK(g.modifier("offset")->number == -64);
  CHECK(g.modifier("th")->value == "TH_LOAD_NT");
  CHECK(g.modifier("scope")->value == "SCOPE_SE");
  CHECK(g.modifier("nv") != nullptr);
  CHECK(p.inst(1).modifier("offset1")->number == 8);
  CHECK(p.inst(2).operands[3].reg.file == RegFile::Null);
  CHECK(p.inst(2).modifier("offset")->number == 16);
  CHECK(p.inst(3).operands[3].value == 0);
  const ir::Inst& d = p.inst(4);
  CHECK(d.isDual());
  CHECK(d.dualMnemonic == "v_dual_bitop2_b32");
  CHECK(d.dualFirstOperand == 3);
  CHECK(d.operands.size() == 6);
  CHECK(d.modifier("bitop3")->number == 0x54);
}

TEST_CASE("operands: function-like operands") {
  Parsed p("s_setreg_IMM32_b32 hwreg(26,0,2), 2\n"
           "s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)\n"
           "s_wait_alu depctr_sa_sdst(0) depctr_va_sdst(2)\n"
           "s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)\n"
           "s_version UC_VERSION_GFX12|UC_VERSION_W32_BIT\n");
  REQUIRE(p.errors().empty());
  CHECK(p.inst(0).operands[0].kind == OperandKind::Func);
  CHECK(p.inst(0).operands[0].text == "hwreg(26,0,2)");
  CHECK(p.inst(0).operands.size() == 2);
  CHECK(p.inst(2).operands.size() == 1);
  CHECK(p.inst(2).operands[0].text == "depctr_sa_sdst(0) depctr_va_sdst(2)");
  CHECK(p.inst(3).operands[0].text ==
        "instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)");
  CHECK(p.inst(4).operands[0].kind == OperandKind::Expr);
}

TEST_CASE("operands: barrier ids in both spellings") {
  Parsed p("s_barrier_wait -3\ns_barrier_wait 0xfffd\ns_barrier_signal -1\n");
  REQUIRE(p.errors().empty());
  CHECK(p.inst(0).operands[0].value == -3);
  CHECK(p.inst(1).operands[0].value == 0xfffd);
}

TEST_CASE("operands: mnemonics are case-insensitive and aliases are known") {
  Parsed p("s_setreg_IMM32_b32 hwreg(26,0,2), 2\n"
           "s_add_u32 s0, s0, 1\n"
           "ds_read_b128 v[0:3], v4\n"
           "s_getpc_b64 s[0:1]\n"
           "v_add_f32_e32 v1, v2, v3\n");
  CHECK(p.errors().empty());
  for (const ir::Stmt* s : p.instrs())
    CHECK(s->inst->opcode >= 0);
}

TEST_CASE("operands: diagnostics") {
  CHECK(Parsed("v_mov_b32 v[7:4], v1\n").errors() ==
        "input.s:1:16: error: invalid register range: last index 4 is below first index 7\n"
        "v_mov_b32 v[7:4], v1\n"
        "               ^\n");
  CHECK(Parsed("s_mov_b32 s[\n").errors() ==
        "input.s:1:13: error: expected register index expression after '['\n"
        "s_mov_b32 s[\n"
        "            ^\n");
  CHECK(Parsed("s_mov_b32 s[sgprNope+1], 0\n").errors() ==
        "input.s:1:13: error: undefined symbol 'sgprNope' in register index\n"
        "s_mov_b32 s[sgprNope+1], 0\n"
        "            ^~~~~~~~\n");
  CHECK(Parsed(".set sgprW, 5\n.set sgprW, UNDEF\ns_cmp_eq_u32 s[sgprW], 0\n").errors() ==
        "input.s:3:16: error: symbol 'sgprW' has no absolute value here (it is UNDEF or not a constant)\n"
        "s_cmp_eq_u32 s[sgprW], 0\n"
        "               ^~~~~\n");
  CHECK(Parsed("v_mov_b32 v256, 0\n").errors() ==
        "input.s:1:11: error: register index 256 is out of range (at most 255)\n"
        "v_mov_b32 v256, 0\n"
        "          ^~~~\n");
  CHECK(Parsed("v_add_f32 v1, v2 v3\n").errors() ==
        "input.s:1:18: error: unexpected 'v3' after the operands (missing ','?)\n"
        "v_add_f32 v1, v2 v3\n"
        "                 ^~\n");
}

TEST_CASE("operands: a literal alone reads as the expression parser reads it") {
  // Short literals take a fast path (immediates, modifier values, range
  // bounds); the same literal in parentheses goes through ExprParser. Both
  // must give the same operand, modifier and diagnostics.
  const char* literals[] = {"0",          "7",          "012",        "999999999",
                            "1000000000", "0x0",        "0x1f",       "0XAbC",
                            "0x7fffffffffffffff",       "0xffffffffffffffff",
                            "0x123456789abcdef",        "0b101",      "18446744073709551615",
                            "18446744073709551616"};
  for (const char* lit : literals) {
    CAPTURE(lit);
    std::string l = lit, e = "(" + l + ")";
    auto text = [](const std::string& x) {
      return "s_mov_b32 s0, " + x + "\nglobal_load_b32 v1, v[2:3], off offset:" + x +
             "\nv_add_f32 v1, " + x + ", v2 :: v_dual_mov_b32 v3, v4\n";
    };
    Parsed a(text(l)), b(text(e));
    CHECK(a.errors().empty() == b.errors().empty());
    if (!a.errors().empty() || !b.errors().empty())
      continue;
    for (size_t i = 0; i < 3; ++i) {
      const ir::Inst &x = a.inst(i), &y = b.inst(i);
      REQUIRE(x.operands.size() == y.operands.size());
      for (size_t k = 0; k < x.operands.size(); ++k) {
        CHECK(x.operands[k].kind == y.operands[k].kind);
        CHECK(x.operands[k].hasValue == y.operands[k].hasValue);
        CHECK(x.operands[k].value == y.operands[k].value);
        CHECK(x.operands[k].symbol() == y.operands[k].symbol());
      }
      REQUIRE(x.modifiers.size() == y.modifiers.size());
      for (size_t k = 0; k < x.modifiers.size(); ++k) {
        CHECK(x.modifiers[k].hasNumber == y.modifiers[k].hasNumber);
        CHECK(x.modifiers[k].number == y.modifiers[k].number);
      }
    }
  }
  for (const char* range : {"v[0x10:0x11]", "s[010:11]", "v[255]"}) {
    CAPTURE(range);
    Parsed a(std::string("v_mov_b32 ") + range + ", 0\n");
    REQUIRE(a.errors().empty());
    std::string paren(range);
    paren.insert(paren.find('[') + 1, "(");
    size_t close = paren.find_first_of(":]", paren.find('('));
    paren.insert(close, ")");
    Parsed b("v_mov_b32 " + paren + ", 0\n");
    REQUIRE(b.errors().empty());
    CHECK(a.inst(0).operands[0].reg.first == b.inst(0).operands[0].reg.first);
    CHECK(a.inst(0).operands[0].reg.count == b.inst(0).operands[0].reg.count);
  }
}

TEST_CASE("operands: a symbolic bound reads as the expression parser reads it") {
  // `sym`, `sym+N`, `sym+N-M` before ':' or ']' take a fast path; the same
  // bound in parentheses goes through ExprParser. Both must give the same
  // register, the same symbolic flag and the same diagnostics.
  const std::string defs = ".set vA, 8\n.set vBig, 300\n.set vNeg, -2\n.set vU, UNDEF\n"
                           ".set vE, vA+4\n";
  const char* bounds[] = {"vA",         "vA+0",      "vA+28+3",  "vA-8",        "vA-9",
                          "vA+0x10",    "vA+010",    "vBig",     "vBig-100",    "vNeg+2",
                          "vNeg",       "vU",        "vNope",    "vNope+1",     "vE",
                          "vE+1",       "vA+0b1",    "vA+99999999999", "vA*2", "vA+-1"};
  for (const char* bound : bounds) {
    CAPTURE(bound);
    for (const char* shape : {"v[%]", "v[%:vA+9]", "v[vA:%]"}) {
      std::string fast(shape), slow(shape);
      fast.replace(fast.find('%'), 1, bound);
      slow.replace(slow.find('%'), 1, std::string("(") + bound + ")");
      Parsed a(defs + "v_mov_b32 " + fast + ", 0\n"), b(defs + "v_mov_b32 " + slow + ", 0\n");
      CHECK(a.errors().empty() == b.errors().empty());
      if (!a.errors().empty() || !b.errors().empty())
        continue;
      const ir::Operand &x = a.inst(0).operands[0], &y = b.inst(0).operands[0];
      CHECK(x.reg.first == y.reg.first);
      CHECK(x.reg.count == y.reg.count);
      CHECK(x.reg.symbolic == y.reg.symbolic);
    }
  }
  // The diagnostics are the expression parser's (the fast path declines).
  CHECK(Parsed(".set vU, UNDEF\nv_mov_b32 v[vU], 0\n").errors() ==
        "input.s:2:13: error: symbol 'vU' has no absolute value here (it is UNDEF or not a "
        "constant)\n"
        "v_mov_b32 v[vU], 0\n"
        "            ^~\n");
}
