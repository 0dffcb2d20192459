// split_barrier.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// The split workgroup barrier: s_barrier_signal -1 and s_barrier_wait -1
// issued separately with independent work (global loads, VALU) between
// them; s_barrier_signal_isfirst (its SCC result picks the one wave that
// publishes a value) with s_get_barrier_state; LDS stores released before
// the signal with explicit workgroup fences; and a loop that signals at the
// end of one iteration and waits at the start of the next.
#include "wide.h"

#define WG 256

static inline void release_wg(void) { __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup", "local"); }
static inline void acquire_wg(void) { __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup", "local"); }

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void split_overlap(__global const float *restrict in, __global float *restrict out,
                   __local float *tile, __global const float *restrict bias)
{
    uint lid = get_local_id(0), gi = GLOBAL_ID(0, WG);
    tile[lid] = in[gi];
    release_wg();
    __builtin_amdgcn_s_barrier_signal(-1);
    // independent work between signal and wait
    float b = bias[gi] * 2.0f + bias[gi + 4096];
    __builtin_amdgcn_s_barrier_wait(-1);
    acquire_wg();
    out[gi] = tile[WG - 1 - lid] + b;
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void split_isfirst(__global const uint *restrict in, __global uint *restrict flags,
                   __global uint *restrict out, __local uint *l)
{
    uint lid = get_local_id(0), gi = GLOBAL_ID(0, WG);
    l[lid] = in[gi];
    release_wg();
    if (__builtin_amdgcn_s_barrier_signal_isfirst(-1)) {
        // first wave to arrive: record the barrier state and a timestamp slot
        uint st = __builtin_amdgcn_s_get_barrier_state(-1);
        flags[get_group_id(0)] = st;
    }
    __builtin_amdgcn_s_barrier_wait(-1);
    acquire_wg();
    out[gi] = l[lid ^ 32] + l[lid ^ 64];
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void split_pipelined_loop(__global const float4 *restrict in, __global float4 *restrict out,
                          __local float4 *tile, uint iters)
{
    uint lid = get_local_id(0);
    float4 acc = 0.0f;
    tile[lid] = in[get_group_id(0) * WG + lid];
    release_wg();
    __builtin_amdgcn_s_barrier_signal(-1);
    for (uint t = 1; t <= iters; t++) {
        float4 next = in[(t * 64 + get_group_id(0)) * WG + lid]; // overlaps the barrier
        __builtin_amdgcn_s_barrier_wait(-1);
        acquire_wg();
        acc += tile[(lid + t) % WG];
        release_wg();
        __builtin_amdgcn_s_barrier_signal(-1);
        __builtin_amdgcn_s_barrier_wait(-1);
        tile[lid] = next;
        release_wg();
        __builtin_amdgcn_s_barrier_signal(-1);
    }
    __builtin_amdgcn_s_barrier_wait(-1);
    out[get_group_id(0) * WG + lid] = acc;
}
