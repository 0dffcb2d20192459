#include "tool/reports.h"

#include "analysis/cycle_model.h"
#include "analysis/msb_state.h"
#include "ir/loops.h"
#include "semantics/def_use.h"
#include "isa/control_flow.h"
#include "isa/instr_info.h"

#include <nlohmann/json.hpp>

#include <array>
#include <map>
#include <set>

namespace silken::tool {
namespace {

using ClassCounts = std::array<unsigned, isa::kNumClasses>;

struct LoopStats {
  std::string header; ///< its first label, or bbN
  unsigned depth = 1, blocks = 0, instructions = 0, cycles = 0;
  ClassCounts classes{};
};

// One block's cycle estimate: silken's model and the same model replaying
// llvm-mca-22's simplifications (what scripts/check_cycle_model.py compares).
struct BlockCycles {
  std::string block; ///< its first label, or bbN
  uint32_t firstLine = 0, lastLine = 0, instructions = 0;
  uint32_t cycles = 0, drained = 0, mcaViewCycles = 0;
};

struct FunctionStats {
  std::string name;
  std::vector<BlockCycles> blockCycles;
  unsigned instructions = 0, blocks = 0, loops = 0;
  ClassCounts classes{};
  std::vector<LoopStats> loopStats;
  std::map<std::string, unsigned> waits;                     // sorted
  std::map<std::string, std::map<std::string, unsigned>> barriers; // id -> op -> n
};

// Per natural loop: its body's mix and issue cycles (one iteration that
// runs every block of the body; the instruction table's issue column).
std::vector<LoopStats> collectLoops(const ir::Function& fn) {
  ir::LoopInfo li = ir::analyzeLoops(fn);
  std::vector<LoopStats> out;
  for (const ir::Loop& l : li.loops) {
    LoopStats st;
    std::vector<std::string_view> labels = fn.blocks[l.header].labels();
    st.header = labels.empty() ? "bb" + std::to_string(l.header) : std::string(labels[0]);
    st.depth = l.depth;
    st.blocks = unsigned(l.blocks.size());
    for (uint32_t b : l.blocks)
      for (const ir::Stmt& s : fn.blocks[b].stmts)
        if (s.kind == ir::StmtKind::Instr) {
          const isa::InstrInfo& info = isa::instrInfo(s.inst->opcode);
          ++st.instructions;
          st.cycles += info.issue;
          ++st.classes[size_t(info.cls)];
        }
    out.push_back(std::move(st));
  }
  return out;
}

void countWait(std::string_view name, FunctionStats& st) {
  // s_wait_loadcnt_dscnt counts for both of its counters.
  std::string_view rest = name.substr(std::string_view("s_wait_").size());
  size_t us;
  if (rest.ends_with("cnt") && (us = rest.find("cnt_")) != std::string_view::npos) {
    ++st.waits[std::string(rest.substr(0, us + 3))];
    ++st.waits[std::string(rest.substr(us + 4))];
    return;
  }
  ++st.waits[std::string(rest)];
}

std::string barrierId(const ir::Inst& inst) {
  if (inst.operands.empty())
    return "none";
  const ir::Operand& op = inst.operands[0];
  if (op.kind == ir::OperandKind::Imm)
    return std::to_string(isa::signExtend16(op.value));
  return std::string(op.text);
}

std::vector<BlockCycles> collectCycles(const ir::Function& fn) {
  analysis::CycleOptions model, mcaView;
  mcaView.mcaView = true;
  std::vector<analysis::CycleEstimate> est = analysis::estimateBlockCycles(fn, model);
  std::vector<analysis::CycleEstimate> mca = analysis::estimateBlockCycles(fn, mcaView);
  std::vector<BlockCycles> out;
  for (size_t b = 0; b < fn.blocks.size(); ++b) {
    if (!est[b].instructions)
      continue;
    BlockCycles bc;
    std::vector<std::string_view> labels = fn.blocks[b].labels();
    bc.block = labels.empty() ? "bb" + std::to_string(b) : std::string(labels[0]);
    for (const ir::Stmt& s : fn.blocks[b].stmts)
      if (s.kind == ir::StmtKind::Instr && s.loc.valid()) {
        bc.firstLine = bc.firstLine ? bc.firstLine : s.loc.line;
        bc.lastLine = s.loc.line;
      }
    bc.instructions = est[b].instructions;
    bc.cycles = est[b].cycles;
    bc.drained = est[b].drained;
    bc.mcaViewCycles = mca[b].cycles;
    out.push_back(std::move(bc));
  }
  return out;
}

FunctionStats collect(const ir::Function& fn, bool cycles) {
  FunctionStats st;
  if (cycles)
    st.blockCycles = collectCycles(fn);
  st.name = fn.name.empty() ? "(file level)" : std::string(fn.name);
  st.blocks = unsigned(fn.blocks.size());
  st.loopStats = collectLoops(fn);
  st.loops = unsigned(st.loopStats.size());
  for (const ir::Block& b : fn.blocks)
    for (const ir::Stmt& s : b.stmts) {
      if (s.kind != ir::StmtKind::Instr)
        continue;
      ++st.instructions;
      const isa::InstrInfo& info = isa::instrInfo(s.inst->opcode);
      ++st.classes[size_t(info.cls)];
      std::string_view name = isa::mnemonicName(s.inst->opcode);
      if (info.cls == isa::InstrClass::Wait && name.starts_with("s_wait_"))
        countWait(name, st);
      if (info.has(isa::kBarrier) && name.starts_with("s_barrier_"))
        ++st.barriers[barrierId(*s.inst)][std::string(name.substr(10))];
    }
  return st;
}

std::string flagNames(const isa::InstrInfo& info) {
  static constexpr std::pair<isa::InstrFlag, const char*> kFlags[] = {
      {isa::kSideEffect, "side_effect"}, {isa::kBarrier, "barrier"},
      {isa::kWait, "wait"},              {isa::kTerminator, "terminator"},
      {isa::kClause, "clause"},          {isa::kAtomicReturn, "atomic_ret"},
      {isa::kDstRead, "dst_read"},       {isa::kCall, "call"},
      {isa::kPosition, "position"},      {isa::kIndexed, "indexed"}};
  std::string out;
  for (const auto& [flag, name] : kFlags)
    if (info.has(flag))
      out += (out.empty() ? "" : "|") + std::string(name);
  return out.empty() ? "-" : out;
}

std::string classList(const ClassCounts& classes) {
  std::string line;
  for (int c = 0; c < isa::kNumClasses; ++c)
    if (classes[size_t(c)])
      line += (line.empty() ? "" : ", ") + std::string(isa::className(isa::InstrClass(c))) +
              " " + std::to_string(classes[size_t(c)]);
  return line.empty() ? "-" : line;
}

nlohmann::ordered_json classJson(const ClassCounts& classes) {
  nlohmann::ordered_json j = nlohmann::ordered_json::object();
  for (int c = 0; c < isa::kNumClasses; ++c)
    if (classes[size_t(c)])
      j[std::string(isa::className(isa::InstrClass(c)))] = classes[size_t(c)];
  return j;
}

} // namespace

std::string statsReport(const ir::Module& module, bool json, bool cycles) {
  std::vector<FunctionStats> all;
  for (const ir::Function& f : module.functions)
    if (!f.name.empty() || module.functions.size() == 1)
      all.push_back(collect(f, cycles));
  if (json) {
    nlohmann::ordered_json doc;
    doc["file"] = module.file().name();
    doc["functions"] = nlohmann::ordered_json::array();
    for (const FunctionStats& st : all) {
      nlohmann::ordered_json f;
      f["name"] = st.name;
      f["instructions"] = st.instructions;
      f["blocks"] = st.blocks;
      f["loops"] = st.loops;
      f["classes"] = classJson(st.classes);
      f["waits"] = st.waits;
      f["barriers"] = st.barriers;
      f["loop_stats"] = nlohmann::ordered_json::array();
      for (const LoopStats& l : st.loopStats) {
        nlohmann::ordered_json jl;
        jl["header"] = l.header;
        jl["depth"] = l.depth;
        jl["blocks"] = l.blocks;
        jl["instructions"] = l.instructions;
        jl["issue_cycles_per_iteration"] = l.cycles;
        jl["classes"] = classJson(l.classes);
        f["loop_stats"].push_back(std::move(jl));
      }
      if (cycles) {
        f["block_cycles"] = nlohmann::ordered_json::array();
        for (const BlockCycles& bc : st.blockCycles)
          f["block_cycles"].push_back({{"block", bc.block},
                                       {"first_line", bc.firstLine},
                                       {"last_line", bc.lastLine},
                                       {"instructions", bc.instructions},
                                       {"cycles", bc.cycles},
                                       {"drained", bc.drained},
                                       {"mca_view_cycles", bc.mcaViewCycles}});
      }
      doc["functions"].push_back(std::move(f));
    }
    return doc.dump(1) + "\n";
  }
  std::string out;
  for (const FunctionStats& st : all) {
    out += "function " + st.name + ": " + std::to_string(st.instructions) +
           " instructions, " + std::to_string(st.blocks) + " blocks, " +
           std::to_string(st.loops) + " loops\n";
    out += "  classes:  " + classList(st.classes) + "\n";
    std::string line;
    for (const auto& [counter, n] : st.waits)
      line += (line.empty() ? "" : ", ") + counter + " " + std::to_string(n);
    out += "  waits:    " + (line.empty() ? "-" : line) + "\n";
    line.clear();
    for (const auto& [id, ops] : st.barriers) {
      line += (line.empty() ? "" : "; ") + id + ":";
      for (const auto& [op, n] : ops)
        line += " " + op + " " + std::to_string(n);
    }
    out += "  barriers: " + (line.empty() ? "-" : line) + "\n";
    for (const LoopStats& l : st.loopStats)
      out += "  loop " + l.header + " (depth " + std::to_string(l.depth) + "): " +
             std::to_string(l.blocks) + " blocks, " + std::to_string(l.instructions) +
             " instructions, " + std::to_string(l.cycles) +
             " issue cycles per iteration through every block\n    " + classList(l.classes) +
             "\n";
    for (const BlockCycles& bc : st.blockCycles)
      out += "  block " + bc.block + ": " + std::to_string(bc.instructions) +
             " instructions, " + std::to_string(bc.cycles) + " cycles (results ready at " +
             std::to_string(bc.drained) + ")\n";
  }
  return out;
}

std::string isaReport(const ir::Module& module, std::vector<std::string>& unclassified) {
  std::set<std::string> seen; // sorted, distinct
  for (const ir::Function& f : module.functions)
    for (const ir::Block& b : f.blocks)
      for (const ir::Stmt& s : b.stmts) {
        if (s.kind != ir::StmtKind::Instr)
          continue;
        for (int part = 0; part < (s.inst->isDual() ? 2 : 1); ++part) {
          isa::MnemonicId id = part ? s.inst->dualOpcode : s.inst->opcode;
          std::string written(part ? s.inst->dualMnemonic : s.inst->mnemonic);
          for (char& c : written)
            c = char(std::tolower(static_cast<unsigned char>(c)));
          if (!isa::instrInfo(id).known())
            unclassified.push_back(written);
          seen.insert(written);
        }
      }
  std::string out = "mnemonic\tcanonical\tclass\tcounters\tissue\tlatency\tdefs\t"
                    "mayload\tmaystore\tflags\tsource\n";
  for (const std::string& m : seen) {
    isa::MnemonicId id = isa::lookupMnemonic(m);
    const isa::InstrInfo& info = isa::instrInfo(id);
    std::string counters;
    for (int c = 0; c < isa::kNumCounters; ++c)
      if (info.counters & (1 << c))
        counters += (counters.empty() ? "" : "|") + std::string(isa::counterName(c));
    out += m + "\t" + std::string(isa::mnemonicName(id)) + "\t" +
           std::string(isa::className(info.cls)) + "\t" +
           (counters.empty() ? "-" : counters) + "\t" + std::to_string(info.issue) +
           "\t" + std::to_string(info.latency) + "\t" + std::to_string(info.defs) +
           "\t" + (info.has(isa::kMayLoad) ? "1" : "0") + "\t" +
           (info.has(isa::kMayStore) ? "1" : "0") + "\t" + flagNames(info) + "\t" +
           std::string(info.source) + "\n";
  }
  std::sort(unclassified.begin(), unclassified.end());
  unclassified.erase(std::unique(unclassified.begin(), unclassified.end()),
                     unclassified.end());
  return out;
}

std::string defUseReport(const ir::Module& module) {
  auto names = [](const isa::RegUnits& u, bool fence) {
    return fence ? std::string("all") : u.none() ? std::string("-") : isa::unitNames(u);
  };
  std::string out = "line\tinstruction\treads\twrites\tkills\n";
  for (const ir::Function& f : module.functions) {
    analysis::MsbStates msb = analysis::computeMsbStates(f);
    for (size_t b = 0; b < f.blocks.size(); ++b) {
      const ir::Block& block = f.blocks[b];
      std::vector<isa::MsbState> before = analysis::statesBefore(block, msb.blockEntry[b]);
      for (size_t i = 0; i < block.stmts.size(); ++i) {
        const ir::Stmt& s = block.stmts[i];
        if (s.kind != ir::StmtKind::Instr)
          continue;
        isa::DefUse du = isa::defUse(s, before[i]);
        out += std::to_string(s.loc.line) + "\t" + std::string(s.body) + "\t" +
               names(du.reads, du.fence) + "\t" + names(du.writes, du.fence) + "\t" +
               names(du.kills, false) + "\n";
      }
    }
  }
  return out;
}

} // namespace silken::tool
