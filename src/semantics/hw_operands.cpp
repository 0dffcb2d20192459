#include "semantics/hw_operands.h"

#include "isa/mnemonic_ids.h"

#include <cctype>
#include <charconv>
#include <string>

namespace silken::isa {
namespace {

// ASCII only, as llvm-mc reads these names (and no locale call a byte:
// every s_wait_alu of a block is decoded many times).
std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    c = c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
  return out;
}

bool parseNumber(std::string_view s, unsigned& out) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
    s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
    s.remove_suffix(1);
  int base = 10;
  if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    s.remove_prefix(2);
    base = 16;
  }
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out, base);
  return ec == std::errc() && end == s.data() + s.size();
}

// Splits "name(args) name(args)" (optionally joined by '|') into calls.
template <typename Fn> bool forEachCall(std::string_view text, Fn&& fn) {
  size_t pos = 0;
  while (pos < text.size()) {
    char c = text[pos];
    if (std::isspace(static_cast<unsigned char>(c)) || c == '|' || c == '&') {
      ++pos;
      continue;
    }
    size_t open = text.find('(', pos);
    size_t close = text.find(')', open);
    if (open == std::string_view::npos || close == std::string_view::npos)
      return false;
    if (!fn(lower(text.substr(pos, open - pos)), text.substr(open + 1, close - open - 1)))
      return false;
    pos = close + 1;
  }
  return true;
}

DepctrWait depctrFromBits(unsigned v) {
  DepctrWait w;
  w.vaVdst = uint8_t((v >> 12) & 0xf);
  w.vaSdst = uint8_t((v >> 9) & 0x7);
  w.vaSsrc = uint8_t((v >> 8) & 1);
  w.holdCnt = uint8_t((v >> 7) & 1);
  w.vmVsrc = uint8_t((v >> 2) & 0x7);
  w.vaVcc = uint8_t((v >> 1) & 1);
  w.saSdst = uint8_t(v & 1);
  return w;
}

// HW_REG_WAVE_MODE, HW_REG_MODE -> 1; unknown names -> nullopt.
std::optional<unsigned> hwRegByName(std::string name) {
  for (char& c : name)
    c = char(std::toupper(static_cast<unsigned char>(c)));
  if (name.starts_with("HW_REG_"))
    name = name.substr(7);
  if (name.starts_with("WAVE_"))
    name = name.substr(5);
  static const std::pair<std::string_view, unsigned> kNames[] = {
      {"MODE", kHwRegMode},
      {"STATUS", kHwRegStatus},
      {"STATE_PRIV", kHwRegStatePriv},
      {"GPR_ALLOC", 5},
      {"LDS_ALLOC", 6},
      {"IB_STS", 7},
      {"PERF_SNAPSHOT_DATA", 10},
      {"PERF_SNAPSHOT_PC_LO", 11},
      {"PERF_SNAPSHOT_PC_HI", 12},
      {"PERF_SNAPSHOT_DATA1", 15},
      {"PERF_SNAPSHOT_DATA2", 16},
      {"EXCP_FLAG_PRIV", kHwRegExcpFlagPriv},
      {"EXCP_FLAG_USER", kHwRegExcpFlagUser},
      {"TRAP_CTRL", 19},
      {"SCRATCH_BASE_LO", kHwRegScratchBaseLo},
      {"SCRATCH_BASE_HI", kHwRegScratchBaseHi},
      {"HW_ID1", 23},
      {"HW_ID2", 24},
      {"SCHED_MODE", kHwRegSchedMode},
      {"IB_STS2", 28},
      {"SHADER_CYCLES_LO", 29},
      {"SHADER_CYCLES_HI", 30},
  };
  for (const auto& [n, id] : kNames)
    if (n == name)
      return id;
  return std::nullopt;
}

} // namespace

std::optional<DepctrWait> decodeDepctrOperand(const ir::Inst& inst) {
  if (inst.opcode < 0 || !(isa::Opcode(inst.opcode) == "s_wait_alu") ||
      inst.operands.empty())
    return std::nullopt;
  const ir::Operand& op = inst.operands[0];
  if (op.kind == ir::OperandKind::Imm && op.hasValue)
    return depctrFromBits(unsigned(op.value) & 0xffff);
  if (op.kind != ir::OperandKind::Func)
    return std::nullopt;
  DepctrWait w;
  bool ok = forEachCall(op.text, [&](const std::string& name, std::string_view arg) {
    unsigned n = 0;
    if (!parseNumber(arg, n))
      return false;
    if (name == "depctr_va_vdst")
      w.vaVdst = uint8_t(n);
    else if (name == "depctr_va_sdst")
      w.vaSdst = uint8_t(n);
    else if (name == "depctr_va_ssrc")
      w.vaSsrc = uint8_t(n);
    else if (name == "depctr_hold_cnt")
      w.holdCnt = uint8_t(n);
    else if (name == "depctr_vm_vsrc")
      w.vmVsrc = uint8_t(n);
    else if (name == "depctr_va_vcc")
      w.vaVcc = uint8_t(n);
    else if (name == "depctr_sa_sdst")
      w.saSdst = uint8_t(n);
    else
      return false;
    return true;
  });
  if (!ok)
    return std::nullopt;
  return w;
}

std::optional<HwRegField> decodeHwregOperand(const ir::Inst& inst) {
  if (inst.opcode < 0)
    return std::nullopt;
  isa::Opcode op(inst.opcode);
  size_t index;
  if (op == "s_getreg_b32")
    index = 1;
  else if (op == "s_setreg_b32" || op == "s_setreg_imm32_b32")
    index = 0;
  else
    return std::nullopt;
  if (inst.operands.size() <= index)
    return std::nullopt;
  const ir::Operand& o = inst.operands[index];
  if (o.kind == ir::OperandKind::Imm && o.hasValue) {
    unsigned v = unsigned(o.value) & 0xffff;
    return HwRegField{v & 0x3f, (v >> 6) & 0x1f, ((v >> 11) & 0x1f) + 1};
  }
  if (o.kind != ir::OperandKind::Func)
    return std::nullopt;
  std::optional<HwRegField> field;
  bool ok = forEachCall(o.text, [&](const std::string& name, std::string_view args) {
    if (name != "hwreg" || field)
      return false;
    HwRegField f;
    std::string_view parts[3];
    size_t n = 0;
    while (n < 3) {
      size_t comma = args.find(',');
      parts[n++] = args.substr(0, comma);
      if (comma == std::string_view::npos)
        break;
      args.remove_prefix(comma + 1);
    }
    unsigned id = 0;
    if (!parseNumber(parts[0], id)) {
      std::string_view nm = parts[0];
      while (!nm.empty() && std::isspace(static_cast<unsigned char>(nm.front())))
        nm.remove_prefix(1);
      while (!nm.empty() && std::isspace(static_cast<unsigned char>(nm.back())))
        nm.remove_suffix(1);
      std::optional<unsigned> named = hwRegByName(std::string(nm));
      if (!named)
        return false;
      id = *named;
    }
    f.id = id;
    if (n >= 3 && !(parseNumber(parts[1], f.offset) && parseNumber(parts[2], f.size)))
      return false;
    field = f;
    return true;
  });
  if (!ok)
    return std::nullopt;
  return field;
}

std::optional<int64_t> setregImmediate(const ir::Inst& inst) {
  if (inst.opcode < 0 || !(isa::Opcode(inst.opcode) == "s_setreg_imm32_b32") ||
      inst.operands.size() < 2)
    return std::nullopt;
  const ir::Operand& v = inst.operands[1];
  if (v.kind == ir::OperandKind::Imm && v.hasValue)
    return v.value;
  return std::nullopt;
}

} // namespace silken::isa
