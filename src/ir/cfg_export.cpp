// `silken cfg`: the block graph as Graphviz DOT or JSON.
#include "ir/cfg.h"

#include "isa/instr_info.h"

#include <nlohmann/json.hpp>

#include <array>

namespace silken::ir {
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

std::string dotEscape(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '"' || c == '\\')
      out += '\\';
    out += c;
  }
  return out;
}

} // namespace

std::string cfgToDot(const Module& module) {
  std::string out = "digraph cfg {\n  node [shape=box, fontname=\"monospace\"];\n";
  for (size_t fi = 0; fi < module.functions.size(); ++fi) {
    const Function& f = module.functions[fi];
    std::string prefix = "f" + std::to_string(fi) + "_b";
    out += "  subgraph cluster_" + std::to_string(fi) + " {\n    label=\"" +
           dotEscape(f.name.empty() ? "(file level)" : f.name) + "\";\n";
    for (size_t bi = 0; bi < f.blocks.size(); ++bi) {
      const Block& b = f.blocks[bi];
      BlockSpan sp = spanOf(b);
      std::string label = "bb" + std::to_string(bi);
      for (std::string_view l : b.labels())
        label += "\\n" + dotEscape(l) + ":";
      label += "\\nlines " + std::to_string(sp.firstLine) + "-" +
               std::to_string(sp.lastLine) + ", " +
               std::to_string(sp.instructions) + " instructions";
      if (b.endsProgram)
        label += "\\n(ends program)";
      if (b.exitsToUnknown)
        label += "\\n(exits to unknown code)";
      out += "    " + prefix + std::to_string(bi) + " [label=\"" + label + "\"];\n";
    }
    for (size_t bi = 0; bi < f.blocks.size(); ++bi)
      for (uint32_t s : f.blocks[bi].succs)
        out += "    " + prefix + std::to_string(bi) + " -> " + prefix +
               std::to_string(s) + ";\n";
    out += "  }\n";
  }
  out += "}\n";
  return out;
}

std::string cfgToJson(const Module& module) {
  using nlohmann::ordered_json;
  ordered_json functions = ordered_json::array();
  for (const Function& f : module.functions) {
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
      jb["ends_program"] = b.endsProgram;
      jb["exits_to_unknown"] = b.exitsToUnknown;
      blocks.push_back(std::move(jb));
    }
    ordered_json jf;
    jf["name"] = std::string(f.name);
    jf["kernel"] = f.isKernel;
    jf["blocks"] = std::move(blocks);
    functions.push_back(std::move(jf));
  }
  ordered_json doc;
  doc["file"] = module.file().name();
  doc["functions"] = std::move(functions);
  return doc.dump(1) + "\n";
}

} // namespace silken::ir
