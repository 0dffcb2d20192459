// prefetch.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Prefetches: s_prefetch_data of uniform global and __constant addresses
// (scalar prefetch, length in 128-byte chunks; an SMEM operation, so LLVM
// waits kmcnt for it before a callable function returns) ahead of scalar and
// vector loads, global_prefetch_b8 of per-lane addresses a few iterations
// ahead in a streaming loop, and flat_prefetch through a generic pointer in
// a non-inlined function.
#include "wide.h"

#define WG 64

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void prefetch_scalar(__constant float *table, __global const float *restrict in,
                     __global float *restrict out, uint n)
{
    __builtin_amdgcn_s_prefetch_data(table, 3);
    __builtin_amdgcn_s_prefetch_data(in + get_group_id(0) * WG, 1);
    uint gi = GLOBAL_ID(0, WG);
    float acc = 0.0f;
    for (uint k = 0; k < n; k++)
        acc += table[k] * in[gi + k * 4096];
    out[gi] = acc;
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void prefetch_stream(__global const float *restrict in, __global float *restrict out,
                     uint n, float s)
{
    uint gi = GLOBAL_ID(0, WG);
    for (uint i = gi; i < n; i += 4096) {
        __builtin_amdgcn_global_prefetch(in + i + 4 * 4096, 0);
        out[i] = in[i] * s + 1.0f;
    }
}

__attribute__((noinline))
float prefetch_generic_sum(const float *p, uint n)
{
    float acc = 0.0f;
    for (uint i = 0; i < n; i++) {
        __builtin_amdgcn_flat_prefetch(p + i + 16, 0);
        acc += p[i];
    }
    return acc;
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void prefetch_flat(__global const float *restrict in, __global float *restrict out, uint n)
{
    uint gi = GLOBAL_ID(0, WG);
    out[gi] = prefetch_generic_sum(in + gi * n, n);
}
