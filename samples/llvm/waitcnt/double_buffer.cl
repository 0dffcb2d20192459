// double_buffer.cl - silken wait-count sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Double-buffered loop through LDS: while the work-group computes on LDS
// buffer `cur`, each work-item loads the next chunk from global memory into
// registers and stores it to buffer `cur ^ 1`; one barrier per iteration.
// Mixes s_wait_loadcnt (global -> LDS), s_wait_dscnt (LDS reads and the
// release fence) and the barrier.
// Regenerate with scripts/regen-llvm-waitcnt.

#define WG 128

static inline void local_barrier(void)
{
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void double_buffer(__global const float *restrict in, __global float *restrict out,
                   uint chunks)
{
    __local float buf[2][WG];
    uint lid = __builtin_amdgcn_workitem_id_x();
    __global const float *p = in + __builtin_amdgcn_workgroup_id_x() * chunks * WG;

    buf[0][lid] = p[lid];
    local_barrier();

    float acc = 0.0f;
    uint cur = 0;
    for (uint c = 1; c < chunks; ++c) {
        float next = p[c * WG + lid];              /* prefetch next chunk */
        acc += buf[cur][lid] * buf[cur][(lid + 1) % WG];
        buf[cur ^ 1][lid] = next;
        local_barrier();
        cur ^= 1;
    }
    acc += buf[cur][lid] * buf[cur][(lid + 1) % WG];
    out[__builtin_amdgcn_workgroup_id_x() * WG + lid] = acc;
}
