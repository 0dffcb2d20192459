// Line ends exactly as llvm-mc sees them: "\n", "\r\n" and a lone "\r"
// each end one line (its lexer ends a statement and a comment at either
// byte). Everything that splits text into lines goes through these.
#pragma once

#include <cstring>
#include <string_view>

namespace silken {

/// Offset of the first '\n' or '\r' at or after `from`, or text.size().
/// `mayHaveCr` false: the caller knows `text` holds no '\r' (SourceFile
/// says so), and one search for '\n' is enough.
inline size_t findLineEnd(std::string_view text, size_t from, bool mayHaveCr = true) {
  if (from >= text.size())
    return text.size();
  const char* p = text.data() + from;
  size_t n = text.size() - from;
  // memchr twice beats a byte loop on the long lines that matter.
  const void* nl = std::memchr(p, '\n', n);
  size_t limit = nl ? size_t(static_cast<const char*>(nl) - p) : n;
  const void* cr = mayHaveCr ? std::memchr(p, '\r', limit) : nullptr;
  return from + (cr ? size_t(static_cast<const char*>(cr) - p) : limit);
}

/// Bytes of the line terminator at `at` (which findLineEnd returned): 2 for
/// "\r\n", 1 for "\n" or "\r", 0 at the end of the text.
inline size_t lineEndLength(std::string_view text, size_t at) {
  if (at >= text.size())
    return 0;
  return text[at] == '\r' && at + 1 < text.size() && text[at + 1] == '\n' ? 2 : 1;
}

} // namespace silken
