// calls_deep.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Deeper call graphs: a chain of three non-inlined functions (each loads,
// calls the next, and combines), a helper with a loop and an early return,
// a helper taking a __local pointer (LDS traffic inside a callee, dscnt at
// the boundary), and a helper with enough arguments and live values that the
// caller saves registers to scratch around the call (scratch_store /
// scratch_load).
#include "wide.h"

#define WG 64

__attribute__((noinline))
int leaf_gather(__global const int *p, __global const int *idx, int i)
{
    return p[idx[i]];
}

__attribute__((noinline))
int mid_combine(__global const int *p, __global const int *idx, int i)
{
    int a = p[i];
    int b = leaf_gather(p, idx, i);
    return a * b + leaf_gather(p, idx, i + 1);
}

__attribute__((noinline))
int top_level(__global const int *p, __global const int *idx, int i, __global int *log)
{
    int v = mid_combine(p, idx, i);
    log[i] = v;
    return v + p[i + 2];
}

__attribute__((noinline))
int find_first(__global const int *p, int n, int key)
{
    for (int i = 0; i < n; i++)
        if (p[i] == key)
            return i;
    return -1;
}

__attribute__((noinline))
int lds_neighbours(__local int *l, int lid)
{
    l[lid] = lid * 3;
    __builtin_amdgcn_wave_barrier();
    return l[lid ^ 1] + l[lid ^ 2];
}

__attribute__((noinline))
float many_args(float a0, float a1, float a2, float a3, float a4, float a5, float a6, float a7,
                __global const float *p, uint i, float b0, float b1, float b2, float b3)
{
    return (a0 + a1 * p[i]) * (a2 + a3) + (a4 - a5) * a6 * a7 + p[i + 1] * (b0 + b1 + b2 + b3);
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void deep_chain(__global const int *restrict p, __global const int *restrict idx,
                __global int *restrict out, __global int *restrict log, int n)
{
    int gi = GLOBAL_ID(0, WG);
    int v = top_level(p, idx, gi, log);
    int f = find_first(p + gi * 16, n, v);
    out[gi] = v + f;
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void deep_lds_call(__local int *l, __global int *restrict out)
{
    int lid = get_local_id(0);
    out[GLOBAL_ID(0, WG)] = lds_neighbours(l, lid) + l[(lid + 5) & 63];
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void deep_spill_call(__global const float *restrict p, __global float *restrict out)
{
    uint gi = GLOBAL_ID(0, WG);
    float x[8];
    for (int k = 0; k < 8; k++)
        x[k] = p[gi + k * 4096];
    float r = many_args(x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7], p, gi, x[7], x[6], x[5], x[4]);
    float r2 = many_args(x[7], x[6], x[5], x[4], x[3], x[2], x[1], x[0], p, gi + 1, r, x[1], x[2], x[3]);
    out[gi] = r + r2 + x[0] * x[7];
}
