#include "analysis/kernel_metadata.h"

#include "support/lines.h"

#include <algorithm>
#include <charconv>
#include <vector>

namespace silken::analysis {
namespace {

std::vector<std::string_view> lines(std::string_view text) {
  std::vector<std::string_view> out;
  for (size_t at = 0; at < text.size();) {
    size_t end = findLineEnd(text, at);
    out.push_back(text.substr(at, end - at));
    at = end + std::max<size_t>(1, lineEndLength(text, end));
  }
  return out;
}

// The unsigned value of `key` in a line `<indent>[- ]key: value`.
std::optional<unsigned> valueOf(std::string_view line, size_t column, std::string_view key) {
  if (line.size() <= column || line.substr(column, key.size()) != key)
    return std::nullopt;
  size_t v = line.find_first_not_of(" \t:'\"", column + key.size());
  unsigned out = 0;
  if (v == std::string_view::npos ||
      std::from_chars(line.data() + v, line.data() + line.size(), out).ec != std::errc() ||
      out == 0)
    return std::nullopt;
  return out;
}

// `key` of the metadata entry whose `.name` is `kernel`: the lines of that
// entry (from the `- ` that opens it to the next one at its indentation, or
// a line indented less) whose key starts at the entry's key column. Keys of
// nested lists (the arguments' `.name`s) are deeper and do not count.
std::optional<unsigned> entryValue(std::string_view yaml, std::string_view kernel,
                                   std::string_view key) {
  std::vector<std::string_view> ls = lines(yaml);
  for (size_t i = 0; i < ls.size(); ++i) {
    size_t col = ls[i].find(".name:");
    if (col == std::string_view::npos || col < 2)
      continue;
    std::string_view value = ls[i].substr(col + 6);
    size_t v = value.find_first_not_of(" \t'\"");
    size_t e = value.find_last_not_of(" \t'\"\r");
    if (v == std::string_view::npos || value.substr(v, e + 1 - v) != kernel)
      continue;
    auto opens = [&](std::string_view l) {
      return l.size() > col && l.substr(col - 2, 2) == "- ";
    };
    auto dedented = [&](std::string_view l) {
      size_t first = l.find_first_not_of(" \t\r");
      return first != std::string_view::npos && first < col - 2;
    };
    size_t begin = i;
    while (begin > 0 && !opens(ls[begin]) && !dedented(ls[begin - 1]))
      --begin;
    for (size_t k = begin; k < ls.size(); ++k) {
      if (k > begin && (opens(ls[k]) || dedented(ls[k])))
        break;
      if (auto out = valueOf(ls[k], col, key))
        return out;
    }
    // Not in this entry (an argument named like the kernel): look further.
  }
  return std::nullopt;
}

} // namespace

std::optional<WorkgroupShape> workgroupShape(const ir::Module& m, std::string_view kernel) {
  std::optional<unsigned> wave32; // .amdhsa_wavefront_size32 0|1
  for (const ir::Function& fn : m.functions)
    for (const ir::Block& blk : fn.blocks)
      for (const ir::Stmt& s : blk.stmts) {
        if (s.kind == ir::StmtKind::Directive && s.name == ".amdhsa_wavefront_size32") {
          std::string_view body = s.body;
          wave32 = body.find('1', s.name.size()) != std::string_view::npos ? 32u : 64u;
          continue;
        }
        if (s.kind != ir::StmtKind::Opaque || s.raw.find(".amdgpu_metadata") == std::string_view::npos)
          continue;
        std::optional<unsigned> size = entryValue(s.raw, kernel, ".max_flat_workgroup_size");
        if (!size)
          continue;
        std::optional<unsigned> wave = entryValue(s.raw, kernel, ".wavefront_size");
        if (!wave)
          wave = wave32;
        if (!wave)
          return std::nullopt;
        return WorkgroupShape{*size, *wave};
      }
  return std::nullopt;
}

} // namespace silken::analysis
