#include "support/arena.h"

#include <doctest/doctest.h>

#include <array>
#include <vector>

using silken::Arena;

TEST_CASE("arena: copies are contiguous and addresses never move") {
  Arena<int, 8> arena;
  std::array<int, 3> three{1, 2, 3};
  std::vector<std::span<int>> runs;
  for (int i = 0; i < 10; ++i) // 30 ints: spills over several chunks
    runs.push_back(arena.copy(three));
  for (std::span<int> run : runs) {
    REQUIRE(run.size() == 3);
    CHECK(run[0] == 1);
    CHECK(run[1] == 2);
    CHECK(run[2] == 3);
  }
  // Runs never straddle a chunk: each is one contiguous array.
  CHECK(&runs[1][2] + 1 != &runs[2][0]); // 3+3 fit in 8, the third does not
  CHECK(&runs[2][2] + 1 == &runs[3][0]); // the next chunk fills in order
}

TEST_CASE("arena: empty and oversized runs") {
  Arena<int, 4> arena;
  CHECK(arena.copy(std::span<const int>()).empty());
  std::vector<int> big(10, 7);
  std::span<int> run = arena.copy(big);
  REQUIRE(run.size() == 10);
  CHECK(run[9] == 7);
  int* one = arena.make();
  *one = 5;
  CHECK(run[0] == 7); // the small object did not land inside the big run
  CHECK(*one == 5);
}
