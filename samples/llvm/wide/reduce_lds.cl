// reduce_lds.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Work-group tree reductions through LDS: a float sum with a barrier per
// step after a grid-stride loop, and an int max that unrolls the last 32
// lanes through volatile LDS with no barrier and leaves through a
// device-scope atomic max.
#include "wide.h"

#define WG 256

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void reduce_sum_f32(__global const float *restrict in, __global float *restrict out,
                    __local float *tile, uint n)
{
    uint lid = get_local_id(0);
    uint gid = GLOBAL_ID(0, WG);
    float acc = 0.0f;
    for (uint i = gid; i < n; i += WG * 64)
        acc += in[i];
    tile[lid] = acc;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint s = WG / 2; s > 0; s >>= 1) {
        if (lid < s)
            tile[lid] += tile[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        out[get_group_id(0)] = tile[0];
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void reduce_max_i32(__global const int *restrict in, __global atomic_int *restrict out,
                    __local volatile int *tile)
{
    uint lid = get_local_id(0);
    tile[lid] = max(in[GLOBAL_ID(0, WG)], in[GLOBAL_ID(0, WG) + WG * 1024]);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint s = WG / 2; s > 32; s >>= 1) {
        if (lid < s)
            tile[lid] = max(tile[lid], tile[lid + s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid < 32) {
        // one wave left: volatile LDS, no barrier
        tile[lid] = max(tile[lid], tile[lid + 32]);
        tile[lid] = max(tile[lid], tile[lid + 16]);
        tile[lid] = max(tile[lid], tile[lid + 8]);
        tile[lid] = max(tile[lid], tile[lid + 4]);
        tile[lid] = max(tile[lid], tile[lid + 2]);
        tile[lid] = max(tile[lid], tile[lid + 1]);
    }
    if (lid == 0)
        atomic_fetch_max_explicit(out, tile[0], memory_order_relaxed, memory_scope_device);
}
