#include "check/barrier_checker.h"
#include "isa/mnemonic_ids.h"

namespace silken::check {
namespace detail {

void BarrierChecker::checkWaveGates() {
  analysis::WaveIndexCheck wave(m_, fn_, o_.waveIdxSymbol);
  for (uint32_t b = 0; b < conds_.size(); ++b)
    for (const auto& [index, reg] : conds_[b].waveGates)
      if (auto why = wave.problemAt(b, index))
        report(Severity::Error, fn_.blocks[b].stmts[index],
               "wave-index gate compares a register that may not hold the wave index: " + *why);
  analysis::WaveIndexCheck serial(m_, fn_, o_.serialSymbol, ir::RegFile::V);
  analysis::MsbStates msb = analysis::computeMsbStates(fn_);
  for (uint32_t b = 0; b < conds_.size(); ++b)
    for (const auto& [index, reg] : conds_[b].serialGates) {
      const ir::Stmt& read = fn_.blocks[b].stmts[index];
      isa::MsbState state = msb.blockEntry[b];
      for (size_t i = 0; i < index; ++i)
        state = isa::msbAfter(fn_.blocks[b].stmts[i], state);
      std::optional<std::string> why = serial.problemAt(b, index);
      if (!why && (!state.known || (state.bits & 3) != 0))
        why = "the s_set_vgpr_msb state may not be 0 here, so v" + std::to_string(reg) +
              " may name another register";
      if (why)
        report(Severity::Error, read,
               "recomputed wave-index gate reads a VGPR that may not hold the thread serial: " +
                   *why);
    }
}

void BarrierChecker::checkInstructions() {
  // Named barriers: a forward must-analysis of "joined".
  size_t n = fn_.blocks.size();
  std::vector<char> joinedOut(n, 1);
  auto blockJoined = [&](uint32_t b, bool in) {
    for (const ir::Stmt& s : fn_.blocks[b].stmts)
      if (s.kind == ir::StmtKind::Instr && !s.isFence() &&
          isa::Opcode(s.inst->opcode) == "s_barrier_join")
        in = true;
    return in;
  };
  std::vector<char> joinedIn(n, 0);
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t b = 0; b < n; ++b) {
      bool in = b != 0 && !fn_.blocks[b].preds.empty();
      for (uint32_t p : fn_.blocks[b].preds)
        in = in && joinedOut[p];
      joinedIn[b] = in;
      char out = blockJoined(b, in);
      if (out != joinedOut[b]) {
        joinedOut[b] = out;
        changed = true;
      }
    }
  }
  forEachBarrierOp([&](uint32_t b, size_t i, const ir::Stmt& s, isa::Opcode name) {
    std::optional<int64_t> id = barrierIdOf(s);
    if (id && (*id == -2 || *id == -4))
      report(Severity::Error, s,
             "barrier id " + std::to_string(*id) +
                 " is privileged (trap handler only); a kernel must not use it");
    if (name == "s_barrier_wait" && id && *id >= 1 && *id <= 16) {
      bool joined = joinedIn[b];
      for (size_t j = 0; j < i; ++j)
        joined |= fn_.blocks[b].stmts[j].kind == ir::StmtKind::Instr &&
                  !fn_.blocks[b].stmts[j].isFence() &&
                  isa::Opcode(fn_.blocks[b].stmts[j].inst->opcode) == "s_barrier_join";
      if (!joined)
        report(Severity::Error, s,
               "wait on named barrier " + std::to_string(*id) +
                   " without an s_barrier_join on every path before it");
    }
  });
}

// Forward must-analysis: a block runs in one wave per workgroup when every
// way in is a wave-0 / isfirst edge or comes from such a block.
void BarrierChecker::computeOneWave() {
  size_t n = fn_.blocks.size();
  oneWave_.assign(n, 1);
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t b = 0; b < n; ++b) {
      const ir::Block& blk = fn_.blocks[b];
      bool one = b != 0 && !(blk.preds.empty() && !blk.labels().empty());
      for (uint32_t p : blk.preds) {
        const auto& succs = fn_.blocks[p].succs;
        bool guarded = false;
        for (size_t e = 0; e < succs.size(); ++e)
          if (succs[e] == b) {
            Cond::Kind k = conds_[p].onEdge[e].kind;
            guarded = k == Cond::Wave0 || k == Cond::IsFirst;
          }
        one = one && (guarded || oneWave_[p]);
      }
      if (char(one) != oneWave_[b]) {
        oneWave_[b] = one;
        changed = true;
      }
    }
  }
}

// Barriers must run in wave-uniform control flow: not while EXEC is
// narrowed (s_and_saveexec, v_cmpx, s_and/s_xor on exec) and not yet
// restored (s_or on exec, or EXEC moved back from a register or -1). A
// forward may-analysis; what it finds is a warning, since a narrowed EXEC
// may still hold every lane.
void BarrierChecker::checkUniformFlow() {
  size_t n = fn_.blocks.size();
  auto transfer = [&](const ir::Stmt& s, const ir::Stmt* narrowedBy) -> const ir::Stmt* {
    if (s.kind != ir::StmtKind::Instr || s.isFence())
      return narrowedBy;
    isa::DefUse du = isa::defUse(s, isa::MsbState{false, 0});
    if (!du.writes.test(isa::kExecLoUnit))
      return narrowedBy;
    isa::Opcode name(s.inst->opcode);
    if (name.text().starts_with("s_or_b") || name.text().starts_with("s_mov_b") || name == "s_or_saveexec_b32" ||
        name == "s_or_saveexec_b64")
      return nullptr; // EXEC restored
    return &s;       // narrowed (saveexec, and/xor on exec, v_cmpx)
  };
  // The narrowing that may be in force at each block's entry (any one).
  std::vector<const ir::Stmt*> in(n, nullptr), out(n, nullptr);
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t b = 0; b < n; ++b) {
      in[b] = nullptr;
      for (uint32_t p : fn_.blocks[b].preds)
        if (out[p]) {
          in[b] = out[p];
          break;
        }
      const ir::Stmt* cur = in[b];
      for (const ir::Stmt& s : fn_.blocks[b].stmts)
        cur = transfer(s, cur);
      if (cur != out[b]) {
        out[b] = cur;
        changed = true;
      }
    }
  }
  for (uint32_t b = 0; b < n; ++b) {
    const ir::Stmt* cur = in[b];
    for (const ir::Stmt& s : fn_.blocks[b].stmts) {
      if (cur && s.kind == ir::StmtKind::Instr && !s.isFence() &&
          isa::instrInfo(s.inst->opcode).has(isa::kBarrier) && barrierIdOf(s))
        report(Severity::Warning, s,
               "barrier in control flow that may be divergent: EXEC was narrowed at line " +
                   std::to_string(cur->loc.line) + " and not restored on every path",
               kDivergent);
      cur = transfer(s, cur);
    }
  }
}

} // namespace detail

const std::vector<std::string_view>& barrierWarningCategories() {
  static const std::vector<std::string_view> kAll = {detail::kDivergent, detail::kStateLimit,
                                                     detail::kUnmodelledPath};
  return kAll;
}

void checkBarriers(const ir::Module& module, const ir::Function& fn,
                   const BarrierCheckOptions& options, DiagEngine& diags) {
  detail::BarrierChecker(module, fn, options, diags).run();
}

void checkBarriers(const ir::Module& module, const BarrierCheckOptions& options,
                   DiagEngine& diags) {
  for (const ir::Function& fn : module.functions)
    if (fn.isKernel || module.functions.size() == 1)
      detail::BarrierChecker(module, fn, options, diags).run();
}

} // namespace silken::check
