#include "support/small_heap.h"

#include <cstdint>
#include <cstdlib>
#include <sys/mman.h>

namespace silken::small_heap {
namespace {

constexpr size_t kClasses = (kMaxSmall - 8) / 16 + 1; // payloads 8, 24, ..., 1016
constexpr uint64_t kLarge = ~uint64_t(0);
constexpr size_t kSlab = size_t(256) << 10;
constexpr size_t kHeader = 8;

static_assert(kClasses == 64);

struct Cache {
  void* free[kClasses] = {};
  char* bump = nullptr; // the next block's header
  char* end = nullptr;
};

// Constant-initialized and trivially destructible: no guard on each use,
// nothing registered at thread exit. A thread's lists outlive it (batch
// mode's few worker threads end with the process).
constinit thread_local Cache cache;

size_t classOf(size_t bytes) { return bytes <= 8 ? 0 : (bytes + 7) >> 4; }
size_t payloadOf(size_t k) { return 16 * k + 8; }

// The class (or kLarge) in front of a payload.
uint64_t headerOf(const void* p) {
  return *reinterpret_cast<const uint64_t*>(static_cast<const char*>(p) - kHeader);
}

// Cuts a block of class k from the thread's slab, starting a new slab when
// the block does not fit (the old slab's tail, under 1 KiB, stays unused).
[[gnu::noinline]] void* carve(Cache& c, size_t k) {
  size_t block = kHeader + payloadOf(k);
  if (size_t(c.end - c.bump) < block) {
    // malloc's chunks are 16-byte aligned: a header at +8 puts the payload
    // on a 16-byte boundary, and every block is a multiple of 16.
    // A thread's first slab is mapped with its pages present: it serves
    // the start-up (static tables, the command line), where one fault per
    // page cost more than the work (about 11 us each on the benchmark VM).
    char* slab = nullptr;
    if (!c.end) {
      void* m = ::mmap(nullptr, kSlab, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
      slab = m == MAP_FAILED ? nullptr : static_cast<char*>(m);
    }
    if (!slab)
      slab = static_cast<char*>(std::malloc(kSlab));
    if (!slab)
      return nullptr;
    c.bump = slab + kHeader;
    c.end = slab + kSlab;
  }
  char* h = c.bump;
  c.bump += block;
  *reinterpret_cast<uint64_t*>(h) = k;
  return h + kHeader;
}

[[gnu::noinline]] void* allocateLarge(size_t bytes) {
  if (bytes > SIZE_MAX - 16)
    return nullptr;
  char* p = static_cast<char*>(std::malloc(bytes + 16));
  if (!p)
    return nullptr;
  *reinterpret_cast<uint64_t*>(p) = bytes; // for capacity()
  *reinterpret_cast<uint64_t*>(p + 8) = kLarge;
  return p + 16;
}

} // namespace

void* allocate(size_t bytes) noexcept {
  if (bytes > kMaxSmall)
    return allocateLarge(bytes);
  size_t k = classOf(bytes);
  Cache& c = cache;
  if (void* p = c.free[k]) {
    c.free[k] = *static_cast<void**>(p);
    return p;
  }
  return carve(c, k);
}

void release(void* p) noexcept {
  if (!p)
    return;
  uint64_t k = headerOf(p);
  if (k == kLarge) {
    std::free(static_cast<char*>(p) - 16);
    return;
  }
  Cache& c = cache;
  *static_cast<void**>(p) = c.free[k];
  c.free[k] = p;
}

size_t capacity(const void* p) noexcept {
  uint64_t k = headerOf(p);
  return k == kLarge ? size_t(*reinterpret_cast<const uint64_t*>(static_cast<const char*>(p) - 16))
                     : payloadOf(size_t(k));
}

} // namespace silken::small_heap
