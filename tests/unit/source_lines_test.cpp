#include "support/source.h"

#include <doctest/doctest.h>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace {

// The line starts by the rule itself, a byte at a time: "\n", "\r\n" and a
// lone "\r" each end a line; a line starts after each end but at the end.
std::vector<uint32_t> naiveStarts(const std::string& t) {
  std::vector<uint32_t> out{0};
  for (size_t i = 0; i < t.size(); ++i) {
    size_t end = 0;
    if (t[i] == '\r')
      end = i + 1 < t.size() && t[i + 1] == '\n' ? i + 2 : i + 1;
    else if (t[i] == '\n')
      end = i + 1;
    if (!end)
      continue;
    i = end - 1;
    if (end < t.size())
      out.push_back(uint32_t(end));
  }
  return out;
}

} // namespace

TEST_CASE("source lines: the line table agrees with the rule on random texts") {
  std::mt19937 rng(7); // fixed: the same texts every run
  const char alphabet[] = {'a', 'b', ' ', '\n', '\n', '\r', '#'};
  for (int trial = 0; trial < 3000; ++trial) {
    size_t length = trial < 200 ? size_t(trial) : rng() % 300;
    bool withCr = trial % 3 == 0; // most texts have none (the fast path)
    std::string t;
    for (size_t i = 0; i < length; ++i) {
      char c = alphabet[rng() % std::size(alphabet)];
      t += c == '\r' && !withCr ? '\n' : c;
    }
    silken::SourceFile f("t.s", t);
    std::vector<uint32_t> expected = naiveStarts(t);
    REQUIRE(f.lineCount() == expected.size());
    for (uint32_t l = 0; l < expected.size(); ++l)
      REQUIRE(f.lineStart(l + 1) == expected[l]);
    CHECK(f.hasCarriageReturn() == (t.find('\r') != std::string::npos));
  }
}
