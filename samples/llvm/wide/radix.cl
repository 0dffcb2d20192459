// radix.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Two kernels of a 4-bit LSD radix-sort pass: a per-work-group digit
// histogram with LDS atomics flushed by global atomics, and the scatter,
// which ranks each key inside its group with a local atomic returning its
// slot and writes it to a global position read from an offsets table.
#include "wide.h"

#define WG 256
#define RADIX 16

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void radix_histogram(__global const uint *restrict keys, __global atomic_uint *restrict hist,
                     __local atomic_uint *lh, uint shift, uint n)
{
    uint lid = get_local_id(0);
    if (lid < RADIX)
        atomic_store_explicit(&lh[lid], 0u, memory_order_relaxed, memory_scope_work_group);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint i = GLOBAL_ID(0, WG); i < n; i += WG * 128) {
        uint d = (keys[i] >> shift) & (RADIX - 1);
        atomic_fetch_add_explicit(&lh[d], 1u, memory_order_relaxed, memory_scope_work_group);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < RADIX) {
        uint c = atomic_load_explicit(&lh[lid], memory_order_relaxed, memory_scope_work_group);
        atomic_fetch_add_explicit(&hist[lid * 128 + get_group_id(0)], c,
                                  memory_order_relaxed, memory_scope_device);
    }
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void radix_scatter(__global const uint *restrict keys, __global uint *restrict out,
                   __global const uint *restrict offsets, __local atomic_uint *rank,
                   uint shift)
{
    uint lid = get_local_id(0);
    if (lid < RADIX)
        atomic_store_explicit(&rank[lid], 0u, memory_order_relaxed, memory_scope_work_group);
    barrier(CLK_LOCAL_MEM_FENCE);
    uint k = keys[GLOBAL_ID(0, WG)];
    uint d = (k >> shift) & (RADIX - 1);
    uint r = atomic_fetch_add_explicit(&rank[d], 1u, memory_order_relaxed, memory_scope_work_group);
    out[offsets[d * 128 + get_group_id(0)] + r] = k;
}
