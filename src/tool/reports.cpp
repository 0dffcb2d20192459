#include "tool/reports.h"

#include "isa/control_flow.h"
#include "isa/instr_info.h"

#include <nlohmann/json.hpp>

#include <array>
#include <map>
#include <set>

namespace silken::tool {
namespace {

struct FunctionStats {
  std::string name;
  unsigned instructions = 0, blocks = 0, loops = 0;
  std::array<unsigned, isa::kNumClasses> classes{};
  std::map<std::string, unsigned> waits;                     // sorted
  std::map<std::string, std::map<std::string, unsigned>> barriers; // id -> op -> n
};

// Back edges found by depth-first search from the entry: one per loop of
// reducible code.
unsigned countLoops(const ir::Function& fn) {
  size_t n = fn.blocks.size();
  if (n == 0)
    return 0;
  std::vector<int> state(n, 0); // 0 new, 1 on stack, 2 done
  std::vector<std::pair<uint32_t, size_t>> stack{{0, 0}};
  state[0] = 1;
  unsigned back = 0;
  while (!stack.empty()) {
    auto& [b, next] = stack.back();
    const auto& succs = fn.blocks[b].succs;
    if (next < succs.size()) {
      uint32_t s = succs[next++];
      if (state[s] == 1)
        ++back;
      else if (state[s] == 0) {
        state[s] = 1;
        stack.push_back({s, 0});
      }
      continue;
    }
    state[b] = 2;
    stack.pop_back();
  }
  return back;
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

FunctionStats collect(const ir::Function& fn) {
  FunctionStats st;
  st.name = fn.name.empty() ? "(file level)" : std::string(fn.name);
  st.blocks = unsigned(fn.blocks.size());
  st.loops = countLoops(fn);
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
      {isa::kDstRead, "dst_read"},       {isa::kCall, "call"}};
  std::string out;
  for (const auto& [flag, name] : kFlags)
    if (info.has(flag))
      out += (out.empty() ? "" : "|") + std::string(name);
  return out.empty() ? "-" : out;
}

} // namespace

std::string statsReport(const ir::Module& module, bool json) {
  std::vector<FunctionStats> all;
  for (const ir::Function& f : module.functions)
    if (!f.name.empty() || module.functions.size() == 1)
      all.push_back(collect(f));
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
      nlohmann::ordered_json classes = nlohmann::ordered_json::object();
      for (int c = 0; c < isa::kNumClasses; ++c)
        if (st.classes[size_t(c)])
          classes[std::string(isa::className(isa::InstrClass(c)))] = st.classes[size_t(c)];
      f["classes"] = classes;
      f["waits"] = st.waits;
      f["barriers"] = st.barriers;
      doc["functions"].push_back(std::move(f));
    }
    return doc.dump(1) + "\n";
  }
  std::string out;
  for (const FunctionStats& st : all) {
    out += "function " + st.name + ": " + std::to_string(st.instructions) +
           " instructions, " + std::to_string(st.blocks) + " blocks, " +
           std::to_string(st.loops) + " loops\n";
    std::string line;
    for (int c = 0; c < isa::kNumClasses; ++c)
      if (st.classes[size_t(c)])
        line += (line.empty() ? "" : ", ") +
                std::string(isa::className(isa::InstrClass(c))) + " " +
                std::to_string(st.classes[size_t(c)]);
    out += "  classes:  " + (line.empty() ? "-" : line) + "\n";
    line.clear();
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

} // namespace silken::tool
