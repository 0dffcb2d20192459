// calls_basic.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Non-inlined device functions (s_swap_pc_i64 / s_set_pc_i64, the callee
// waits for its caller's loads at entry): a helper that loads two values
// through a pointer and returns their sum; one that stores through its
// pointer argument and returns nothing; one that does a returning global
// atomic; one called from two kernels; and a caller that keeps loads in
// flight across the call and uses the results after it.
#include "wide.h"

#define WG 64

__attribute__((noinline))
uint load_pair_sum(__global const uint *p, uint i)
{
    return p[i] + p[i + 17];
}

__attribute__((noinline))
void store_scaled(__global float *dst, uint i, float v, float s)
{
    dst[i] = v * s;
    dst[i + 4096] = v + s;
}

__attribute__((noinline))
uint bump_counter(__global atomic_uint *c, uint by)
{
    return atomic_fetch_add_explicit(c, by, memory_order_relaxed, memory_scope_device);
}

// shared by two kernels
__attribute__((noinline))
float lerp_at(__global const float *a, __global const float *b, uint i, float t)
{
    float x = a[i], y = b[i];
    return x + t * (y - x);
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void call_load_helpers(__global const uint *restrict in, __global uint *restrict out,
                       __global atomic_uint *restrict ctr)
{
    uint gi = GLOBAL_ID(0, WG);
    uint before = in[gi + 8192];      // in flight across the call
    uint s = load_pair_sum(in, gi);
    uint slot = bump_counter(ctr, s & 1);
    out[gi] = s + before;
    out[slot & 4095] = gi;
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void call_lerp_store(__global const float *restrict a, __global const float *restrict b,
                     __global float *restrict out, float t)
{
    uint gi = GLOBAL_ID(0, WG);
    float v = lerp_at(a, b, gi, t);
    store_scaled(out, gi, v, t);
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void call_lerp_twice(__global const float *restrict a, __global const float *restrict b,
                     __global float *restrict out, __global const float *restrict ts)
{
    uint gi = GLOBAL_ID(0, WG);
    float t = ts[get_group_id(0)];    // scalar load before the call
    float v0 = lerp_at(a, b, gi, t);
    float v1 = lerp_at(b, a, gi + 1, 1.0f - t);
    out[gi] = v0 * v1;
}
