// The operands of the ALU-dependency wait and the hardware-register
// instructions, decoded: s_wait_alu's depctr fields, and the hwreg(...)
// operand of s_setreg*/s_getreg. Bit layouts: ../shared/reference/
// gfx1250-isa.md §1.5 (depctr) and the SOPK simm16 (id [5:0], offset
// [10:6], size-1 [15:11]); register ids measured with llvm-mc-22 /
// llvm-objdump-22 (docs/hazards.md).
#pragma once

#include "ir/module.h"
#include "isa/mnemonic_ids.h"

#include <cstdint>
#include <optional>

namespace silken::isa {

/// What an s_wait_alu lets remain outstanding per field; a field at its
/// maximum does not wait.
struct DepctrWait {
  uint8_t vaVdst = 15; ///< VALU writes of VGPRs
  uint8_t vaSdst = 7;  ///< VALU writes of SGPRs
  uint8_t vaSsrc = 1;  ///< VALU reads of SGPRs
  uint8_t holdCnt = 1;
  uint8_t vmVsrc = 7;  ///< VMEM/DS reads of VGPR sources
  uint8_t vaVcc = 1;   ///< VALU writes of VCC
  uint8_t saSdst = 1;  ///< SALU writes of SGPRs
  bool allZero() const {
    return vaVdst == 0 && vaSdst == 0 && vaSsrc == 0 && holdCnt == 0 && vmVsrc == 0 &&
           vaVcc == 0 && saSdst == 0;
  }
};

std::optional<DepctrWait> decodeDepctrOperand(const ir::Inst& inst); // decodeDepctr's operand part

/// The fields of an s_wait_alu (named `depctr_*(N)` forms or a number);
/// nullopt for anything else or an operand that cannot be read. The
/// mnemonic test is inline: the hazard rules ask it of every instruction.
inline std::optional<DepctrWait> decodeDepctr(const ir::Inst& inst) {
  if (!(Opcode(inst.opcode) == "s_wait_alu"))
    return std::nullopt;
  return decodeDepctrOperand(inst);
}

/// Hardware register ids of gfx1250 (llvm-mc-22 names HW_REG_WAVE_*).
enum HwRegId : uint8_t {
  kHwRegMode = 1,
  kHwRegStatus = 2,
  kHwRegStatePriv = 4,
  kHwRegExcpFlagPriv = 17,
  kHwRegExcpFlagUser = 18,
  kHwRegScratchBaseLo = 20,
  kHwRegScratchBaseHi = 21,
  kHwRegSchedMode = 26,
};

struct HwRegField {
  unsigned id = 0;
  unsigned offset = 0;
  unsigned size = 32;
};

/// The hwreg operand of s_setreg_b32 / s_setreg_imm32_b32 / s_getreg_b32;
/// nullopt for other instructions or an operand that cannot be read.
std::optional<HwRegField> decodeHwregOperand(const ir::Inst& inst); // decodeHwreg's operand part
inline std::optional<HwRegField> decodeHwreg(const ir::Inst& inst) {
  Opcode op(inst.opcode);
  if (!(op == "s_getreg_b32") && !(op == "s_setreg_b32") && !(op == "s_setreg_imm32_b32"))
    return std::nullopt;
  return decodeHwregOperand(inst);
}

/// The value s_setreg_imm32_b32 writes (its second operand), if known.
std::optional<int64_t> setregImmediate(const ir::Inst& inst);

} // namespace silken::isa
