#include "support/scratch_table.h"

#include <doctest/doctest.h>

using silken::ScratchTable;

namespace {
struct Tag;

// Sets entry `k` and checks that every other entry starts at the initial value.
void useOnce(size_t k, int value) {
  ScratchTable<int, Tag> t(16, -1);
  for (size_t i = 0; i < 16; ++i)
    CHECK(t.get(i) == -1);
  t.at(k) = value;
  CHECK(t.get(k) == value);
}
} // namespace

TEST_CASE("scratch table: touched entries go back to the initial value") {
  useOnce(3, 7);
  useOnce(5, 9); // entry 3 was reset when the first table went
  ScratchTable<int, Tag> t(16, -1);
  t.at(2) = 4;
  t.reset();
  CHECK(t.get(2) == -1);
}

TEST_CASE("scratch table: a nested table of the same tag has its own entries") {
  ScratchTable<int, Tag> outer(8, 0);
  outer.at(1) = 11;
  {
    ScratchTable<int, Tag> inner(8, 0);
    CHECK(inner.get(1) == 0);
    inner.at(1) = 22;
  }
  CHECK(outer.get(1) == 11);
}
