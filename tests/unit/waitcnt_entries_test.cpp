// waitcnt's copy-on-write entry lists: copies share one vector until one
// of them changes, and a change never shows in another copy.
#include "passes/waitcnt_entries.h"

#include <doctest/doctest.h>

#include <random>

using silken::passes::wc::EntryList;

TEST_CASE("waitcnt entry lists: copies share until one changes") {
  EntryList<int> a;
  CHECK(a.empty());
  a.edit() = {1, 2, 3};
  EntryList<int> b = a, c = a;
  CHECK(b.view().data() == a.view().data()); // shared, not copied
  CHECK(b == a);
  b.edit().push_back(4);
  CHECK(b.view() == std::vector<int>{1, 2, 3, 4});
  CHECK(a.view() == std::vector<int>{1, 2, 3});
  CHECK(c.view().data() == a.view().data());
  CHECK_FALSE(a == b);
  // Nothing to erase: still shared; something: only this copy changes.
  CHECK_FALSE(c.eraseIf([](int x) { return x > 3; }));
  CHECK(c.view().data() == a.view().data());
  CHECK(c.eraseIf([](int x) { return x == 2; }));
  CHECK(c.view() == std::vector<int>{1, 3});
  CHECK(a.view() == std::vector<int>{1, 2, 3});
  // Equal contents in different vectors are equal lists; assign replaces.
  EntryList<int> d;
  d.assign({1, 3});
  CHECK(d == c);
  d = a;
  CHECK(d.view().data() == a.view().data());
  EntryList<int> moved = std::move(d);
  CHECK(moved == a);
  CHECK(d.empty());
}

TEST_CASE("waitcnt entry lists: random copies and edits match plain vectors") {
  std::mt19937 rng(11);
  std::vector<EntryList<int>> lists(6);
  std::vector<std::vector<int>> plain(6);
  for (int step = 0; step < 20000; ++step) {
    size_t i = rng() % lists.size(), j = rng() % lists.size();
    switch (rng() % 5) {
    case 0: lists[i] = lists[j], plain[i] = plain[j]; break;
    case 1: {
      int v = int(rng() % 50);
      lists[i].edit().push_back(v), plain[i].push_back(v);
      break;
    }
    case 2: {
      int v = int(rng() % 50);
      bool any = std::erase_if(plain[i], [&](int x) { return x == v; }) > 0;
      CHECK(lists[i].eraseIf([&](int x) { return x == v; }) == any);
      break;
    }
    case 3: lists[i].assign(std::vector<int>(plain[j])), plain[i] = plain[j]; break;
    default:
      for (int& x : lists[i].edit())
        ++x;
      for (int& x : plain[i])
        ++x;
    }
    for (size_t k = 0; k < lists.size(); ++k)
      REQUIRE(lists[k].view() == plain[k]);
  }
}
