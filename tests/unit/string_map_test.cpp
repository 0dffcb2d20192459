#include "support/string_map.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using silken::StringMap;

TEST_CASE("string map: emplace keeps the first value, find sees it") {
  StringMap<uint32_t> m;
  CHECK(m.find("a") == nullptr);
  auto [v, added] = m.emplace("a", 1);
  CHECK(added);
  CHECK(*v == 1);
  auto [again, addedAgain] = m.emplace("a", 2);
  CHECK_FALSE(addedAgain);
  CHECK(*again == 1);
  CHECK(m.contains("a"));
  CHECK_FALSE(m.contains("b"));
  CHECK_FALSE(m.contains(""));
  CHECK(m.size() == 1);
  m.clear();
  CHECK_FALSE(m.contains("a"));
}

TEST_CASE("string map: keys compare by bytes, not by address, across growth") {
  std::vector<std::string> keys;
  for (int i = 0; i < 5000; ++i)
    keys.push_back(".Lb_" + std::to_string(i));
  StringMap<uint32_t> m;
  for (uint32_t i = 0; i < keys.size(); ++i)
    CHECK(m.emplace(keys[i], i).second);
  CHECK(m.size() == keys.size());
  for (uint32_t i = 0; i < keys.size(); ++i) {
    std::string copy = keys[i]; // another address, the same bytes
    const uint32_t* v = m.find(copy);
    REQUIRE(v != nullptr);
    CHECK(*v == i);
  }
  CHECK(m.find(".Lb_5000") == nullptr);
  CHECK(m.find(".Lb_") == nullptr);
}

TEST_CASE("string map: an empty key is a key") {
  StringMap<char> m;
  m.reserve(3);
  CHECK(m.emplace("", 'x').second);
  CHECK(m.contains(""));
  CHECK(*m.find("") == 'x');
}
