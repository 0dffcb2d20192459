// lds_patterns.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// LDS access shapes: a padded 32x33 transpose through LDS on a 32x8
// work-group (strided ds stores and loads around one barrier), and
// ds_append / ds_consume (LDS counters) with ds_bpermute and a compaction
// queue in LDS.
#include "wide.h"

#define WG 256

__kernel __attribute__((reqd_work_group_size(32, 8, 1)))
void lds_transpose32(__global const float *restrict in, __global float *restrict out,
                     __local float *tile, uint n)
{
    uint x = get_local_id(0), y = get_local_id(1);
    uint bx = get_group_id(0) * 32, by = get_group_id(1) * 32;
    for (uint j = 0; j < 32; j += 8)
        tile[(y + j) * 33 + x] = in[(by + y + j) * n + bx + x];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint j = 0; j < 32; j += 8)
        out[(bx + y + j) * n + by + x] = tile[x * 33 + y + j];
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void lds_append_consume(__global const int *restrict in, __local int *cnt, __local int *q,
                        __global int *restrict out)
{
    uint lid = get_local_id(0);
    if (lid == 0) { cnt[0] = 0; cnt[1] = 0; }
    barrier(CLK_LOCAL_MEM_FENCE);
    int v = in[GLOBAL_ID(0, WG)];
    if (v > 0) {
        int slot = __builtin_amdgcn_ds_append(cnt);
        q[slot] = v;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    int taken = __builtin_amdgcn_ds_consume(cnt + 1);
    int r = __builtin_amdgcn_ds_bpermute((int)((lid ^ 4) << 2), v);
    out[GLOBAL_ID(0, WG)] = q[taken & (WG - 1)] + r;
}
