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

// The document is written as text, piece by piece, in the layout of
// nlohmann's dump(1): a tree of the whole graph took 16 bytes and an
// allocation per number, and the loops' block lists of deep nests are most
// of it (1M lines of 200-deep nests: 730 MB of JSON, 3.4 GB as a tree).
// Small objects (one block) still go through the library.
void appendIndented(std::string& out, const nlohmann::ordered_json& j, size_t indent) {
  std::string text = j.dump(1);
  for (char c : text) {
    out += c;
    if (c == '\n')
      out.append(indent, ' ');
  }
}

// `items` as the elements of an array at `indent` ("[]" when empty).
template <class Items, class Append>
void appendArray(std::string& out, const Items& items, size_t indent, Append append) {
  if (items.empty()) {
    out += "[]";
    return;
  }
  out += "[\n";
  bool first = true;
  for (const auto& item : items) {
    if (!first)
      out += ",\n";
    first = false;
    out.append(indent + 1, ' ');
    append(item);
  }
  out += '\n';
  out.append(indent, ' ');
  out += ']';
}

nlohmann::ordered_json blockJson(const Block& b, size_t bi, const LoopInfo& li) {
  using nlohmann::ordered_json;
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
  return jb;
}

void appendLoop(std::string& out, const Loop& l, size_t indent) {
  std::string in(indent + 1, ' ');
  out += "{\n" + in + "\"header\": " + std::to_string(l.header) + ",\n" + in +
         "\"depth\": " + std::to_string(l.depth) + ",\n" + in + "\"parent\": " +
         (l.parent < 0 ? std::string("null") : std::to_string(l.parent)) + ",\n" + in +
         "\"blocks\": ";
  appendArray(out, l.blocks, indent + 1, [&](uint32_t b) { out += std::to_string(b); });
  out += '\n';
  out.append(indent, ' ');
  out += '}';
}

void appendFunction(std::string& out, const Function& f, const LoopInfo& li, size_t indent) {
  using nlohmann::ordered_json;
  std::string in(indent + 1, ' ');
  out += "{\n" + in + "\"name\": " + ordered_json(std::string(f.name)).dump() + ",\n" + in +
         "\"kernel\": " + (f.isKernel ? "true" : "false") + ",\n" + in + "\"blocks\": ";
  std::vector<size_t> ids(f.blocks.size());
  for (size_t i = 0; i < ids.size(); ++i)
    ids[i] = i;
  appendArray(out, ids, indent + 1,
              [&](size_t bi) { appendIndented(out, blockJson(f.blocks[bi], bi, li), indent + 2); });
  out += ",\n" + in + "\"loops\": ";
  appendArray(out, li.loops, indent + 1, [&](const Loop& l) { appendLoop(out, l, indent + 2); });
  out += '\n';
  out.append(indent, ' ');
  out += '}';
}

// About the document's size, rather more: reserved up front, so the text
// is never copied as it grows (pages reserved and not written cost no
// memory).
size_t sizeBound(const Module& module, const std::vector<LoopInfo>& loops) {
  size_t bytes = 4096 + module.file().name().size() * 6;
  for (size_t fi = 0; fi < module.functions.size(); ++fi) {
    const Function& f = module.functions[fi];
    bytes += 256 + f.name.size() * 6;
    for (const Block& b : f.blocks) {
      bytes += 1024 + 32 * (b.succs.size() + b.preds.size());
      for (std::string_view l : b.labels())
        bytes += 16 + l.size() * 6;
    }
    for (const Loop& l : loops[fi].loops)
      bytes += 128 + 24 * l.blocks.size();
  }
  return bytes;
}

} // namespace

std::string cfgToJson(const Module& module) {
  std::vector<LoopInfo> loops;
  for (const Function& f : module.functions)
    loops.push_back(analyzeLoops(f));
  std::string out;
  out.reserve(sizeBound(module, loops));
  out += "{\n \"file\": " + nlohmann::ordered_json(module.file().name()).dump() +
                    ",\n \"functions\": ";
  size_t fi = 0;
  appendArray(out, module.functions, 1,
              [&](const Function& f) { appendFunction(out, f, loops[fi++], 2); });
  out += "\n}\n";
  return out;
}

} // namespace silken::tool
