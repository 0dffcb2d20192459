// scalar_args.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Scalar memory: many kernel arguments of mixed sizes (char, short, int,
// long, float, double, float4, a struct passed by value) loaded with
// s_load_b32..b512 from the kernarg segment; uniform loads from __constant
// and from restrict-const __global memory that become s_load; and a uniform
// index read from memory and then used for a second, dependent scalar load.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#include "wide.h"

#define WG 64

typedef struct {
    int n;
    float scale;
    long offset;
    short tag;
    char flags[6];
} params_t;

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void many_args(__global float *restrict out, char c, short s, int i, long l, float f,
               double d, float4 v, params_t p, __global const float *restrict in, uint u)
{
    uint gi = GLOBAL_ID(0, WG);
    float x = in[gi + p.offset];
    out[gi] = x * p.scale + c + s + i + (float)l + f + (float)d + v.x * v.w + p.tag +
              p.flags[5] + u;
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void uniform_chain(__global const int *restrict tab, __constant int *ctab,
                   __global int *restrict out, int k)
{
    int j = tab[k];                 // scalar load (uniform)
    int m = tab[j & 255];           // dependent scalar load
    int c0 = ctab[m & 15], c1 = ctab[(m >> 4) & 15];
    int gi = GLOBAL_ID(0, WG);
    out[gi] = gi * c0 + c1 + tab[gi];
}
