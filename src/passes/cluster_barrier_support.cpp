#include "passes/cluster_barrier_support.h"

#include "asm/parser.h"
#include "ir/cfg.h"
#include "isa/control_flow.h"
#include "semantics/def_use.h"
#include "isa/instr_info.h"

#include "isa/mnemonic_ids.h"

#include <cstring>

namespace silken::passes::cb {
namespace {

isa::Opcode canonical(const ir::Stmt& s) {
  return isa::Opcode(s.kind == ir::StmtKind::Instr && s.inst ? s.inst->opcode
                                                             : isa::kUnknownMnemonic);
}

bool barrierOp(const ir::Stmt& s, isa::KnownMnemonic mnemonic, int64_t id) {
  if (canonical(s).id() != mnemonic.id || s.inst->operands.empty())
    return false;
  const ir::Operand& op = s.inst->operands[0];
  return op.kind == ir::OperandKind::Imm && isa::signExtend16(op.value) == id;
}

// FNV-1a, with a seed so two independent 64-bit halves can be drawn.
uint64_t fnv(std::string_view text, uint64_t seed) {
  uint64_t h = 1469598103934665603ull ^ seed;
  for (char c : text) {
    h ^= static_cast<unsigned char>(c);
    h *= 1099511628211ull;
  }
  return h;
}

} // namespace

bool isTensorLoad(const ir::Stmt& s) { return canonical(s) == "tensor_load_to_lds"; }
bool isBarrierSignal(const ir::Stmt& s, int64_t id) {
  return barrierOp(s, "s_barrier_signal", id);
}
bool isBarrierWait(const ir::Stmt& s, int64_t id) {
  return barrierOp(s, "s_barrier_wait", id);
}

bool isTailBanner(const ir::Stmt& s, std::string_view banner) {
  if (s.kind != ir::StmtKind::Trivia)
    return false;
  size_t open = s.raw.find("/*");
  if (open == std::string_view::npos)
    return false;
  size_t text = s.raw.find_first_not_of(" \t", open + 2);
  return text != std::string_view::npos && s.raw.substr(text, banner.size()) == banner;
}

bool comparesSymbol(const ir::Stmt& s, const ir::Module& m, std::string_view symbol) {
  isa::Opcode name = canonical(s);
  if (!name.text().starts_with("s_cmp_") || s.inst->operands.empty())
    return false;
  const ir::Operand& op = s.inst->operands[0];
  if (op.kind != ir::OperandKind::Reg || op.reg.file != ir::RegFile::S)
    return false;
  if (op.text.find(symbol) != std::string_view::npos)
    return true;
  std::optional<int64_t> reg = m.symbols.valueAt(symbol, s.ordinal);
  return reg && *reg == op.reg.first && op.reg.count == 1;
}

bool handshakeFollows(const std::vector<ir::Stmt>& stmts, size_t from,
                      const ir::Module& m, const ClusterBarrierOptions& o) {
  // The first instruction is a cluster wait or signal, or starts a gate (a
  // compare on the wave-index or loop-counter symbol, or the recomputed
  // gate's read of the serial VGPR) whose branch skips to one of the
  // handshake labels (label_skipCB...).
  const ir::Stmt* first = nullptr;
  for (size_t i = from; i < stmts.size(); ++i) {
    const ir::Stmt& s = stmts[i];
    if (s.kind != ir::StmtKind::Instr)
      continue;
    // Waits before the handshake only delay it: waitcnt puts them there
    // when the gate's compare reads a register still loading, and a
    // handshake behind them is still the one this pass made (else the
    // next round, or the next run, adds a second one).
    if (!first && isCounterWait(s))
      continue;
    if (!first) {
      first = &s;
      if (isBarrierWait(s, kClusterBarrier) || isBarrierSignal(s, kClusterBarrier))
        return true;
      if (!comparesSymbol(s, m, o.waveIdxSymbol) && !comparesSymbol(s, m, o.loopCounterSymbol) &&
          !readsSerial(s, o.serialSymbol))
        return false;
      continue;
    }
    if (s.isFence())
      return false;
    if (isa::flowKind(s.inst->opcode) != isa::FlowKind::None)
      return ir::branchTarget(s).starts_with("label_skipCB");
  }
  return false;
}

bool readsSerial(const ir::Stmt& s, std::string_view serialSymbol) {
  if (canonical(s) != "v_readfirstlane_b32" || s.inst->operands.size() != 2)
    return false;
  const ir::Operand& src = s.inst->operands[1];
  return src.kind == ir::OperandKind::Reg && src.reg.file == ir::RegFile::V &&
         src.text.find(serialSymbol) != std::string_view::npos;
}

bool clusterWaitPrecedes(const std::vector<ir::Stmt>& stmts, size_t before) {
  for (size_t i = before; i-- > 0;)
    if (stmts[i].kind == ir::StmtKind::Instr && !isCounterWait(stmts[i]))
      return isBarrierWait(stmts[i], kClusterBarrier);
  return false;
}

bool isCounterWait(const ir::Stmt& s) {
  return s.kind == ir::StmtKind::Instr && s.inst && !s.isFence() &&
         isa::instrInfo(s.inst->opcode).cls == isa::InstrClass::Wait;
}

std::string makeLabel(const ir::Module& m, std::string_view prefix,
                      std::string_view kernel, std::string_view rule,
                      uint32_t anchorIndex, std::string_view role) {
  static constexpr char kAlphabet[] =
      "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  for (uint32_t collision = 0;; ++collision) {
    std::string key = std::string(kernel) + '|' + std::string(rule) + '|' +
                      std::to_string(anchorIndex) + '|' + std::string(role) + '|' +
                      std::to_string(collision);
    uint64_t h[2] = {fnv(key, 0), fnv(key, 0x9e3779b97f4a7c15ull)};
    std::string name(prefix);
    for (int i = 0; i < 16; ++i) {
      uint64_t& part = h[i / 8];
      name += kAlphabet[part % 62];
      part /= 62;
    }
    if (!m.labelDefined(name))
      return name;
  }
}

bool emit(ir::Module& m, uint32_t ordinal, const std::vector<Line>& lines,
          DiagEngine& diags, std::vector<ir::Stmt>& out) {
  for (const Line& line : lines) {
    if (!line.text.empty() && line.text.back() == ':') {
      out.push_back(as::makeLabelStmt(
          m, std::string_view(line.text).substr(0, line.text.size() - 1), ordinal));
    } else {
      std::optional<ir::Stmt> s = as::parseInstructionText(m, line.text, ordinal, diags);
      if (!s)
        return false;
      out.push_back(std::move(*s));
    }
    if (!line.comment.empty())
      m.setComment(out.back().id, line.comment);
  }
  return true;
}

} // namespace silken::passes::cb
