#include "support/small_heap.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <random>
#include <thread>
#include <vector>

namespace heap = silken::small_heap;

namespace {

struct Block {
  unsigned char* p;
  size_t size;
  unsigned char fill;
};

Block make(size_t size, unsigned char fill) {
  auto* p = static_cast<unsigned char*>(heap::allocate(size));
  REQUIRE(p != nullptr);
  std::memset(p, fill, size);
  return {p, size, fill};
}

// Every byte still holds what was written: no two live blocks overlap and
// no free-list link landed inside a live block.
bool intact(const Block& b) {
  return std::all_of(b.p, b.p + b.size, [&](unsigned char c) { return c == b.fill; });
}

} // namespace

TEST_CASE("small heap: every size is aligned, fits, and is its own") {
  std::vector<Block> live;
  for (size_t size = 0; size <= heap::kMaxSmall + 80; ++size) {
    Block b = make(size, static_cast<unsigned char>(size * 7 + 1));
    CHECK(reinterpret_cast<uintptr_t>(b.p) % 16 == 0);
    CHECK(heap::capacity(b.p) >= size);
    // The payloads are glibc's chunk sizes less 8 (16k + 8), so a block
    // costs no more than malloc's chunk for the same request.
    if (size <= heap::kMaxSmall)
      CHECK(heap::capacity(b.p) < std::max<size_t>(size, 8) + 16);
    live.push_back(b);
  }
  for (const Block& b : live)
    CHECK(intact(b));
  for (const Block& b : live)
    heap::release(b.p);
  heap::release(nullptr); // ignored
}

TEST_CASE("small heap: a freed block is reused for its class only") {
  void* a = heap::allocate(40);
  heap::release(a);
  CHECK(heap::allocate(33) == a); // same class (payload 40), last in first out
  void* b = heap::allocate(24);
  CHECK(b != a);
  heap::release(a);
  heap::release(b);
  void* big = heap::allocate(1 << 20);
  REQUIRE(big != nullptr);
  CHECK(heap::capacity(big) == size_t(1) << 20);
  heap::release(big);
  CHECK(heap::allocate(SIZE_MAX - 8) == nullptr); // no room: nullptr, no crash
}

TEST_CASE("small heap: random bursts of allocations and frees keep every byte") {
  std::mt19937 rng(11);
  std::vector<Block> live;
  for (int step = 0; step < 200000; ++step) {
    bool burstFree = rng() % 1000 == 0; // a container of many objects dies
    if (burstFree) {
      for (const Block& b : live)
        REQUIRE(intact(b));
      for (const Block& b : live)
        heap::release(b.p);
      live.clear();
      continue;
    }
    if (!live.empty() && rng() % 2 == 0) {
      size_t i = rng() % live.size();
      REQUIRE(intact(live[i]));
      heap::release(live[i].p);
      live[i] = live.back();
      live.pop_back();
      continue;
    }
    size_t size = rng() % 8 == 0 ? rng() % 3000 : rng() % 130;
    live.push_back(make(size, static_cast<unsigned char>(rng())));
  }
  for (const Block& b : live) {
    CHECK(intact(b));
    heap::release(b.p);
  }
}

TEST_CASE("small heap: a block freed by another thread is reusable there") {
  std::vector<Block> made;
  for (int i = 0; i < 1000; ++i)
    made.push_back(make(size_t(i % 200), static_cast<unsigned char>(i)));
  std::vector<Block> theirs;
  std::thread worker([&] {
    for (const Block& b : made) {
      REQUIRE(intact(b));
      heap::release(b.p);
    }
    // The worker's lists now hold the main thread's blocks: it allocates
    // from them without touching the main thread's lists.
    for (int i = 0; i < 1000; ++i)
      theirs.push_back(make(size_t(i % 200), 0xa5));
  });
  worker.join();
  std::vector<Block> mine;
  for (int i = 0; i < 1000; ++i)
    mine.push_back(make(size_t(i % 200), 0x5a));
  for (const Block& b : theirs)
    CHECK(intact(b));
  for (const Block& b : mine)
    CHECK(intact(b));
  for (const Block& b : theirs)
    heap::release(b.p);
  for (const Block& b : mine)
    heap::release(b.p);
}
