// `silken cfg --format=dot`: a picture of the block graph worth opening on a
// real kernel. Each function is a cluster titled with its (shortened) name;
// loops are nested clusters shaded by depth; back edges are red and bold,
// taken branches solid, fall-through dashed; each node gives its first
// label, lines, instruction count and issue cycles; blocks the entry does
// not reach are greyed. --function and --around LABEL --depth N draw a part;
// --annotate outlines the blocks the passes changed.
#include "tool/cfg_report.h"

#include "ir/cfg.h"
#include "ir/loops.h"

#include "isa/control_flow.h"
#include "isa/instr_info.h"
#include "support/spell.h"

#include <algorithm>
#include <deque>
#include <set>

namespace silken::tool {
using namespace ir;
namespace {

std::string dotEscape(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '"' || c == '\\')
      out += '\\';
    out += c;
  }
  return out;
}

// Tensile kernel names run to a kilobyte: keep the head and the tail.
std::string shorten(std::string_view s, size_t max = 48) {
  if (s.size() <= max)
    return std::string(s);
  return std::string(s.substr(0, max - 14)) + "..." + std::string(s.substr(s.size() - 11));
}

// What the passes did to a block: statements they made have no location.
struct Changes {
  unsigned added = 0, addedCycles = 0, edited = 0, waits = 0, barriers = 0;
  bool any() const { return added || edited; }
};

Changes changesOf(const Block& b) {
  Changes c;
  for (const Stmt& st : b.stmts) {
    if (st.kind != StmtKind::Instr)
      continue;
    const isa::InstrInfo& info = isa::instrInfo(st.inst->opcode);
    if (!st.loc.valid()) {
      ++c.added;
      c.addedCycles += info.issue;
      c.waits += info.cls == isa::InstrClass::Wait;
      c.barriers += info.has(isa::kBarrier);
    } else if (st.edited) {
      ++c.edited;
    }
  }
  return c;
}

std::string nodeLabel(const Block& b, size_t bi, bool reachable, bool annotate) {
  uint32_t first = 0, last = 0, instructions = 0, cycles = 0;
  for (const Stmt& st : b.stmts) {
    if (st.loc.valid()) {
      first = first ? first : st.loc.line;
      last = st.loc.line;
    }
    if (st.kind == StmtKind::Instr) {
      ++instructions;
      cycles += isa::instrInfo(st.inst->opcode).issue;
    }
  }
  std::string label = "bb" + std::to_string(bi);
  std::vector<std::string_view> labels = b.labels();
  if (!labels.empty())
    label += "  " + dotEscape(shorten(labels[0], 40)) + ":";
  if (labels.size() > 1)
    label += " (+" + std::to_string(labels.size() - 1) + ")";
  label += (first ? "\\nlines " + std::to_string(first) + "-" + std::to_string(last)
                  : std::string("\\n(new block)")) +
           "\\n" +
           std::to_string(instructions) + " instr, " + std::to_string(cycles) + " issue cycles";
  if (b.endsProgram)
    label += "\\n(ends program)";
  if (b.exitsToUnknown && !b.endsProgram)
    label += "\\n(exits to unknown code)";
  if (!reachable)
    label += "\\n(unreachable)";
  Changes c = changesOf(b);
  if (annotate && c.any()) {
    label += "\\nadded " + std::to_string(c.added) + " (" + std::to_string(c.waits) +
             " waits, " + std::to_string(c.barriers) + " barriers), +" +
             std::to_string(c.addedCycles) + " cycles: " + std::to_string(cycles - c.addedCycles) +
             " -> " + std::to_string(cycles);
    if (c.edited)
      label += "\\nedited " + std::to_string(c.edited);
  }
  return label;
}

// The edge b -> s: back, taken or fall-through.
std::string edgeStyle(const Function& f, const LoopInfo& li, uint32_t b, uint32_t s) {
  if (li.isBackEdge(b, s))
    return "color=\"#c0392b\", style=bold, penwidth=2, label=\"back\", fontcolor=\"#c0392b\"";
  const Stmt* t = f.blocks[b].terminator();
  isa::FlowKind kind = t ? isa::flowKind(t->inst->opcode) : isa::FlowKind::None;
  bool fall = kind == isa::FlowKind::None || kind == isa::FlowKind::Call;
  if (kind == isa::FlowKind::CondBranch) {
    std::string_view target = branchTarget(*t);
    std::vector<std::string_view> labels = f.blocks[s].labels();
    fall = std::find(labels.begin(), labels.end(), target) == labels.end();
  }
  if (fall)
    return "style=dashed, color=\"#7f8c8d\"";
  return kind == isa::FlowKind::CondBranch ? "color=\"#2c3e50\", label=\"taken\""
                                           : "color=\"#2c3e50\"";
}

// The blocks within `depth` edges (either way) of the block labelled `around`.
std::vector<bool> neighbourhood(const Function& f, uint32_t start, unsigned depth) {
  std::vector<unsigned> dist(f.blocks.size(), UINT32_MAX);
  std::deque<uint32_t> queue{start};
  dist[start] = 0;
  while (!queue.empty()) {
    uint32_t b = queue.front();
    queue.pop_front();
    if (dist[b] == depth)
      continue;
    for (const auto* list : {&f.blocks[b].succs, &f.blocks[b].preds})
      for (uint32_t n : *list)
        if (dist[n] == UINT32_MAX) {
          dist[n] = dist[b] + 1;
          queue.push_back(n);
        }
  }
  std::vector<bool> in(f.blocks.size());
  for (size_t i = 0; i < in.size(); ++i)
    in[i] = dist[i] != UINT32_MAX;
  return in;
}

const char* kLoopFill[] = {"#eaf2fb", "#d6e6f7", "#c2daf3", "#aecdef"};

class FunctionDot {
public:
  FunctionDot(const Function& f, size_t fi, std::vector<bool> shown, bool annotate)
      : f_(f), li_(analyzeLoops(f)), prefix_("f" + std::to_string(fi) + "_b"),
        shown_(std::move(shown)), annotate_(annotate) {}

  void emit(std::string& out) {
    for (size_t i = 0; i < li_.loops.size(); ++i)
      if (li_.loops[i].parent < 0)
        emitLoop(int(i), "    ", out);
    for (size_t b = 0; b < f_.blocks.size(); ++b)
      if (li_.innermost[b] < 0)
        emitNode(b, "    ", out);
    for (size_t b = 0; b < f_.blocks.size(); ++b)
      for (uint32_t s : f_.blocks[b].succs)
        emitEdge(uint32_t(b), s, out);
  }

private:
  std::string id(size_t b) const { return prefix_ + std::to_string(b); }

  void emitNode(size_t b, const std::string& indent, std::string& out) {
    if (!shown_[b])
      return;
    out += indent + id(b) + " [label=\"" +
           nodeLabel(f_.blocks[b], b, li_.reachable[b], annotate_) + "\"";
    if (!li_.reachable[b])
      out += ", style=\"rounded,filled,dashed\", fillcolor=\"#eeeeee\", fontcolor=\"#888888\"";
    else if (annotate_ && changesOf(f_.blocks[b]).any())
      out += ", color=\"#d35400\", penwidth=3, style=\"rounded,filled\", fillcolor=\"#fdebd0\"";
    out += "];\n";
  }

  void emitLoop(int i, const std::string& indent, std::string& out) {
    const Loop& l = li_.loops[size_t(i)];
    bool any = false;
    for (uint32_t b : l.blocks)
      any = any || shown_[b];
    if (!any)
      return;
    std::vector<std::string_view> labels = f_.blocks[l.header].labels();
    std::string name = labels.empty() ? "bb" + std::to_string(l.header)
                                      : dotEscape(shorten(labels[0], 40));
    out += indent + "subgraph cluster_" + prefix_.substr(0, prefix_.size() - 1) + "loop" +
           std::to_string(i) + " {\n";
    out += indent + "  label=\"loop " + name + " (depth " + std::to_string(l.depth) + ")\";\n";
    out += indent + "  style=\"rounded,filled\"; color=\"#5d7fa3\"; fillcolor=\"" +
           kLoopFill[std::min<size_t>(l.depth - 1, 3)] + "\";\n";
    for (size_t j = 0; j < li_.loops.size(); ++j)
      if (li_.loops[j].parent == i)
        emitLoop(int(j), indent + "  ", out);
    for (uint32_t b : l.blocks)
      if (li_.innermost[b] == i)
        emitNode(b, indent + "  ", out);
    out += indent + "}\n";
  }

  void emitEdge(uint32_t b, uint32_t s, std::string& out) {
    if (!shown_[b] && !shown_[s])
      return;
    for (uint32_t x : {b, s})
      if (!shown_[x] && hidden_.insert(x).second) // where the drawing is cut
        out += "    " + id(x) + " [label=\"bb" + std::to_string(x) +
               " ...\", shape=plaintext, fontcolor=\"#888888\"];\n";
    out += "    " + id(b) + " -> " + id(s) + " [" + edgeStyle(f_, li_, b, s) + "];\n";
  }

  const Function& f_;
  LoopInfo li_;
  std::string prefix_;
  std::vector<bool> shown_;
  bool annotate_;
  std::set<uint32_t> hidden_;
};

size_t instructionCount(const Function& f) {
  size_t n = 0;
  for (const Block& b : f.blocks)
    for (const Stmt& s : b.stmts)
      n += s.kind == StmtKind::Instr;
  return n;
}

} // namespace

std::string cfgToDot(const Module& module, const DotOptions& o, std::string& error) {
  std::string out = "digraph cfg {\n"
                    "  graph [fontname=\"Helvetica\", fontsize=11, labelloc=t, "
                    "label=\"" + dotEscape(module.file().name()) + "\"];\n"
                    "  node [shape=box, style=rounded, fontname=\"monospace\", fontsize=10];\n"
                    "  edge [fontname=\"Helvetica\", fontsize=9];\n";
  std::vector<std::string_view> names;
  bool foundFunction = false, foundLabel = false;
  for (size_t fi = 0; fi < module.functions.size(); ++fi) {
    const Function& f = module.functions[fi];
    names.push_back(f.name);
    if (!o.function.empty() && f.name != o.function)
      continue;
    if (f.name.empty() && module.functions.size() > 1 && instructionCount(f) == 0)
      continue; // directives before the first kernel: nothing to draw
    foundFunction = true;
    std::vector<bool> shown(f.blocks.size(), true);
    if (!o.around.empty()) {
      size_t at = f.blocks.size();
      for (size_t b = 0; b < f.blocks.size() && at == f.blocks.size(); ++b)
        for (std::string_view l : f.blocks[b].labels())
          if (l == o.around)
            at = b;
      if (at == f.blocks.size())
        continue;
      foundLabel = true;
      shown = neighbourhood(f, uint32_t(at), o.depth);
    }
    std::string title = f.name.empty() ? "(file level)" : shorten(f.name);
    out += "  subgraph cluster_" + std::to_string(fi) + " {\n    label=\"" + dotEscape(title) +
           "\"; tooltip=\"" + dotEscape(f.name) + "\"; style=rounded; color=\"#444444\";\n";
    FunctionDot(f, fi, std::move(shown), o.annotate).emit(out);
    out += "  }\n";
  }
  if (!o.function.empty() && !foundFunction) {
    error = "no function named '" + o.function + "'";
    std::string_view hint = closestMatch(o.function, names);
    if (!hint.empty())
      error += "; did you mean '" + std::string(hint) + "'?";
    return {};
  }
  if (!o.around.empty() && !foundLabel) {
    error = "no block is labelled '" + o.around + "'";
    return {};
  }
  out += "}\n";
  return out;
}

} // namespace silken::tool
