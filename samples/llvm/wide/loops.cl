// loops.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Loop shapes: a while loop whose condition is a loaded value (pointer
// chasing until a sentinel); nested loops with a uniform inner bound and a
// divergent break; and a do-while with stores in the body that the next
// iteration's loads may alias.
#include "wide.h"

#define WG 32

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void loop_chase(__global const int *restrict next, __global const float *restrict w,
                __global float *restrict out)
{
    int gi = GLOBAL_ID(0, WG);
    int p = next[gi];
    float acc = 0.0f;
    while (p >= 0) {
        acc += w[p];
        p = next[p];
    }
    out[gi] = acc;
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void loop_nested_break(__global const int *restrict m, __global int *restrict out,
                       int rows, int cols, int limit)
{
    int gi = GLOBAL_ID(0, WG);
    int total = 0;
    for (int r = 0; r < rows; r++) {
        int s = 0;
        for (int c = 0; c < cols; c++) {
            s += m[(r * cols + c) * 1024 + gi];
            if (s > limit)
                break;
        }
        total += s;
    }
    out[gi] = total;
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void loop_alias(__global int *a, __global int *b, int n)
{
    int gi = GLOBAL_ID(0, WG);
    int i = 0;
    do {
        int x = a[gi + i];
        b[gi + i + 1] = x + b[gi + i];
        i += WG;
    } while (i < n);
}
