#include "support/huge_pages.h"

#include <algorithm>
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
  constexpr size_t kHuge = size_t(2) << 20;
  // Under one huge page of IR, 4 KiB pages cost no more than zeroing one.
  if (bytes < kHuge)
    return;
  // At least 8 MiB, so that whole aligned 2 MiB pages lie in the block;
  // under the driver's M_MMAP_THRESHOLD (256 MiB, src/driver/main.cpp): a
  // larger block would be mapped apart and unmapped again by free(). Only
  // address space: what is never touched costs nothing.
  bytes = std::clamp(bytes, size_t(8) << 20, size_t(192) << 20);
  // Grow the heap by one untouched block and hand it back: malloc keeps it
  // as free space (the driver sets a high trim threshold), and the parser's
  // many small allocations then land in advised memory.
  void* block = std::malloc(bytes);
  if (!block)
    return; // no room: the parse will say so if it runs out too
  adviseHugePages(block, bytes);
  const uintptr_t begin = reinterpret_cast<uintptr_t>(block);
  std::free(block);
  // The heap below the block's first 2 MiB boundary cannot be a huge page
  // (the heap does not start on one), and what lands there pays a fault
  // per 4 KiB: the input, read first, took ~400 of them on a 1.7 MB kernel
  // (a third of its parse + print). Fill that stretch with a block that is
  // never touched (kept reachable), so the next allocations start there.
  uintptr_t gap = ((begin + kHuge - 1) & ~(kHuge - 1)) - begin;
  static void* headFiller = nullptr;
  if (!headFiller && gap > 4096)
    headFiller = std::malloc(gap - 64);
}

} // namespace silken
