// A small-object heap for one short-lived process: thread-local free lists
// of 64 size classes, carved from 256 KiB slabs that are never returned
// (a thread's first one mapped with its pages present: start-up).
//
// The passes make and drop about fifteen small objects per input line
// (def/use runs, hazard facts, keys, edit lists: most under 128 bytes).
// glibc's malloc and free cost ~200 instructions a pair there, because
// bursts of frees overflow its per-thread cache into the locked bins;
// here a pair is a dozen. The silken binary routes the global operator
// new and delete through it (src/driver/operator_new.cpp, not under
// sanitizers); the library alone never does.
//
// Layout: every block has an 8-byte header in front of its payload with
// its class (or kLarge), so an unsized delete finds it. Payloads are 16k+8
// bytes (blocks 16(k+1)) and 16-byte aligned, the layout of glibc's own
// chunks, so memory per object is the same as with malloc. A block freed
// by another thread joins that thread's list.
#pragma once

#include <cstddef>

namespace silken::small_heap {

/// Payloads up to this size come from the free lists; larger ones from
/// malloc (with the same header).
inline constexpr size_t kMaxSmall = 1016;

/// `bytes` of storage, 16-byte aligned; nullptr when memory ran out.
void* allocate(size_t bytes) noexcept;

/// Gives back a block from allocate(); nullptr is ignored.
void release(void* p) noexcept;

/// The payload size of the block `p` (at least what was asked for).
size_t capacity(const void* p) noexcept;

} // namespace silken::small_heap
