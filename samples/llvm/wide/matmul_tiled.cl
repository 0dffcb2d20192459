// matmul_tiled.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// SGEMM with LDS tiles on a 16x16 work-group, register-prefetch double
// buffered: the next A and B elements are loaded into registers while the
// current LDS tiles are consumed (16 FMAs between two barriers).
#include "wide.h"

#define TS 16

__kernel __attribute__((reqd_work_group_size(TS, TS, 1)))
void sgemm_prefetch(__global const float *restrict A, __global const float *restrict B,
                    __global float *restrict C, __local float *As, __local float *Bs, uint K, uint N)
{
    uint tx = get_local_id(0), ty = get_local_id(1);
    uint row = get_group_id(1) * TS + ty, col = get_group_id(0) * TS + tx;
    float acc = 0.0f;
    float na = A[row * K + tx], nb = B[ty * N + col];
    for (uint t = 0; t < K; t += TS) {
        As[ty * TS + tx] = na;
        Bs[ty * TS + tx] = nb;
        barrier(CLK_LOCAL_MEM_FENCE);
        if (t + TS < K) {
            na = A[row * K + t + TS + tx];
            nb = B[(t + TS + ty) * N + col];
        }
        for (uint k = 0; k < TS; k++)
            acc = fma(As[ty * TS + k], Bs[k * TS + tx], acc);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    C[row * N + col] = acc;
}
