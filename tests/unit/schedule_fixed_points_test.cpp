// sched::FixedPoints: a region key is found exactly when an equal key was
// added (the scheduler then leaves the region as it is, so a false match
// would change the output).
#include "passes/schedule_impl.h"

#include <doctest/doctest.h>

#include <vector>

using silken::passes::sched::FixedPoints;

namespace {

// Distinct, stable addresses to stand for instructions.
std::vector<silken::ir::Inst> gInsts(64);

FixedPoints::Key keyOf(std::vector<int> insts, std::vector<uint32_t> sources, uint8_t msb = 0,
                       bool known = true, bool open = false) {
  FixedPoints::Key k;
  for (int i : insts)
    k.insts.push_back(&gInsts[size_t(i)]);
  k.sources = std::move(sources);
  k.msb.bits = msb;
  k.msb.known = known;
  k.open = open;
  return k;
}

} // namespace

TEST_CASE("FixedPoints: a key is found only when an equal key was added") {
  FixedPoints fixed;
  FixedPoints::Key k = keyOf({1, 2, 3}, {4, 9});
  CHECK_FALSE(fixed.contains(k));
  fixed.add(k);
  fixed.add(k); // again: no second record
  CHECK(fixed.contains(k));
  CHECK(fixed.contains(keyOf({1, 2, 3}, {4, 9})));
  // Each field decides.
  CHECK_FALSE(fixed.contains(keyOf({1, 3, 2}, {4, 9})));
  CHECK_FALSE(fixed.contains(keyOf({1, 2}, {4, 9})));
  CHECK_FALSE(fixed.contains(keyOf({1, 2, 3, 4}, {4, 9})));
  CHECK_FALSE(fixed.contains(keyOf({1, 2, 3}, {4, 10})));
  CHECK_FALSE(fixed.contains(keyOf({1, 2, 3}, {4})));
  CHECK_FALSE(fixed.contains(keyOf({1, 2, 3}, {})));
  CHECK_FALSE(fixed.contains(keyOf({1, 2, 3}, {4, 9}, 1)));
  CHECK_FALSE(fixed.contains(keyOf({1, 2, 3}, {4, 9}, 0, false)));
  CHECK_FALSE(fixed.contains(keyOf({1, 2, 3}, {4, 9}, 0, true, true)));
  // Words are not confused across the instruction/source boundary.
  fixed.add(keyOf({}, {}));
  CHECK(fixed.contains(keyOf({}, {})));
  CHECK_FALSE(fixed.contains(keyOf({1}, {})));
}

TEST_CASE("FixedPoints: thousands of keys, through every growth of the index") {
  FixedPoints fixed;
  auto nth = [](int n) {
    return keyOf({n % 64, (n / 64) % 64, n % 7}, {uint32_t(n), uint32_t(n * 3)}, uint8_t(n % 5),
                 n % 3 != 0, n % 2 == 0);
  };
  for (int n = 0; n < 5000; n += 2)
    fixed.add(nth(n));
  for (int n = 0; n < 5000; ++n)
    CHECK(fixed.contains(nth(n)) == (n % 2 == 0));
}
