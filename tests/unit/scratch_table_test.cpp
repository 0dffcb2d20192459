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

// Its own tag: the tables of one tag share storage and one initial value.
struct RangeTag;

TEST_CASE("scratch table: a touched range goes back to the initial value") {
  {
    ScratchTable<int, RangeTag> t(16, -1);
    int* run = t.range(4, 5); // entries 4..8
    for (int k = 0; k < 5; ++k)
      run[k] = 10 + k;
    t.at(12) = 3;
    CHECK(t.get(4) == 10);
    CHECK(t.get(8) == 14);
    CHECK(t.get(9) == -1);
    CHECK(t.data()[12] == 3);
  }
  ScratchTable<int, RangeTag> again(16, -1);
  for (size_t i = 0; i < 16; ++i)
    CHECK(again.get(i) == -1);
  again.range(0, 16)[15] = 1;
  again.reset();
  CHECK(again.get(15) == -1);
}
