// atomics.cl - silken wait-count sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Global atomics with and without use of the returned value: a relaxed
// fire-and-forget add to a histogram bin (no return, no wait needed for the
// result), a returning fetch-add used to compute a store address (needs
// s_wait_loadcnt before the address is used), and a compare-exchange loop
// implementing a float max (returning atomic in a loop).
// Regenerate with scripts/regen-llvm-waitcnt.

__kernel void atomics(__global const uint *restrict keys,
                      __global uint *restrict hist,
                      __global uint *restrict cursor,
                      __global uint *restrict list,
                      __global uint *restrict maxbits)
{
    uint tid = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
    uint k = keys[tid];

    /* no return value used */
    __scoped_atomic_fetch_add(&hist[k & 63], 1u, __ATOMIC_RELAXED,
                              __MEMORY_SCOPE_DEVICE);

    /* return value used as an address */
    if (k & 1) {
        uint slot = __scoped_atomic_fetch_add(cursor, 1u, __ATOMIC_RELAXED,
                                              __MEMORY_SCOPE_DEVICE);
        list[slot] = k;
    }

    /* CAS loop, returning atomic feeds the next iteration */
    uint old = __scoped_atomic_load_n(maxbits, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
    while (old < k) {
        if (__scoped_atomic_compare_exchange_n(maxbits, &old, k, 0,
                                               __ATOMIC_RELAXED, __ATOMIC_RELAXED,
                                               __MEMORY_SCOPE_DEVICE))
            break;
    }
}
