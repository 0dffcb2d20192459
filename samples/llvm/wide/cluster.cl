// cluster.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Work-group clusters: cluster and in-cluster work-group ids (scalar
// values decoded from ttmp registers), s_cluster_barrier (the -3
// barrier pair) after global stores that other work-groups of the cluster
// read, cluster_load_b32/b64/b128 (global loads broadcast to the work-groups
// named by a mask in M0), and a cluster-scope LDS-async load.
#include "wide.h"

#define WG 64

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void cluster_exchange(__global uint *restrict buf, __global uint *restrict out)
{
    uint lid = get_local_id(0);
    uint cid = __builtin_amdgcn_cluster_id_x();
    uint wgi = __builtin_amdgcn_cluster_workgroup_id_x();
    uint nwg = __builtin_amdgcn_cluster_workgroup_max_id_x() + 1;
    uint base = cid * 16 * WG;
    buf[base + wgi * WG + lid] = lid * 7 + wgi;
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "agent", "global");
    __builtin_amdgcn_s_cluster_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "agent", "global");
    uint other = (wgi + 1) % nwg;
    out[base + wgi * WG + lid] = buf[base + other * WG + lid];
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void cluster_broadcast_loads(__global int *restrict a, __global int2 *restrict b,
                             __global int4 *restrict c, __global int *restrict out)
{
    uint lid = get_local_id(0);
    uint gi = GLOBAL_ID(0, WG);
    int mask = 0xf; // the first four work-groups of the cluster
    int x = __builtin_amdgcn_cluster_load_b32(a + lid, 0, mask);
    int2 y = __builtin_amdgcn_cluster_load_b64(b + lid, 0, mask);
    int4 z = __builtin_amdgcn_cluster_load_b128(c + lid, 0, mask);
    out[gi] = x + y.x + y.y + z.x + z.w;
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void cluster_async_lds(__global int *restrict src, __local int *dst, __global int *restrict out)
{
    uint lid = get_local_id(0);
    __builtin_amdgcn_cluster_load_async_to_lds_b32(src + lid, dst + lid, 0, 0, 0x3);
    __builtin_amdgcn_s_wait_asynccnt(0);
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup", "local");
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup", "local");
    out[GLOBAL_ID(0, WG)] = dst[WG - 1 - lid] + __builtin_amdgcn_cluster_id_y();
}
