// divergent.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Divergent control flow around memory operations: nested ifs with loads
// and stores and two early returns, and a switch on a loaded value (a
// compare chain, each case loading something else) merging into one store.
#include "wide.h"

#define WG 64

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void div_nested_return(__global const uint *restrict in, __global uint *restrict out,
                       __global uint *restrict aux)
{
    uint gi = GLOBAL_ID(0, WG);
    uint x = in[gi];
    if (x & 1) {
        uint y = in[x & 4095];
        if (y == 0)
            return;
        aux[gi] = y;
        if (y & 2) {
            out[gi] = in[y & 4095] + x;
            return;
        }
        x += y;
    }
    out[gi] = x * 3;
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void div_switch(__global const int *restrict op, __global const float *restrict a,
                __global const float *restrict b, __global float *restrict out)
{
    int gi = GLOBAL_ID(0, WG);
    float r;
    switch (op[gi] & 7) {
    case 0: r = a[gi] + b[gi]; break;
    case 1: r = a[gi] - b[gi]; break;
    case 2: r = a[gi] * b[gi]; break;
    case 3: r = a[gi + 64]; break;
    case 5: r = b[gi + 128] * 2.0f; break;
    default: r = 0.0f; break;
    }
    out[gi] = r;
}
