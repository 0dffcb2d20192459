// stencil1d.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// 1D stencils: a 7-point filter through an LDS tile with halo cells loaded
// by the first lanes and weights from __constant memory, and an iterated
// 3-point Jacobi smoother that ping-pongs two LDS buffers for `iters` steps
// inside the work-group.
#include "wide.h"

#define WG 128
#define R 3

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void stencil7_lds(__global const float *restrict in, __global float *restrict out,
                  __constant float *w, __local float *tile, int n)
{
    int lid = get_local_id(0);
    int i = GLOBAL_ID(0, WG);
    tile[lid + R] = in[i];
    if (lid < R) {
        tile[lid] = in[max(i - R, 0)];
        tile[lid + WG + R] = in[min(i + WG, n - 1)];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    float acc = 0.0f;
    for (int k = 0; k <= 2 * R; k++)
        acc += w[k] * tile[lid + k];
    out[i] = acc;
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void jacobi1d_lds(__global float *restrict u, __local float *a, __local float *b, int iters)
{
    int lid = get_local_id(0);
    int i = GLOBAL_ID(0, WG);
    a[lid + 1] = u[i];
    if (lid == 0) { a[0] = 0.0f; a[WG + 1] = 0.0f; b[0] = 0.0f; b[WG + 1] = 0.0f; }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int t = 0; t < iters; t++) {
        b[lid + 1] = 0.5f * a[lid + 1] + 0.25f * (a[lid] + a[lid + 2]);
        barrier(CLK_LOCAL_MEM_FENCE);
        __local float *tmp = a; a = b; b = tmp;
    }
    u[i] = a[lid + 1];
}
