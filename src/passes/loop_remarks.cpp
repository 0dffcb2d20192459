/// \file
/// loop-remarks: an analysis pass. For every natural loop (ir/loops.h,
/// nested ones too) it emits one LoopSummary remark: header label, depth,
/// blocks, instructions, scheduling regions and what ended each
/// (analysis::Ordering's FenceKind, "block-end" for a region that runs to
/// the end of its block), s_nop count and the cycles they cost (N+1 each,
/// as the cycle model counts them), branches, WMMAs, memory operations by
/// counter, waits by counter, and the cycles per iteration of silken's
/// cycle model (analysis/cycle_model.h) over the header-to-latch path (or,
/// with --loop-remarks-cycles=blocks, every block of the loop once),
/// beside the same figures on the module as it was before the first pass.
///
/// Placement::Observer (passes.def): the pipeline calls atPipelineStart on
/// the input, then run after the last pass and the reruns. It joins the
/// default chain when remarks are requested (--remarks, --remarks-dir,
/// --remarks-summary); with --passes it runs where it is named.
///
/// Invariant: it changes nothing (run returns false; the golden runner's
/// identity and idempotency checks hold it to that). Deterministic: loops
/// in ir::LoopInfo order (outer before inner), arguments in a fixed order,
/// zero per-kind and per-counter counts left out.
///
/// Conservative cases: the path follows, from the header, the fall-through
/// successor when it is in the loop, else the lowest-numbered one, never
/// back to a block it has seen, until a latch; nothing is in flight at the
/// header (a wait for a load of the previous iteration costs nothing). A
/// loop is matched with its "before" figures by function and header label;
/// a loop the passes made has none, and one they took apart gets a LoopGone
/// remark instead.
///
///   .LBB0_1:                         LoopSummary .LBB0_1 depth 1:
///     global_load_b128 v[0:3], ...     4 instructions, 2 regions
///     s_wait_loadcnt 0x0               (ended by wait 1, branch 1),
///     v_add_f32 v4, v0, v1             mem loadcnt 1, wait loadcnt 1,
///     s_cbranch_scc1 .LBB0_1           cycles 512, before 512
#include "passes/loop_remarks.h"

#include "analysis/cache.h"
#include "analysis/cycle_model.h"
#include "isa/mnemonic_ids.h"
#include "passes/factories.h"
#include "semantics/inst_facts.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

namespace silken::passes {
namespace {

constexpr int kFenceKinds = int(analysis::FenceKind::Pinned) + 1;

struct Figures {
  uint32_t blocks = 0, instructions = 0, regions = 0;
  std::array<uint32_t, kFenceKinds> endedBy{};
  uint32_t nops = 0, nopCycles = 0, branches = 0, wmmas = 0, cycles = 0;
  std::array<uint32_t, isa::kNumCounters> memory{}, waits{};

  uint32_t totalWaits() const {
    uint32_t n = 0;
    for (uint32_t w : waits)
      n += w;
    return n;
  }
};

// "symbol-definition" -> "symbol_definition".
std::string argName(std::string_view prefix, std::string_view name) {
  std::string out = std::string(prefix) + std::string(name);
  std::replace(out.begin(), out.end(), '-', '_');
  return out;
}

// The blocks one trip through the loop takes, header first (file comment).
std::vector<uint32_t> headerToLatch(const ir::Function& fn, const ir::Loop& loop) {
  // The position of b in the loop's sorted blocks, or npos outside it.
  auto slot = [&](uint32_t b) {
    auto it = std::lower_bound(loop.blocks.begin(), loop.blocks.end(), b);
    return it != loop.blocks.end() && *it == b ? size_t(it - loop.blocks.begin())
                                               : std::string::npos;
  };
  auto inLoop = [&](uint32_t b) { return slot(b) != std::string::npos; };
  std::vector<uint32_t> path;
  std::vector<char> seenInLoop(loop.blocks.size(), 0); // linear in the loop, not the function
  auto seen = [&](uint32_t b) { return seenInLoop[slot(b)] != 0; };
  for (uint32_t b = loop.header;;) {
    path.push_back(b);
    seenInLoop[slot(b)] = 1;
    if (std::binary_search(loop.latches.begin(), loop.latches.end(), b))
      return path;
    uint32_t next = UINT32_MAX;
    for (uint32_t s : fn.blocks[b].succs)
      if (inLoop(s) && !seen(s) && (s == b + 1 || (next != b + 1 && s < next)))
        next = s;
    if (next == UINT32_MAX)
      return path;
    b = next;
  }
}

Figures measure(const ir::Function& fn, analysis::FunctionAnalyses& fa, const ir::Loop& loop,
                LoopCycles mode) {
  Figures f;
  f.blocks = uint32_t(loop.blocks.size());
  for (uint32_t b : loop.blocks) {
    for (const ir::Stmt& stmt : fn.blocks[b].stmts) {
      if (!stmt.isInstr() || !stmt.inst)
        continue;
      ++f.instructions;
      const ir::Inst& inst = *stmt.inst;
      isa::InstrClass cls = isa::instrInfo(inst.opcode).cls;
      f.branches += cls == isa::InstrClass::Branch;
      f.wmmas += cls == isa::InstrClass::Wmma;
      if (isa::Opcode(inst.opcode) == "s_nop") {
        ++f.nops;
        const ir::Operand* n = inst.operands.empty() ? nullptr : &inst.operands[0];
        f.nopCycles += uint32_t(n && n->hasValue ? n->value : 0) + 1;
      }
      if (cls == isa::InstrClass::Wait) {
        isa::WaitValues w = isa::decodeWait(inst);
        for (int c = 0; c < isa::kNumCounters; ++c)
          f.waits[c] += w[c].has_value();
        continue;
      }
      uint8_t counters = isa::countersOf(inst);
      for (int c = 0; c < isa::kNumCounters; ++c)
        f.memory[c] += (counters >> c) & 1;
    }
    for (const analysis::Region& r : fa.ordering().regions(fn, b)) {
      ++f.regions;
      ++f.endedBy[size_t(r.endedBy)];
    }
  }
  f.cycles = loopCyclesPerIteration(fn, fa, loop, mode, {});
  return f;
}

std::string loopKey(const ir::Function& fn, const ir::Loop& loop) {
  const ir::Stmt* label = loopHeaderLabel(fn, loop);
  return std::string(fn.name) + '\n' +
         (label ? std::string(label->name) : "#" + std::to_string(loop.header));
}

class LoopRemarksPass : public Pass {
public:
  void atPipelineStart(const ir::Module& module, PassContext& ctx) override {
    forEachLoop(module, ctx, [&](const ir::Function& fn, const ir::Loop& loop, Figures f) {
      const ir::Stmt* label = loopHeaderLabel(fn, loop);
      before_.emplace(loopKey(fn, loop),
                      Before{f, std::string(fn.name), label ? std::string(label->name) : "",
                             label ? label->loc : SourceLoc{}, false});
    });
  }

  bool run(ir::Module& module, PassContext& ctx) override {
    forEachLoop(module, ctx, [&](const ir::Function& fn, const ir::Loop& loop, Figures f) {
      auto it = before_.find(loopKey(fn, loop));
      if (it != before_.end())
        it->second.seen = true;
      emit(ctx, fn, loop, f, it == before_.end() ? nullptr : &it->second.figures);
    });
    // A loop the passes took apart (or merged into another at one address).
    for (const auto& [key, b] : before_) {
      if (b.seen)
        continue;
      Remark r;
      r.kind = RemarkKind::Analysis;
      r.pass = std::string(ctx.pass);
      r.name = "LoopGone";
      r.function = b.function;
      r.loc = b.loc;
      r.message = "loop " + b.header + " is no loop after the passes (it had " +
                  std::to_string(b.figures.cycles) + " cycles per iteration)";
      r.args.emplace_back("header", b.header);
      r.args.emplace_back("before_cycles", int64_t(b.figures.cycles));
      ctx.remarks.emit(std::move(r));
    }
    return false;
  }

private:
  template <typename Visit>
  static void forEachLoop(const ir::Module& module, PassContext& ctx, Visit visit) {
    for (const ir::Function& fn : module.functions) {
      analysis::FunctionAnalyses fa(fn);
      for (const ir::Loop& loop : fa.loops().loops)
        visit(fn, loop, measure(fn, fa, loop, ctx.options.loopRemarks.cycles));
    }
  }

  static void emit(PassContext& ctx, const ir::Function& fn, const ir::Loop& loop,
                   const Figures& f, const Figures* before) {
    const ir::Stmt* label = loopHeaderLabel(fn, loop);
    std::string header = label ? std::string(label->name) : "";
    auto count = [](uint32_t n, const char* what) {
      return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
    };
    std::string message = "loop " + (header.empty() ? "(unlabelled)" : header) + " (depth " +
                          std::to_string(loop.depth) + "): " +
                          count(f.instructions, "instruction") + ", " +
                          count(f.regions, "scheduling region") + ", " +
                          std::to_string(f.cycles) + " cycles per iteration";
    message += before ? " (before the passes: " + std::to_string(before->cycles) + ")"
                      : " (no such loop before the passes)";
    Remark r = ctx.remark(RemarkKind::Analysis, "LoopSummary", fn,
                          label ? label->loc : SourceLoc{}, message);
    auto arg = [&](std::string name, uint32_t v) { r.args.emplace_back(name, int64_t(v)); };
    r.args.emplace_back("header", header);
    arg("depth", loop.depth);
    arg("blocks", f.blocks);
    arg("instructions", f.instructions);
    arg("regions", f.regions);
    for (int k = 0; k < kFenceKinds; ++k)
      if (f.endedBy[k])
        arg(argName("ended_by_", k ? analysis::fenceKindName(analysis::FenceKind(k))
                                   : "block-end"),
            f.endedBy[k]);
    arg("nops", f.nops);
    arg("nop_cycles", f.nopCycles);
    arg("branches", f.branches);
    arg("wmmas", f.wmmas);
    for (int c = 0; c < isa::kNumCounters; ++c)
      if (f.memory[c])
        arg(argName("memory_", isa::counterName(c)), f.memory[c]);
    arg("waits", f.totalWaits());
    for (int c = 0; c < isa::kNumCounters; ++c)
      if (f.waits[c])
        arg(argName("waits_", isa::counterName(c)), f.waits[c]);
    arg("cycles", f.cycles);
    r.args.emplace_back("cycles_over", std::string(kLoopCyclesNames[size_t(
                                           ctx.options.loopRemarks.cycles)]));
    if (before) {
      arg("before_instructions", before->instructions);
      arg("before_regions", before->regions);
      arg("before_nops", before->nops);
      arg("before_nop_cycles", before->nopCycles);
      arg("before_waits", before->totalWaits());
      arg("before_cycles", before->cycles);
    }
    ctx.remarks.emit(std::move(r));
  }

  struct Before {
    Figures figures;
    std::string function;
    std::string header;
    SourceLoc loc;
    bool seen;
  };
  std::map<std::string, Before> before_;
};

// An integer argument of a remark, or -1.
int64_t intArg(const Remark& r, std::string_view name) {
  for (const auto& [key, value] : r.args)
    if (key == name)
      if (const int64_t* v = std::get_if<int64_t>(&value))
        return *v;
  return -1;
}

} // namespace

uint32_t loopCyclesPerIteration(const ir::Function& fn, analysis::FunctionAnalyses& fa,
                                const ir::Loop& loop, LoopCycles mode,
                                const analysis::CycleOptions& model) {
  std::vector<uint32_t> blocks =
      mode == LoopCycles::Path ? headerToLatch(fn, loop) : loop.blocks;
  std::vector<const ir::Stmt*> seq;
  for (uint32_t b : blocks)
    for (const ir::Stmt& stmt : fn.blocks[b].stmts)
      seq.push_back(&stmt);
  return analysis::estimateCycles(seq, model, fa.msb().blockEntry[loop.header]).cycles;
}

const ir::Stmt* loopHeaderLabel(const ir::Function& fn, const ir::Loop& loop) {
  for (const ir::Stmt& stmt : fn.blocks[loop.header].stmts)
    if (stmt.kind == ir::StmtKind::Label)
      return &stmt;
  return nullptr;
}

std::string loopRemarksTable(const std::vector<Remark>& remarks) {
  std::string out;
  char line[256];
  for (const Remark& r : remarks) {
    if (r.pass != "loop-remarks" || r.name != "LoopSummary")
      continue;
    if (out.empty()) {
      std::snprintf(line, sizeof line, "%-28s %5s %6s %7s %5s %5s %5s %15s\n", "loop-remarks: loop",
                    "depth", "insts", "regions", "nops", "waits", "wmmas", "cycles/iter");
      out += line;
    }
    std::string header;
    for (const auto& [key, value] : r.args)
      if (key == "header")
        header = std::get<std::string>(value);
    if (header.empty()) // no label: name the function
      header = "(" + r.function + ")";
    if (header.size() > 26)
      header = header.substr(0, 12) + ".." + header.substr(header.size() - 12);
    header = std::string(2 * size_t(std::max<int64_t>(intArg(r, "depth") - 1, 0)), ' ') +
             header; // inner loops indented
    int64_t before = intArg(r, "before_cycles");
    std::string cycles = (before < 0 ? "-" : std::to_string(before)) + " -> " +
                         std::to_string(intArg(r, "cycles"));
    std::snprintf(line, sizeof line, "%-28s %5lld %6lld %7lld %5lld %5lld %5lld %15s\n",
                  header.c_str(), (long long)intArg(r, "depth"),
                  (long long)intArg(r, "instructions"), (long long)intArg(r, "regions"),
                  (long long)intArg(r, "nops"), (long long)intArg(r, "waits"),
                  (long long)intArg(r, "wmmas"), cycles.c_str());
    out += line;
  }
  return out;
}

std::unique_ptr<Pass> createLoopRemarksPass() { return std::make_unique<LoopRemarksPass>(); }

} // namespace silken::passes
