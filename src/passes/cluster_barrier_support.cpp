#include "passes/cluster_barrier_support.h"

#include "asm/parser.h"
#include "ir/cfg.h"
#include "isa/control_flow.h"
#include "isa/def_use.h"
#include "isa/instr_info.h"

#include <cstring>

namespace silken::passes::cb {
namespace {

std::string_view canonical(const ir::Stmt& s) {
  return s.kind == ir::StmtKind::Instr && s.inst ? isa::mnemonicName(s.inst->opcode)
                                                 : std::string_view();
}

bool barrierOp(const ir::Stmt& s, std::string_view mnemonic, int64_t id) {
  if (canonical(s) != mnemonic || s.inst->operands.empty())
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
  std::string_view name = canonical(s);
  if (!name.starts_with("s_cmp_") || s.inst->operands.empty())
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
  // The first instruction is a cluster wait or signal, or a compare on the
  // wave-index or loop-counter symbol whose branch skips to one of the
  // handshake labels (label_skipCB...).
  const ir::Stmt* first = nullptr;
  for (size_t i = from; i < stmts.size(); ++i) {
    const ir::Stmt& s = stmts[i];
    if (s.kind != ir::StmtKind::Instr)
      continue;
    if (!first) {
      first = &s;
      if (isBarrierWait(s, kClusterBarrier) || isBarrierSignal(s, kClusterBarrier))
        return true;
      if (!comparesSymbol(s, m, o.waveIdxSymbol) && !comparesSymbol(s, m, o.loopCounterSymbol))
        return false;
      continue;
    }
    return ir::branchTarget(s).starts_with("label_skipCB");
  }
  return false;
}

bool clusterWaitPrecedes(const std::vector<ir::Stmt>& stmts, size_t before) {
  for (size_t i = before; i-- > 0;)
    if (stmts[i].kind == ir::StmtKind::Instr)
      return isBarrierWait(stmts[i], kClusterBarrier);
  return false;
}

WaveIndexCheck::WaveIndexCheck(const ir::Module& m, const ir::Function& fn,
                               std::string_view symbol)
    : m_(m), fn_(fn), symbol_(symbol) {}

// Forward "must hold" dataflow for one register: true after a write
// through the symbol, false after any other write or a fence; the join is
// AND, and the entry starts false.
bool WaveIndexCheck::holdsAt(uint32_t block, size_t index, int64_t reg) const {
  size_t n = fn_.blocks.size();
  uint32_t unit = isa::kSgprUnitBase + uint32_t(reg);
  auto step = [&](const ir::Stmt& s, bool holds) {
    isa::DefUse du = isa::defUse(s, isa::MsbState{false, 0});
    if (du.fence)
      return false;
    if (!du.writes.test(unit))
      return holds;
    for (const ir::Operand& op : s.inst->operands)
      if (op.kind == ir::OperandKind::Reg && op.reg.file == ir::RegFile::S &&
          op.reg.first == reg && op.text.find(symbol_) != std::string_view::npos)
        return true; // the wave-index computation itself
    return false;
  };
  // Blocks with neither predecessors nor labels follow an unconditional
  // branch and can never run: they do not weaken the join. A labelled
  // block without predecessors may be entered from code we cannot see.
  std::vector<char> in(n, 1), out(n, 1); // optimistic start, then refine
  bool changed = true;
  while (changed) {
    changed = false;
    for (uint32_t b = 0; b < n; ++b) {
      const ir::Block& blk = fn_.blocks[b];
      bool h = true;
      if (b == 0 || (blk.preds.empty() && !blk.labels().empty()))
        h = false;
      for (uint32_t p : blk.preds)
        h = h && out[p];
      in[b] = h;
      for (const ir::Stmt& s : blk.stmts)
        h = step(s, h);
      if (char(h) != out[b]) {
        out[b] = h;
        changed = true;
      }
    }
  }
  bool h = in[block];
  for (size_t i = 0; i < index; ++i)
    h = step(fn_.blocks[block].stmts[i], h);
  return h;
}

std::optional<std::string> WaveIndexCheck::problemAt(uint32_t block, size_t index) const {
  const auto& stmts = fn_.blocks[block].stmts;
  uint32_t ordinal = index < stmts.size() ? stmts[index].ordinal
                     : stmts.empty()      ? 0
                                          : stmts.back().ordinal;
  if (!m_.symbols.definedAt(symbol_, ordinal))
    return "'" + symbol_ + "' is not defined here";
  std::optional<int64_t> reg = m_.symbols.valueAt(symbol_, ordinal);
  if (!reg)
    return "'" + symbol_ + "' was released (.set " + symbol_ + ", UNDEF) before this point";
  if (*reg < 0 || *reg >= int64_t(isa::kNumSgprUnits))
    return "'" + symbol_ + "' does not name an SGPR here";
  if (!holdsAt(block, index, *reg))
    return "s" + std::to_string(*reg) + " may not hold the wave index here (it is not set through '" +
           symbol_ + "' on every path, or is overwritten after)";
  return std::nullopt;
}

std::string makeLabel(const ir::Module& m, std::string_view prefix,
                      std::string_view kernel, std::string_view rule,
                      uint32_t anchor, std::string_view role) {
  static constexpr char kAlphabet[] =
      "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  for (uint32_t salt = 0;; ++salt) {
    std::string key = std::string(kernel) + '|' + std::string(rule) + '|' +
                      std::to_string(anchor) + '|' + std::string(role) + '|' +
                      std::to_string(salt);
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
      out.back().comment = m.intern(line.comment);
  }
  return true;
}

} // namespace silken::passes::cb
