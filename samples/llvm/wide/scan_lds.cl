// scan_lds.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Prefix scans in LDS: a Hillis-Steele inclusive scan (read, barrier,
// write, barrier per step, double-buffered in two __local arrays) and a
// Blelloch work-efficient exclusive scan (up-sweep, clear, down-sweep) over
// two elements per work-item.
#include "wide.h"

#define WG 128

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void scan_hillis_steele(__global const uint *restrict in, __global uint *restrict out,
                        __local uint *buf)
{
    uint lid = get_local_id(0);
    uint gid = GLOBAL_ID(0, WG);
    __local uint *src = buf, *dst = buf + WG;
    src[lid] = in[gid];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint off = 1; off < WG; off <<= 1) {
        uint v = src[lid];
        if (lid >= off)
            v += src[lid - off];
        dst[lid] = v;
        barrier(CLK_LOCAL_MEM_FENCE);
        __local uint *t = src; src = dst; dst = t;
    }
    out[gid] = src[lid];
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void scan_blelloch(__global const int *restrict in, __global int *restrict out,
                   __global int *restrict block_sums, __local int *tmp)
{
    uint lid = get_local_id(0);
    uint base = get_group_id(0) * 2 * WG;
    tmp[2 * lid] = in[base + 2 * lid];
    tmp[2 * lid + 1] = in[base + 2 * lid + 1];
    uint off = 1;
    for (uint d = WG; d > 0; d >>= 1) {
        barrier(CLK_LOCAL_MEM_FENCE);
        if (lid < d) {
            uint ai = off * (2 * lid + 1) - 1, bi = off * (2 * lid + 2) - 1;
            tmp[bi] += tmp[ai];
        }
        off <<= 1;
    }
    if (lid == 0) {
        block_sums[get_group_id(0)] = tmp[2 * WG - 1];
        tmp[2 * WG - 1] = 0;
    }
    for (uint d = 1; d <= WG; d <<= 1) {
        off >>= 1;
        barrier(CLK_LOCAL_MEM_FENCE);
        if (lid < d) {
            uint ai = off * (2 * lid + 1) - 1, bi = off * (2 * lid + 2) - 1;
            int t = tmp[ai];
            tmp[ai] = tmp[bi];
            tmp[bi] += t;
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    out[base + 2 * lid] = tmp[2 * lid];
    out[base + 2 * lid + 1] = tmp[2 * lid + 1];
}
