// The silken binary's global operator new and delete: the small-object
// heap (support/small_heap.h) instead of malloc for every allocation of
// the process. Linked only into the binary and only without sanitizers
// (CMakeLists.txt, SILKEN_SMALL_HEAP): ASan must see its own operator new.
// The aligned forms stay the C++ runtime's (aligned_alloc and free, paired
// among themselves).
#include "support/small_heap.h"

#include <new>

namespace {

void* allocateOrThrow(std::size_t bytes) {
  for (;;) {
    if (void* p = silken::small_heap::allocate(bytes))
      return p;
    std::new_handler handler = std::get_new_handler();
    if (!handler)
      throw std::bad_alloc();
    handler();
  }
}

} // namespace

void* operator new(std::size_t bytes) { return allocateOrThrow(bytes); }
void* operator new[](std::size_t bytes) { return allocateOrThrow(bytes); }

void* operator new(std::size_t bytes, const std::nothrow_t&) noexcept {
  try {
    return allocateOrThrow(bytes);
  } catch (...) {
    return nullptr;
  }
}
void* operator new[](std::size_t bytes, const std::nothrow_t& tag) noexcept {
  return operator new(bytes, tag);
}

void operator delete(void* p) noexcept { silken::small_heap::release(p); }
void operator delete[](void* p) noexcept { silken::small_heap::release(p); }
void operator delete(void* p, std::size_t) noexcept { silken::small_heap::release(p); }
void operator delete[](void* p, std::size_t) noexcept { silken::small_heap::release(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { silken::small_heap::release(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept {
  silken::small_heap::release(p);
}
