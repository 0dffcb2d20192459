// reduce_wave.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Wave-level (wave32) reductions without LDS arrays: a butterfly through
// ds_swizzle (BitMode xor patterns, LDS hardware but no LDS memory, dscnt),
// one that reads lanes with v_readlane into SGPRs and uses the uniform result
// as a store address, and the wave.reduce builtins (SALU iterative and DPP
// strategies). Each loads its inputs from global memory first.
#include "wide.h"

// ds_swizzle BitMode: and_mask 0x1f, or 0, xor_mask m -> offset (m<<10)|0x1f
#define SWZ_XOR(v, m) __builtin_amdgcn_ds_swizzle((v), ((m) << 10) | 0x1f)

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void wave_sum_swizzle(__global const int *restrict in, __global int *restrict out)
{
    uint gid = GLOBAL_ID(0, 64);
    int v = in[gid] + in[gid + 4096];
    v += SWZ_XOR(v, 1);
    v += SWZ_XOR(v, 2);
    v += SWZ_XOR(v, 4);
    v += SWZ_XOR(v, 8);
    v += SWZ_XOR(v, 16);
    if ((get_local_id(0) & 31) == 0)
        out[gid >> 5] = v;
}

__kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void wave_readlane(__global const uint *restrict in, __global uint *restrict out,
                   __global const uint *restrict weights)
{
    uint lane = get_local_id(0);
    uint v = in[GLOBAL_ID(0, 32)];
    uint s = 0;
    for (int l = 0; l < 32; l += 4) {
        s += __builtin_amdgcn_readlane(v, l) * weights[l];
        s ^= __builtin_amdgcn_readlane(v, l + 1);
    }
    // s is uniform: it feeds a scalar-addressed store
    out[s & 1023] = v + lane;
}

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void wave_reduce_builtins(__global const uint *restrict in, __global uint *restrict out,
                          __global const float *restrict fin)
{
    uint gid = GLOBAL_ID(0, 64);
    uint v = in[gid];
    uint a = __builtin_amdgcn_wave_reduce_add_u32(v, 0);
    uint b = __builtin_amdgcn_wave_reduce_max_u32(v, 1);
    uint c = __builtin_amdgcn_wave_reduce_xor_b32(in[gid + 64], 2);
    float f = __builtin_amdgcn_wave_reduce_fmax_f32(fin[gid], 0);
    if (get_local_id(0) == 0) {
        out[4 * get_group_id(0) + 0] = a;
        out[4 * get_group_id(0) + 1] = b;
        out[4 * get_group_id(0) + 2] = c;
        out[4 * get_group_id(0) + 3] = as_uint(f);
    }
}
