// lds_atomic.cl - silken wait-count sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// LDS atomics: a per-work-group histogram built with ds_add (no return) and a
// ds_add_rtn used to allocate a compaction slot (return value needed, so
// s_wait_dscnt before the slot is used), then barrier and a global flush of
// the histogram with global atomics.
// Regenerate with scripts/regen-llvm-waitcnt.

#define WG 64
#define BINS 32

static inline void local_barrier(void)
{
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void lds_atomic(__global const uint *restrict keys, __global uint *restrict hist,
                __global uint *restrict compact)
{
    __local uint lhist[BINS];
    __local uint lcount;
    __local uint lkeys[WG];
    uint lid = __builtin_amdgcn_workitem_id_x();
    uint gid = __builtin_amdgcn_workgroup_id_x();

    if (lid < BINS)
        lhist[lid] = 0;
    if (lid == 0)
        lcount = 0;
    local_barrier();

    uint k = keys[gid * WG + lid];
    __scoped_atomic_fetch_add(&lhist[k % BINS], 1u, __ATOMIC_RELAXED,
                              __MEMORY_SCOPE_WRKGRP);
    if (k & 1) {
        uint slot = __scoped_atomic_fetch_add(&lcount, 1u, __ATOMIC_RELAXED,
                                              __MEMORY_SCOPE_WRKGRP);
        lkeys[slot] = k;
    }
    local_barrier();

    if (lid < BINS)
        __scoped_atomic_fetch_add(&hist[lid], lhist[lid], __ATOMIC_RELAXED,
                                  __MEMORY_SCOPE_DEVICE);
    if (lid < lcount)
        compact[gid * WG + lid] = lkeys[lid];
}
