// Which VALU pipe an instruction issues to, and what a WMMA does to the
// issue slots after it. Shared by the cycle model (issue windows) and the
// hazard model (slot counting, WMMA hazard categories), so both read the
// same facts. Sources: ../shared/reference/gfx1250-scheduling.md §1.3
// (categories, LLVM 22 measurements) and §4.1 (co-execution patterns).
#pragma once

#include "ir/module.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace silken::isa {

/// The VALU result pipes of gfx1250: each completes in order, the pipes
/// complete out of order relative to each other (what `va_vdst` counts).
enum class ValuPipe : uint8_t {
  None,  ///< not a VALU-pipe instruction
  Core,  ///< ordinary VALU (core/side MACC), VOPD, v_nop
  Trans, ///< v_exp, v_rcp, v_sqrt ... (the TRANS unit)
  Dp,    ///< f64 arithmetic (DP MACC)
  Xdl,   ///< XDL matrix ops: every WMMA/SWMMAC but v_wmma_f32_16x16x4_f32
};
constexpr int kNumValuPipes = 5;

namespace detail {
/// Per opcode, built before main (valu_pipes.cpp): the pipe, and 0 for an
/// opcode that is no XDL matrix op. Read inline: every pass asks per
/// instruction, many times.
extern const std::vector<ValuPipe>& kPipeOf;
extern const std::vector<uint8_t>& kXdlOf;
} // namespace detail

inline ValuPipe valuPipe(const ir::Inst& inst) {
  return inst.opcode < 0 ? ValuPipe::None : detail::kPipeOf[size_t(inst.opcode)];
}

/// One VALU-pipe issue ("slot") for the hazard distances: any VALU, TRANS,
/// VOPD, WMMA (LLVM 22 counts an intervening WMMA once) and v_nop.
inline bool isValuSlot(const ir::Inst& inst) { return valuPipe(inst) != ValuPipe::None; }

/// An XDL matrix op (the producer of the WMMA co-execution hazards).
inline bool isXdlMatrix(const ir::Inst& inst) {
  return inst.opcode >= 0 && detail::kXdlOf[size_t(inst.opcode)] != 0;
}

/// What an XDL WMMA/SWMMAC imposes on what follows it.
struct WmmaTiming {
  /// Co-execution window from the issue cycle (stage 0): `0` control only,
  /// `E` memory and SALU, `I` VALU and TRANS too, `V` memory, SALU and the
  /// next WMMA, `S` = `I` plus the next scaled WMMA.
  std::string_view window;
  uint8_t valuSlots = 0; ///< H1: VALU slots a dependent VALU needs
  uint8_t wmmaSlots = 0; ///< H2: slots a WMMA reading D as A/B needs
  uint8_t vaVdstWeight = 1; ///< scaled WMMA (VOP3PX2) counts twice on va_vdst
  /// Operand indices of A, B and the SWMMAC index (-1 when absent); D is 0.
  int8_t srcA = 1, srcB = 2, srcIndex = -1;
};

/// The timing of an XDL matrix op (isXdlMatrix); the bf16 row otherwise.
WmmaTiming wmmaTiming(const ir::Inst& inst);

/// May `inst` issue at stage `stage` (>= 1) of a window (see WmmaTiming)?
/// Past the window's end everything may.
bool mayIssueInWindow(const ir::Inst& inst, std::string_view window, unsigned stage);

} // namespace silken::isa
