// lds_barrier.cl - silken wait-count sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// LDS (__local) writes, workgroup barrier, then LDS reads of neighbouring
// work-items' values: a 1-D three-point stencil staged through LDS. The global
// load feeding the LDS store needs s_wait_loadcnt, the barrier's release fence
// needs s_wait_dscnt, and the reads after the barrier need s_wait_dscnt again.
// local_barrier() is barrier(CLK_LOCAL_MEM_FENCE) spelled with AMDGPU builtins.
// Regenerate with scripts/regen-llvm-waitcnt.

#define WG 128

static inline void local_barrier(void)
{
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void lds_barrier(__global const float *restrict in, __global float *restrict out)
{
    __local float tile[WG + 2];
    uint lid = __builtin_amdgcn_workitem_id_x();
    uint gid = __builtin_amdgcn_workgroup_id_x() * WG + lid;

    tile[lid + 1] = in[gid];
    if (lid == 0)
        tile[0] = 0.0f;
    if (lid == WG - 1)
        tile[WG + 1] = 0.0f;
    local_barrier();

    out[gid] = 0.25f * tile[lid] + 0.5f * tile[lid + 1] + 0.25f * tile[lid + 2];
}
