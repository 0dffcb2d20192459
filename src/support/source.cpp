#include "support/source.h"

#include "support/lines.h"

#include <algorithm>
#include <cstring>

namespace silken {

SourceFile::SourceFile(std::string name, TextBuffer text)
    : name_(std::move(name)), text_(std::move(text)) {
  lineStarts_.reserve(text_.size() / 40 + 1);
  lineStarts_.push_back(0);
  std::string_view t = text_.view();
  // Nearly every file has no CR: then one search per line, for '\n'.
  const bool cr = hasCarriageReturn_ = t.find('\r') != std::string_view::npos;
  for (size_t at = findLineEnd(t, 0, cr); at < t.size(); at = findLineEnd(t, at, cr)) {
    at += lineEndLength(t, at);
    if (at < t.size())
      lineStarts_.push_back(uint32_t(at));
  }
}

SourceLoc SourceFile::locateFar(uint32_t offset) const {
  // Try the few lines after the last one asked before searching.
  uint32_t n = uint32_t(lineStarts_.size());
  for (uint32_t l = lastLine_; l < n && l < lastLine_ + 4; ++l) {
    if (offset < lineStarts_[l])
      break;
    if (l + 1 == n || offset < lineStarts_[l + 1]) {
      lastLine_ = l;
      return {l + 1, offset - lineStarts_[l] + 1};
    }
  }
  auto it = std::upper_bound(lineStarts_.begin(), lineStarts_.end(), offset);
  uint32_t line = uint32_t(it - lineStarts_.begin());
  lastLine_ = line - 1;
  return {line, offset - lineStarts_[line - 1] + 1};
}

std::string_view SourceFile::lineText(uint32_t line) const {
  if (line == 0 || line > lineStarts_.size())
    return {};
  uint32_t begin = lineStarts_[line - 1];
  uint32_t end =
      line < lineStarts_.size() ? lineStarts_[line] : uint32_t(text_.size());
  std::string_view s(text_.data() + begin, end - begin);
  return s.substr(0, findLineEnd(s, 0));
  return s;
}

} // namespace silken
