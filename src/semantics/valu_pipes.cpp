#include "semantics/valu_pipes.h"

#include "isa/instr_info.h"
#include "isa/mnemonic_ids.h"
#include "isa/mnemonics.h"

#include <optional>
#include <vector>

namespace silken::isa {
namespace {

using isa::InstrClass;

bool contains(std::string_view s, std::string_view part) {
  return s.find(part) != std::string_view::npos;
}

// f8f6f4 operand formats: matrix_a_fmt / matrix_b_fmt, FP8 when absent.
// Values: MATRIX_FMT_FP8 0, BF8 1, FP6 2, BF6 3, FP4 4.
bool isFp4(const ir::Inst& inst, std::string_view modifier) {
  const ir::Modifier* m = inst.modifier(modifier);
  if (!m)
    return false;
  if (m->hasNumber)
    return m->number == 4;
  return contains(m->value, "FP4");
}

bool isEightBit(const ir::Inst& inst, std::string_view modifier) {
  const ir::Modifier* m = inst.modifier(modifier);
  if (!m)
    return true; // the default format is FP8
  if (m->hasNumber)
    return m->number == 0 || m->number == 1;
  return contains(m->value, "FP8") || contains(m->value, "BF8");
}

} // namespace

namespace {

// The XDL matrix multiplies: the WMMA class but f32 16x16x4, which runs on
// the VALU and is interlocked, and the scale loads, which multiply nothing.
bool xdlOpcode(MnemonicId id) {
  if (isa::instrInfo(id).cls != InstrClass::Wmma)
    return false;
  isa::Opcode op(id);
  return !(op == "v_wmma_f32_16x16x4_f32" || op == "v_wmma_ld_scale_paired_b32" ||
           op == "v_wmma_ld_scale16_paired_b64");
}

ValuPipe pipeOfOpcode(MnemonicId id) {
  const isa::InstrInfo& info = isa::instrInfo(id);
  std::string_view name = isa::mnemonicName(id);
  switch (info.cls) {
  case InstrClass::Trans:
    return ValuPipe::Trans;
  case InstrClass::Wmma:
    return xdlOpcode(id) ? ValuPipe::Xdl : ValuPipe::Core;
  case InstrClass::Vopd:
    return ValuPipe::Core;
  case InstrClass::Valu:
    // v_s_exp_f32 and the other pseudo-scalar transcendentals run on the
    // TRANS unit (llc-22 treats v_s_rcp_f32 as a TRANS producer, H4).
    if (name.starts_with("v_s_"))
      return ValuPipe::Trans;
    // f64 arithmetic runs on the DP MACC; f64 compares only write a mask.
    return contains(name, "f64") && !name.starts_with("v_cmp") ? ValuPipe::Dp
                                                               : ValuPipe::Core;
  default:
    return isa::Opcode(id) == "v_nop" ? ValuPipe::Core : ValuPipe::None;
  }
}

constexpr WmmaTiming kBf16Timing{"0EIIEEIIV", 4, 5};

// The timing of XDL opcode `id`; `inst` (null: not known) chooses it only
// for f8f6f4, whose operand formats decide: nullopt for that one without
// an instruction.
std::optional<WmmaTiming> xdlTiming(MnemonicId id, const ir::Inst* inst) {
  WmmaTiming t = kBf16Timing;
  std::string_view name = isa::mnemonicName(id);
  bool scaled = name.starts_with("v_wmma_scale");
  if (scaled)
    t.vaVdstWeight = 2;
  unsigned issue = isa::instrInfo(id).issue;
  if (name.starts_with("v_swmmac")) {
    // D is read and written; A, B, then the sparsity index.
    t.srcIndex = 3;
    bool integer = contains(name, "_iu");
    t.valuSlots = integer ? 4 : 2;
    t.wmmaSlots = integer ? 5 : 3;
    t.window = issue >= 16 ? "0EIIEEIIEEIIEEIIV" : "0EIIEEIIV";
    return t;
  }
  if (contains(name, "f8f6f4")) {
    if (!inst)
      return std::nullopt;
    bool bothFp4 = isFp4(*inst, "matrix_a_fmt") && isFp4(*inst, "matrix_b_fmt");
    bool eightBit = isEightBit(*inst, "matrix_a_fmt") || isEightBit(*inst, "matrix_b_fmt");
    // LLVM 22: category 1 (8 slots) when an input is FP8/BF8.
    t.valuSlots = eightBit ? 8 : 4;
    t.wmmaSlots = eightBit ? 9 : 5;
    t.window = bothFp4 ? (scaled ? "0EESVV" : "0EEIVV")
                       : (scaled ? "0EEIEEISVV" : "0EEIEEIIVV");
    return t;
  }
  if (contains(name, "32x16x128_f4")) {
    t.window = scaled ? "0EEIEIESVV" : "0EEIEIEIVV";
    return t;
  }
  if (contains(name, "_iu")) {
    t.valuSlots = 8;
    t.wmmaSlots = 9;
    t.window = "0EIIEEIIEEIIEEIIV";
    return t;
  }
  if (contains(name, "16x16x64_") && (contains(name, "fp8") || contains(name, "bf8"))) {
    t.window = "0EEIVV";
    return t;
  }
  if (contains(name, "16x16x128_"))
    t.window = "0EEIEEIIVV";
  return t;
}

// An XDL opcode's entry in PipeTable::xdl: 0 is not XDL, kByOperands asks
// its operands (f8f6f4), k + 1 is PipeTable::timings[k].
constexpr uint8_t kByOperands = 0xff;

// The answers that depend on the opcode alone, one table: every pass
// asks, per instruction, many times, and the names are strings (a WMMA's
// timing was a dozen string searches a question).
struct PipeTable {
  std::vector<ValuPipe> pipe;
  std::vector<uint8_t> xdl;
  std::vector<WmmaTiming> timings;
  PipeTable() {
    size_t n = isa::allMnemonics().size();
    pipe.resize(n);
    xdl.resize(n);
    for (size_t id = 0; id < n; ++id) {
      pipe[id] = pipeOfOpcode(MnemonicId(id));
      if (!xdlOpcode(MnemonicId(id)))
        continue;
      std::optional<WmmaTiming> t = xdlTiming(MnemonicId(id), nullptr);
      if (!t || timings.size() + 1 >= kByOperands) {
        xdl[id] = kByOperands;
        continue;
      }
      timings.push_back(*t);
      xdl[id] = uint8_t(timings.size());
    }
  }
};

// Built before main (from the ISA tables, which are constant data and
// function-local statics): no guard to test on every question.
const PipeTable kPipes;

} // namespace

namespace detail {
const std::vector<ValuPipe>& kPipeOf = kPipes.pipe;
const std::vector<uint8_t>& kXdlOf = kPipes.xdl;
} // namespace detail

WmmaTiming wmmaTiming(const ir::Inst& inst) {
  if (!isXdlMatrix(inst))
    return kBf16Timing;
  uint8_t k = kPipes.xdl[size_t(inst.opcode)];
  return k == kByOperands ? *xdlTiming(MnemonicId(inst.opcode), &inst) : kPipes.timings[k - 1u];
}

bool mayIssueInWindow(const ir::Inst& inst, std::string_view window, unsigned stage) {
  if (stage >= window.size())
    return true;
  char c = window[stage];
  isa::Opcode op(inst.opcode);
  // Control instructions issue in any cycle of the window (stage 0 too).
  if (inst.opcode >= 0 && (op == "s_delay_alu" || op == "s_set_vgpr_msb"))
    return true;
  if (isXdlMatrix(inst))
    return c == 'V' || c == 'S';
  if (isValuSlot(inst))
    return c == 'I' || c == 'S';
  return c != '0';
}

} // namespace silken::isa
