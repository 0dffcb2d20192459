// stencil2d.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// 2D stencils on a 16x16 work-group (x and y work-item ids, two work-group
// ids): a 9-point box blur through an 18x18 LDS tile whose halo is filled by
// a strided loop with clamped addresses, and a separable blur done as a
// horizontal pass into LDS (float4) and a vertical pass out of it.
#include "wide.h"

#define TX 16
#define TY 16

__kernel __attribute__((reqd_work_group_size(TX, TY, 1)))
void box9_lds(__global const float *restrict in, __global float *restrict out,
              __local float *tile, uint pitch, uint w, uint h)
{
    uint lx = get_local_id(0), ly = get_local_id(1);
    int gx0 = get_group_id(0) * TX - 1, gy0 = get_group_id(1) * TY - 1;
    for (uint t = ly * TX + lx; t < (TX + 2) * (TY + 2); t += TX * TY) {
        int tx = t % (TX + 2), ty = t / (TX + 2);
        int gx = clamp(gx0 + tx, 0, (int)w - 1), gy = clamp(gy0 + ty, 0, (int)h - 1);
        tile[t] = in[gy * pitch + gx];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    float s = 0.0f;
    for (int dy = 0; dy < 3; dy++)
        for (int dx = 0; dx < 3; dx++)
            s += tile[(ly + dy) * (TX + 2) + lx + dx];
    out[(gy0 + 1 + ly) * pitch + gx0 + 1 + lx] = s * (1.0f / 9.0f);
}

__kernel __attribute__((reqd_work_group_size(TX, TY, 1)))
void blur_separable(__global const float4 *restrict in, __global float4 *restrict out,
                    __local float4 *rows, uint pitch4)
{
    uint lx = get_local_id(0), ly = get_local_id(1);
    uint gx = GLOBAL_ID(0, TX), gy = GLOBAL_ID(1, TY);
    float4 l = in[gy * pitch4 + (gx > 0 ? gx - 1 : 0)];
    float4 m = in[gy * pitch4 + gx];
    float4 r = in[gy * pitch4 + gx + 1];
    rows[ly * TX + lx] = 0.25f * l + 0.5f * m + 0.25f * r;
    barrier(CLK_LOCAL_MEM_FENCE);
    float4 u = rows[(ly > 0 ? ly - 1 : 0) * TX + lx];
    float4 d = rows[(ly < TY - 1 ? ly + 1 : ly) * TX + lx];
    out[gy * pitch4 + gx] = 0.25f * u + 0.5f * rows[ly * TX + lx] + 0.25f * d;
}
