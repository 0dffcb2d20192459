// "Did you mean" suggestions by edit distance (after ninja's SpellcheckString).
#pragma once

#include <string_view>
#include <vector>

namespace silken {

/// Levenshtein distance, giving up (returning limit + 1) once it exceeds limit.
unsigned editDistance(std::string_view a, std::string_view b, unsigned limit);

/// The candidate closest to `word`, or empty when none is close enough.
/// Ties go to the earliest candidate, so the answer is deterministic.
std::string_view closestMatch(std::string_view word,
                              const std::vector<std::string_view>& candidates);

} // namespace silken
