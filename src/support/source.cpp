#include "support/source.h"

#include "support/lines.h"

#include <algorithm>
#include <bit>
#include <cstring>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace silken {
namespace {

// The start of every line after the first: after each '\n' but the last
// byte. False, with `starts` as it came, if the text holds a '\r' (then a
// line may also end in "\r\n" or a lone '\r'). Sixteen bytes a compare
// where SSE2 is (every x86-64): a memchr per line cost more in its call
// than in its search on lines of 50 bytes, and the '\r' test rides along.
bool addLineStartsNoCr(std::string_view t, std::vector<uint32_t>& starts) {
  const char* p = t.data();
  const size_t n = t.size(), had = starts.size();
  size_t i = 0;
#if defined(__SSE2__)
  const __m128i newline = _mm_set1_epi8('\n'), cr = _mm_set1_epi8('\r');
  for (; i + 16 <= n; i += 16) {
    __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + i));
    if (_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, cr))) {
      starts.resize(had);
      return false;
    }
    for (unsigned m = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, newline))); m;
         m &= m - 1)
      if (size_t at = i + size_t(std::countr_zero(m)) + 1; at < n)
        starts.push_back(uint32_t(at));
  }
#endif
  for (; i < n; ++i) {
    if (p[i] == '\r') {
      starts.resize(had);
      return false;
    }
    if (p[i] == '\n' && i + 1 < n)
      starts.push_back(uint32_t(i + 1));
  }
  return true;
}

} // namespace

SourceFile::SourceFile(std::string name, TextBuffer text)
    : name_(std::move(name)), text_(std::move(text)) {
  lineStarts_.reserve(text_.size() / 40 + 1);
  lineStarts_.push_back(0);
  std::string_view t = text_.view();
  // Nearly every file has no CR: then one scan finds every '\n'.
  hasCarriageReturn_ = !addLineStartsNoCr(t, lineStarts_);
  if (!hasCarriageReturn_)
    return;
  for (size_t at = findLineEnd(t, 0, true); at < t.size(); at = findLineEnd(t, at, true)) {
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
