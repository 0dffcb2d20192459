// Which s_set_vgpr_msb field each operand of an instruction reads its
// register window from, where that does not follow the default rule (dst
// for written operands, src0..src2 by position among the read ones).
// Measured with llvm-mc-22/llvm-objdump-22 into isa/gfx1250-msb-fields.def
// by scripts/gen-msb-fields.
#pragma once

#include "isa/mnemonics.h"

namespace silken::isa {

/// A field string per operand ('d' dst, '0'..'2' src, '-' none), for the
/// plain form and for the returning form (th:TH_ATOMIC_RETURN) when it
/// differs; null when the default rule applies.
struct MsbFields {
  const char* plain = nullptr;
  const char* returning = nullptr;
};

/// The measured fields of a mnemonic; both null for an unknown id or a
/// mnemonic the table does not list.
const MsbFields& msbFields(MnemonicId id);

} // namespace silken::isa
