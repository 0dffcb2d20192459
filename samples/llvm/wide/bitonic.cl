// bitonic.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Bitonic sort: one global compare-exchange step per launch (two loads, a
// data-dependent pair of stores), and a whole local sort of 128 keys in LDS
// with a barrier between the nested stages (fully unrolled at -O2/-O3).
#include "wide.h"

#define WG 64

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void bitonic_global_step(__global uint *restrict keys, uint j, uint k)
{
    uint i = GLOBAL_ID(0, WG);
    uint ixj = i ^ j;
    if (ixj > i) {
        uint a = keys[i], b = keys[ixj];
        bool up = (i & k) == 0;
        if ((a > b) == up) {
            keys[i] = b;
            keys[ixj] = a;
        }
    }
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void bitonic_local_sort(__global uint *restrict keys, __local uint *lk)
{
    uint lid = get_local_id(0);
    uint base = get_group_id(0) * 2 * WG;
    lk[lid] = keys[base + lid];
    lk[lid + WG] = keys[base + lid + WG];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint k = 2; k <= 2 * WG; k <<= 1) {
        for (uint j = k >> 1; j > 0; j >>= 1) {
            uint i = 2 * lid - (lid & (j - 1));
            uint a = lk[i], b = lk[i + j];
            bool up = ((i & k) == 0);
            if ((a > b) == up) {
                lk[i] = b;
                lk[i + j] = a;
            }
            barrier(CLK_LOCAL_MEM_FENCE);
        }
    }
    keys[base + lid] = lk[lid];
    keys[base + lid + WG] = lk[lid + WG];
}
