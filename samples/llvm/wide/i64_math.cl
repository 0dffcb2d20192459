// i64_math.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// 64-bit integers: unsigned division and remainder (expanded to a long
// reciprocal sequence with a fast 32-bit path under a branch) of loaded
// values, and a 64-bit LCG stepped in a loop with shifts and rotates by a
// loaded byte.
#include "wide.h"

#define WG 64

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void i64_divrem(__global const ulong *restrict a, __global const ulong *restrict b,
                __global ulong *restrict q, __global long *restrict r)
{
    uint i = GLOBAL_ID(0, WG);
    ulong x = a[i], y = b[i] | 1;
    q[i] = x / y;
    r[i] = (long)(x % y) - (long)a[i + 4096];
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void i64_shifts_lcg(__global const ulong *restrict seed, __global const uchar *restrict sh,
                    __global ulong *restrict out, uint steps)
{
    uint i = GLOBAL_ID(0, WG);
    ulong s = seed[i];
    uint k = sh[i];
    for (uint t = 0; t < steps; t++) {
        s = s * 6364136223846793005UL + 1442695040888963407UL;
        s ^= s >> (k & 63);
        s = (s << (t & 7)) | (s >> (64 - (t & 7)));
    }
    out[i] = s;
}
