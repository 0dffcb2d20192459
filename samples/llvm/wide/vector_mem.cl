// vector_mem.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Wide vector memory: float2/3/4/8/16 loads (global_load_b64, b96, b128,
// and s_clause groups of b128) combined into one float4 store, and a
// transpose of a 4x4 float block per lane where each output is built from
// four different loads.
#include "wide.h"

#define WG 64

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void vec_sizes(__global const float2 *restrict a2, __global const float3 *restrict a3,
               __global const float4 *restrict a4, __global const float8 *restrict a8,
               __global const float16 *restrict a16, __global float4 *restrict out)
{
    uint gi = GLOBAL_ID(0, WG);
    float2 x2 = a2[gi];
    float3 x3 = vload3(gi, (__global const float *)a3);
    float4 x4 = a4[gi];
    float8 x8 = a8[gi];
    float16 x16 = a16[gi];
    out[gi] = (float4)(x2, x3.z, x4.w) + x8.lo + x8.hi + x16.lo.lo + x16.hi.hi;
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void vec_transpose4(__global const float4 *restrict in, __global float4 *restrict out)
{
    uint gi = GLOBAL_ID(0, WG);
    float4 r0 = in[4 * gi], r1 = in[4 * gi + 1], r2 = in[4 * gi + 2], r3 = in[4 * gi + 3];
    out[4 * gi] = (float4)(r0.x, r1.x, r2.x, r3.x);
    out[4 * gi + 1] = (float4)(r0.y, r1.y, r2.y, r3.y);
    out[4 * gi + 2] = (float4)(r0.z, r1.z, r2.z, r3.z);
    out[4 * gi + 3] = (float4)(r0.w, r1.w, r2.w, r3.w);
}
