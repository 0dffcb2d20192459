// Transparent huge pages for the memory silken fills once: the heap the IR
// grows into, the input text and large arena chunks. Parse + print is bound
// by first-touch page faults, not by parsing: a 200,000-line file touches
// ~105 MB, some 27,000 4 KiB faults, each expensive on a VM. With 2 MiB
// pages the same run is about three times faster (bench figures in
// README.md). Advice only: where the kernel says no, nothing changes.
#pragma once

#include <cstddef>

namespace silken {

/// Asks for huge pages on the 2 MiB-aligned part of [p, p + bytes). Call it
/// before the memory is first written. Buffers under 2 MiB are left alone.
void adviseHugePages(const void* p, size_t bytes);

/// Grows the malloc heap by about `bytes` (at least 8 MiB) of advised,
/// untouched memory starting at a 2 MiB boundary, so the allocations that
/// follow (the input, statements, blocks, strings) get huge pages too.
/// Does nothing under 2 MiB or where the heap is not brk-based.
void growHeapWithHugePages(size_t bytes);

/// Same for the capacity of a contiguous container (std::string, vector).
template <class Container> void adviseHugePages(const Container& c) {
  adviseHugePages(c.data(), c.capacity() * sizeof(*c.data()));
}

} // namespace silken
