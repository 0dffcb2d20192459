// `silken cfg --format=json`: the block graph as JSON (DOT: cfg_dot.cpp).
#include "tool/cfg_report.h"

#include "ir/cfg.h"

#include "ir/loops.h"
#include "isa/instr_info.h"
#include "semantics/inst_facts.h"

#include <nlohmann/json.hpp>

#include <array>

namespace silken::tool {
using namespace ir;
namespace {

struct BlockSpan {
  uint32_t firstLine = 0, lastLine = 0, instructions = 0;
};

BlockSpan spanOf(const Block& b) {
  BlockSpan s;
  for (const Stmt& st : b.stmts) {
    if (st.loc.valid()) {
      if (!s.firstLine)
        s.firstLine = st.loc.line;
      s.lastLine = st.loc.line;
    }
    if (st.kind == StmtKind::Instr)
      ++s.instructions;
  }
  return s;
}

} // namespace

std::string cfgToJson(const Module& module) {
  using nlohmann::ordered_json;
  ordered_json functions = ordered_json::array();
  for (const Function& f : module.functions) {
    LoopInfo li = analyzeLoops(f);
    ordered_json blocks = ordered_json::array();
    for (size_t bi = 0; bi < f.blocks.size(); ++bi) {
      const Block& b = f.blocks[bi];
      BlockSpan sp = spanOf(b);
      ordered_json jb;
      jb["id"] = bi;
      jb["labels"] = ordered_json::array();
      for (std::string_view l : b.labels())
        jb["labels"].push_back(std::string(l));
      jb["first_line"] = sp.firstLine;
      jb["last_line"] = sp.lastLine;
      jb["instructions"] = sp.instructions;
      // The mix of the block, by class and by counter incremented.
      std::array<unsigned, isa::kNumClasses> classes{};
      std::array<unsigned, isa::kNumCounters> counters{};
      for (const Stmt& st : b.stmts) {
        if (st.kind != StmtKind::Instr)
          continue;
        ++classes[size_t(isa::instrInfo(st.inst->opcode).cls)];
        uint8_t c = isa::countersOf(*st.inst);
        for (int i = 0; i < isa::kNumCounters; ++i)
          counters[size_t(i)] += (c >> i) & 1;
      }
      jb["classes"] = ordered_json::object();
      for (int c = 0; c < isa::kNumClasses; ++c)
        if (classes[size_t(c)])
          jb["classes"][std::string(isa::className(isa::InstrClass(c)))] = classes[size_t(c)];
      jb["counters"] = ordered_json::object();
      for (int i = 0; i < isa::kNumCounters; ++i)
        if (counters[size_t(i)])
          jb["counters"][std::string(isa::counterName(i))] = counters[size_t(i)];
      jb["succs"] = b.succs;
      jb["preds"] = b.preds;
      jb["reachable"] = bool(li.reachable[bi]);
      jb["idom"] = li.idom[bi] == LoopInfo::kNone ? ordered_json(nullptr) : ordered_json(li.idom[bi]);
      jb["ends_program"] = b.endsProgram;
      jb["exits_to_unknown"] = b.exitsToUnknown;
      blocks.push_back(std::move(jb));
    }
    ordered_json jf;
    jf["name"] = std::string(f.name);
    jf["kernel"] = f.isKernel;
    jf["blocks"] = std::move(blocks);
    jf["loops"] = ordered_json::array();
    for (const Loop& l : li.loops) {
      ordered_json jl;
      jl["header"] = l.header;
      jl["depth"] = l.depth;
      jl["parent"] = l.parent < 0 ? ordered_json(nullptr) : ordered_json(l.parent);
      jl["blocks"] = l.blocks;
      jf["loops"].push_back(std::move(jl));
    }
    functions.push_back(std::move(jf));
  }
  ordered_json doc;
  doc["file"] = module.file().name();
  doc["functions"] = std::move(functions);
  return doc.dump(1) + "\n";
}

} // namespace silken::tool
