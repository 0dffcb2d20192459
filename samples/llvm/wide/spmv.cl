// spmv.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Sparse matrix-vector product in CSR, one row per work-item: row pointer
// loads, then a gather loop with column-index and value loads and an
// indirect x load, and an early exit for rows past the end.
#include "wide.h"

#define WG 64

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void spmv_csr_scalar(__global const int *restrict rowptr, __global const int *restrict col,
                     __global const float *restrict val, __global const float *restrict x,
                     __global float *restrict y, int rows)
{
    int r = GLOBAL_ID(0, WG);
    if (r >= rows)
        return;
    float s = 0.0f;
    for (int j = rowptr[r]; j < rowptr[r + 1]; j++)
        s += val[j] * x[col[j]];
    y[r] = s;
}
