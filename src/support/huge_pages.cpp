#include "support/huge_pages.h"

#include <cstdint>
#include <cstdlib>
#include <sys/mman.h>

namespace silken {

void adviseHugePages(const void* p, size_t bytes) {
#ifdef MADV_HUGEPAGE
  constexpr uintptr_t kHuge = uintptr_t(2) << 20;
  uintptr_t begin = (reinterpret_cast<uintptr_t>(p) + kHuge - 1) & ~(kHuge - 1);
  uintptr_t end = (reinterpret_cast<uintptr_t>(p) + bytes) & ~(kHuge - 1);
  if (end > begin)
    ::madvise(reinterpret_cast<void*>(begin), end - begin, MADV_HUGEPAGE);
#else
  (void)p;
  (void)bytes;
#endif
}

} // namespace silken

namespace silken {

void growHeapWithHugePages(size_t bytes) {
  constexpr size_t kWorthIt = size_t(8) << 20;
  // Under the driver's M_MMAP_THRESHOLD (256 MiB, src/driver/main.cpp):
  // a larger block would be mapped apart and unmapped again by free().
  constexpr size_t kAtMost = size_t(192) << 20;
  bytes = bytes < kAtMost ? bytes : kAtMost;
  if (bytes < kWorthIt)
    return;
  // Grow the heap by one untouched block and hand it back: malloc keeps it
  // as free space (the driver sets a high trim threshold), and the parser's
  // many small allocations then land in advised memory.
  void* block = std::malloc(bytes);
  if (!block)
    return; // no room: the parse will say so if it runs out too
  adviseHugePages(block, bytes);
  std::free(block);
}

} // namespace silken
