#include "support/spell.h"

#include <algorithm>
#include <array>
#include <vector>

namespace silken {

unsigned editDistance(std::string_view a, std::string_view b, unsigned limit) {
  size_t la = a.size(), lb = b.size();
  if ((la > lb ? la - lb : lb - la) > limit)
    return limit + 1;
  // One row of the table; on the stack for the short words it is asked
  // about (a heap row per candidate was most of a suggestion's cost).
  std::array<unsigned, 128> small;
  std::vector<unsigned> large;
  unsigned* row = small.data();
  if (lb + 1 > small.size()) {
    large.resize(lb + 1);
    row = large.data();
  }
  for (size_t j = 0; j <= lb; ++j)
    row[j] = unsigned(j);
  for (size_t i = 1; i <= la; ++i) {
    unsigned diag = row[0];
    row[0] = unsigned(i);
    unsigned best = row[0];
    for (size_t j = 1; j <= lb; ++j) {
      unsigned up = row[j];
      unsigned cost = a[i - 1] == b[j - 1] ? 0 : 1;
      row[j] = std::min({row[j - 1] + 1, up + 1, diag + cost});
      diag = up;
      best = std::min(best, row[j]);
    }
    if (best > limit)
      return limit + 1;
  }
  return row[lb];
}

std::string_view closestMatch(std::string_view word,
                              const std::vector<std::string_view>& candidates) {
  // Long inputs are garbage, not typos; do not spend quadratic time on them.
  if (word.empty() || word.size() > 96)
    return {};
  unsigned limit = std::max<unsigned>(1, unsigned(word.size()) / 4 + 1);
  limit = std::min(limit, 3u);
  std::string_view best;
  unsigned bestDistance = limit + 1;
  for (std::string_view c : candidates) {
    unsigned d = editDistance(word, c, std::min(limit, bestDistance - 1));
    if (d < bestDistance) {
      bestDistance = d;
      best = c;
      if (d == 0)
        break;
    }
  }
  return bestDistance <= limit ? best : std::string_view();
}

} // namespace silken
