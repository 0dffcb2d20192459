#include "asm/printer.h"

namespace silken::as {
namespace {

// The whitespace a statement's raw text starts with.
std::string_view indentOf(const ir::Stmt& s) {
  size_t n = 0;
  while (n < s.raw.size() && (s.raw[n] == ' ' || s.raw[n] == '\t'))
    ++n;
  return s.raw.substr(0, n);
}

// The column where an input instruction's trailing comment starts, or 0.
size_t commentColumnOf(const ir::Stmt& s) {
  if (s.kind != ir::StmtKind::Instr || s.raw.empty() || !s.startsLine || s.body.empty())
    return 0;
  size_t at = size_t(s.body.data() - s.raw.data()) + s.body.size();
  while (at < s.raw.size() && (s.raw[at] == ' ' || s.raw[at] == '\t'))
    ++at;
  bool comment = s.raw.substr(at, 2) == "//" || s.raw.substr(at, 1) == ";";
  return comment ? at : 0;
}

// How the file lays out its lines: the most common indentation of
// instructions and of labels, and the most common comment column. Ties go
// to the first seen, so the choice is deterministic.
struct Style {
  std::string_view instrIndent, labelIndent;
  size_t commentColumn = 0;
};

template <typename Key>
struct Tally {
  std::vector<std::pair<Key, size_t>> counts;
  void add(Key k) {
    for (auto& [key, n] : counts)
      if (key == k) {
        ++n;
        return;
      }
    if (counts.size() < 64)
      counts.push_back({k, 1});
  }
  Key best(Key fallback) const {
    Key out = fallback;
    size_t most = 0;
    for (const auto& [key, n] : counts)
      if (n > most) {
        most = n;
        out = key;
      }
    return out;
  }
};

Style fileStyle(const ir::Module& module) {
  Tally<std::string_view> instr, label;
  Tally<size_t> column;
  for (const ir::Function& f : module.functions)
    for (const ir::Block& b : f.blocks)
      for (const ir::Stmt& s : b.stmts) {
        if (s.raw.empty() || !s.startsLine)
          continue;
        if (s.kind == ir::StmtKind::Instr) {
          instr.add(indentOf(s));
          if (size_t c = commentColumnOf(s))
            column.add(c);
        } else if (s.kind == ir::StmtKind::Label) {
          label.add(indentOf(s));
        }
      }
  return {instr.best({}), label.best({}), column.best(0)};
}

} // namespace

std::string printModule(const ir::Module& module) {
  std::string text;
  text.reserve(module.file().text().size() + 4096);
  printModule(module, [&](std::string_view piece) { text += piece; });
  return text;
}

// Statements left as read are printed as runs: the input bytes from the
// first of a run to the last, in one piece (a statement at a time was a
// fifth of parse + print). A run longer than a piece goes to the sink
// straight from the input, without a copy.
void printModule(const ir::Module& module,
                 const std::function<void(std::string_view)>& sink) {
  constexpr size_t kPiece = size_t(1) << 20;
  const std::string_view input = module.file().text();
  std::string out;
  out.reserve(kPiece + 4096);
  char flushedLast = 0; // last byte handed to the sink, 0 before any
  const char* runBegin = nullptr; // the run of input bytes not yet in `out`
  const char* runEnd = nullptr;
  auto lastByte = [&] {
    return runBegin ? runEnd[-1] : out.empty() ? flushedLast : out.back();
  };
  auto flushOut = [&] {
    if (!out.empty()) {
      flushedLast = out.back();
      sink(out);
      out.clear();
    }
  };
  auto flushRun = [&] {
    if (!runBegin)
      return;
    std::string_view run(runBegin, size_t(runEnd - runBegin));
    runBegin = runEnd = nullptr;
    if (out.size() + run.size() <= kPiece) {
      out += run;
      return;
    }
    flushOut();
    flushedLast = run.back();
    sink(run);
  };
  auto inInput = [&](std::string_view v) {
    return v.data() >= input.data() && v.data() + v.size() <= input.data() + input.size();
  };
  Style style;
  bool styled = false;
  for (const ir::Function& f : module.functions) {
    for (const ir::Block& b : f.blocks) {
      for (const ir::Stmt& s : b.stmts) {
        if (out.size() >= kPiece) // hand over whole statements only
          flushOut();
        // A statement that began its own line must not be glued to a
        // shortened previous line (e.g. a deleted instruction after a label).
        if (s.startsLine && lastByte() != 0 && lastByte() != '\n' && lastByte() != '\r') {
          flushRun();
          out += module.newline;
        }
        if (!s.edited) {
          if (s.raw.empty())
            continue;
          if (runBegin && s.raw.data() == runEnd && inInput(s.raw)) {
            runEnd += s.raw.size();
            continue;
          }
          flushRun();
          if (inInput(s.raw)) {
            runBegin = s.raw.data();
            runEnd = runBegin + s.raw.size();
          } else {
            out += s.raw;
          }
          continue;
        }
        flushRun();
        if (s.raw.empty()) { // made by a pass, laid out like the file
          if (!styled) {
            style = fileStyle(module);
            styled = true;
          }
          size_t lineStart = out.size();
          out += s.kind == ir::StmtKind::Label ? style.labelIndent : style.instrIndent;
          out += s.text;
          if (std::string_view comment = module.commentOf(s.id); !comment.empty()) {
            size_t width = out.size() - lineStart;
            out.append(style.commentColumn > width ? style.commentColumn - width : 1, ' ');
            out += comment;
          }
          out += module.newline;
          continue;
        }
        // Edited in place: keep its own indentation and trailing comment.
        size_t bodyAt = size_t(s.body.data() - s.raw.data());
        out += s.raw.substr(0, bodyAt);
        out += s.text;
        out += s.raw.substr(bodyAt + s.body.size());
      }
    }
  }
  flushRun();
  flushOut();
}

} // namespace silken::as
