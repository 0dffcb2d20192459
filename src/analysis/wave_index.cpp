#include "analysis/wave_index.h"

#include "analysis/dataflow.h"
#include "ir/loops.h"
#include "semantics/def_use.h"

namespace silken::analysis {

WaveIndexCheck::WaveIndexCheck(const ir::Module& m, const ir::Function& fn,
                               std::string_view symbol, ir::RegFile file)
    : m_(m), fn_(fn), symbol_(symbol), file_(file) {}

// Forward "must hold" dataflow for one register: true after a write
// through the symbol, false after any other write or a fence; the join is
// AND, and the entry starts false.
bool WaveIndexCheck::holdsAt(uint32_t block, size_t index, int64_t reg) const {
  size_t n = fn_.blocks.size();
  uint32_t unit = file_ == ir::RegFile::S ? isa::kSgprUnitBase + uint32_t(reg)
                                          : isa::kVgprUnitBase + 2 * uint32_t(reg);
  auto step = [&](const ir::Stmt& s, bool holds) {
    isa::DefUse du = isa::defUse(s, isa::MsbState{false, 0});
    if (du.fence)
      return false;
    if (!du.writes.test(unit))
      return holds;
    // The computation itself writes its destination through the symbol.
    const auto& ops = s.inst->operands;
    return !ops.empty() && ops[0].kind == ir::OperandKind::Reg && ops[0].reg.file == file_ &&
           ops[0].reg.first == reg && ops[0].text.find(symbol_) != std::string_view::npos;
  };
  // Blocks with neither predecessors nor labels follow an unconditional
  // branch and can never run: they do not weaken the join. A labelled
  // block without predecessors may be entered from code we cannot see.
  // Predecessors not visited yet count as holding (optimistic start; the
  // solver revisits the block when one turns out not to).
  auto entry = [&](uint32_t b, const std::vector<std::optional<char>>& out) {
    const ir::Block& blk = fn_.blocks[b];
    char h = 1;
    if (b == 0 || (blk.preds.empty() && !blk.labels().empty()))
      h = 0;
    for (uint32_t p : blk.preds)
      if (out[p])
        h = char(h && *out[p]);
    return std::optional<char>(h);
  };
  auto join = [](char& into, const char& from) { into = char(into && from); };
  auto transfer = [&](uint32_t b, char h) {
    for (const ir::Stmt& s : fn_.blocks[b].stmts)
      h = char(step(s, h));
    return h;
  };
  DataflowResult<char> r = solveForward<char>(fn_, ir::visitingOrder(fn_), entry, join, transfer);
  std::vector<char> in(n, 1);
  for (size_t b = 0; b < n; ++b)
    if (r.in[b])
      in[b] = *r.in[b];
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
  bool sgpr = file_ == ir::RegFile::S;
  if (*reg < 0 || *reg >= (sgpr ? int64_t(isa::kNumSgprUnits) : 256))
    return "'" + symbol_ + (sgpr ? "' does not name an SGPR here" : "' does not name v0..v255 here");
  if (!holdsAt(block, index, *reg))
    return (sgpr ? "s" : "v") + std::to_string(*reg) + " may not hold " +
           (sgpr ? "the wave index" : "the thread serial") + " here (it is not set through '" +
           symbol_ + "' on every path, or is overwritten after)";
  return std::nullopt;
}

} // namespace silken::analysis
