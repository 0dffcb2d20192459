// lds_partial.cl - silken wait-count sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// A loop reading LDS with partial waits: each iteration issues four
// independent ds_load from different LDS rows and consumes them in issue
// order, so the counter can be waited down step by step (s_wait_dscnt 3, 2,
// 1, 0) instead of to zero at once. The LDS tile is filled from global memory
// first, behind a workgroup barrier.
// Regenerate with scripts/regen-llvm-waitcnt.

#define WG 64
#define ROWS 16

static inline void local_barrier(void)
{
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void lds_partial(__global const float *restrict in, __global float *restrict out,
                 uint iters)
{
    __local float tile[ROWS * WG];
    uint lid = __builtin_amdgcn_workitem_id_x();
    uint base = __builtin_amdgcn_workgroup_id_x() * ROWS * WG;

    for (uint r = 0; r < ROWS; ++r)
        tile[r * WG + lid] = in[base + r * WG + lid];
    local_barrier();

    float acc = 0.0f;
    for (uint it = 0; it < iters; ++it) {
        uint r = (it * 4) % ROWS;
        float a = tile[(r + 0) * WG + ((lid + it) % WG)];
        float b = tile[(r + 1) * WG + ((lid + 2 * it) % WG)];
        float c = tile[(r + 2) * WG + ((lid + 3 * it) % WG)];
        float d = tile[(r + 3) * WG + ((lid + 5 * it) % WG)];
        acc = acc * a;
        acc = acc + b;
        acc = acc * c;
        acc = acc - d;
    }
    out[__builtin_amdgcn_workgroup_id_x() * WG + lid] = acc;
}
