// The operand facts the hazard rules read: an XDL op's timing (the table
// built per opcode, and f8f6f4's operand formats) and the register units an
// operand names under an MSB window, each against a reference.
#include "analysis/hazard_facts.h"
#include "semantics/valu_pipes.h"
#include "test_util.h"

#include <doctest/doctest.h>

#include <array>
#include <random>

using namespace silken;
using test::Parsed;

TEST_CASE("wmma timing: the table's answer per opcode, the operands' for f8f6f4") {
  // The windows and slot counts are those of hazards_test.cpp's H1/H2 rows; the
  // table (built once per opcode) must give what the name says, and an
  // f8f6f4 op what its operand formats say.
  Parsed p("v_wmma_f32_16x16x32_bf16 v[16:23], v[0:7], v[8:15], v[16:23]\n"
           "v_wmma_i32_16x16x64_iu8 v[16:23], v[0:7], v[8:15], v[16:23]\n"
           "v_swmmac_f32_16x16x64_bf16 v[0:7], v[8:15], v[16:31], v32\n"
           "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:15], v[16:23], v[0:7] "
           "matrix_a_fmt:MATRIX_FMT_FP4 matrix_b_fmt:MATRIX_FMT_FP4\n"
           "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[0:7]\n"
           "v_add_f32 v1, v2, v3\n");
  REQUIRE(p.errors().empty());
  auto timing = [&](size_t i) { return isa::wmmaTiming(p.inst(i)); };
  CHECK(timing(0).window == "0EIIEEIIV");
  CHECK(timing(0).valuSlots == 4);
  CHECK(timing(1).window == "0EIIEEIIEEIIEEIIV");
  CHECK(timing(1).valuSlots == 8);
  CHECK(timing(1).wmmaSlots == 9);
  CHECK(timing(2).srcIndex == 3);
  CHECK(timing(2).valuSlots == 2);
  CHECK(timing(3).window == "0EEIVV"); // both FP4
  CHECK(timing(3).valuSlots == 4);
  CHECK(timing(4).window == "0EEIEEIIVV"); // FP8 by default
  CHECK(timing(4).valuSlots == 8);
  CHECK(timing(5).window == "0EIIEEIIV"); // not XDL: the bf16 row
  for (int twice = 0; twice < 2; ++twice) // the same answer every time
    CHECK(timing(3).window == "0EEIVV");
}

TEST_CASE("operand units: runs set at once are the units one at a time") {
  // addOperandUnits sets a full register range as one run of units; the
  // reference sets each unit of each window on its own.
  auto reference = [](const ir::Operand& op, isa::MsbState msb, char field) {
    isa::RegUnits u;
    const ir::RegRef& r = op.reg;
    if (op.kind != ir::OperandKind::Reg)
      return u;
    if (r.file == ir::RegFile::S) {
      for (uint32_t i = 0; i < r.count && r.first + i < isa::kNumSgprUnits; ++i)
        u.set(isa::kSgprUnitBase + r.first + i);
      return u;
    }
    if (r.file != ir::RegFile::V)
      return u;
    int shift = field == 'd' ? 6 : 2 * (field - '0');
    for (uint32_t w = 0; w < 4; ++w) {
      if (msb.known && uint32_t((msb.bits >> shift) & 3) != w)
        continue;
      for (uint32_t i = 0; i < r.count; ++i) {
        uint32_t phys = w * 256 + r.first + i;
        if (phys >= isa::kNumVgprs)
          continue;
        if (r.half != ir::RegHalf::Hi)
          u.set(isa::kVgprUnitBase + 2 * phys);
        if (r.half != ir::RegHalf::Lo)
          u.set(isa::kVgprUnitBase + 2 * phys + 1);
      }
    }
    return u;
  };
  std::mt19937 rng(99);
  for (int trial = 0; trial < 5000; ++trial) {
    ir::Operand op;
    op.kind = rng() % 8 ? ir::OperandKind::Reg : ir::OperandKind::Imm;
    op.reg.file = std::array{ir::RegFile::V, ir::RegFile::S, ir::RegFile::None}[rng() % 3];
    op.reg.half = std::array{ir::RegHalf::Full, ir::RegHalf::Lo, ir::RegHalf::Hi}[rng() % 3];
    op.reg.first = uint16_t(rng() % 300);
    op.reg.count = uint16_t(1 + rng() % 32);
    isa::MsbState msb{rng() % 4 != 0, uint8_t(rng() % 256)};
    char field = "d012"[rng() % 4];
    CHECK(analysis::hazard_detail::operandUnits(op, msb, field) == reference(op, msb, field));
  }
}
