// async_lds.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Asynchronous copies between global memory and LDS (asynccnt):
// global_load_async_to_lds_b8/b32/b64/b128 into a tile, s_wait_asynccnt,
// barrier, LDS reads; global_store_async_from_lds_b32/b128 out of a tile
// written by ds stores; a double-buffered loop that keeps one async load in
// flight while it reads the other buffer (s_wait_asynccnt 1). (The older
// global_load_lds path, load.to.lds, does not exist on gfx1250.)
#include "wide.h"

#define WG 64

static inline void wg_sync(void)
{
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup", "local");
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup", "local");
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void async_load_sizes(__global char *restrict b8, __global int *restrict b32,
                      __global int2 *restrict b64, __global int4 *restrict b128,
                      __local char *l8, __local int *l32, __local int2 *l64, __local int4 *l128,
                      __global int *restrict out)
{
    uint lid = get_local_id(0);
    __builtin_amdgcn_global_load_async_to_lds_b8(b8 + lid, l8 + lid, 0, 0);
    __builtin_amdgcn_global_load_async_to_lds_b32(b32 + lid, l32 + lid, 0, 0);
    __builtin_amdgcn_global_load_async_to_lds_b64(b64 + lid, l64 + lid, 8, 0);
    __builtin_amdgcn_global_load_async_to_lds_b128(b128 + lid, l128 + lid, 0, 0);
    __builtin_amdgcn_s_wait_asynccnt(0);
    wg_sync();
    uint r = WG - 1 - lid;
    out[GLOBAL_ID(0, WG)] = l8[r] + l32[r] + l64[r].y + l128[r].z;
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void async_store_from_lds(__global const int *restrict in, __global int *restrict o32,
                          __global int4 *restrict o128, __local int *l32, __local int4 *l128)
{
    uint lid = get_local_id(0);
    int v = in[GLOBAL_ID(0, WG)];
    l32[lid] = v;
    l128[lid] = (int4)(v, v + 1, v + 2, v + 3);
    wg_sync();
    __builtin_amdgcn_global_store_async_from_lds_b32(o32 + GLOBAL_ID(0, WG), l32 + (WG - 1 - lid), 0, 0);
    __builtin_amdgcn_global_store_async_from_lds_b128(o128 + GLOBAL_ID(0, WG), l128 + (lid ^ 1), 0, 0);
    __builtin_amdgcn_s_wait_asynccnt(0);
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void async_double_buffer(__global int *restrict in, __global int *restrict out,
                         __local int *buf, uint chunks)
{
    uint lid = get_local_id(0);
    int acc = 0;
    __builtin_amdgcn_global_load_async_to_lds_b32(in + lid, buf + lid, 0, 0);
    for (uint c = 0; c < chunks; c++) {
        __local int *cur = buf + (c & 1) * WG;
        __local int *nxt = buf + ((c + 1) & 1) * WG;
        if (c + 1 < chunks) {
            __builtin_amdgcn_global_load_async_to_lds_b32(in + (c + 1) * WG + lid, nxt + lid, 0, 0);
            __builtin_amdgcn_s_wait_asynccnt(1);
        } else {
            __builtin_amdgcn_s_wait_asynccnt(0);
        }
        wg_sync();
        acc += cur[(lid + c) % WG];
        wg_sync();
    }
    out[GLOBAL_ID(0, WG)] = acc;
}
