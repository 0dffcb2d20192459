// tiled_reduce.cl - silken sample source (OpenCL C 2.0, AMDGPU gfx1250).
//
// Grid-stride loop over `in`, per-workgroup tree reduction in LDS with a
// workgroup barrier after every step, then thread 0 of each workgroup stores
// the partial sum and bumps a global counter with an atomic when the partial
// sum exceeds `threshold`.
//
// The ROCm device library is not used (clang runs with -nogpulib), so the
// work-item queries, barrier and atomic below are spelled with clang's AMDGPU
// builtins instead of the OpenCL library functions. local_barrier() is what
// barrier(CLK_LOCAL_MEM_FENCE) expands to: release fence, s_barrier, acquire
// fence, all at workgroup scope.
// Regenerate tiled_reduce.gfx1250.s with scripts/regen-llvm-samples.

#define TILE 256

static inline uint local_id(void) { return __builtin_amdgcn_workitem_id_x(); }
static inline uint group_id(void) { return __builtin_amdgcn_workgroup_id_x(); }

static inline void local_barrier(void)
{
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

__kernel __attribute__((reqd_work_group_size(TILE, 1, 1)))
void tiled_reduce(__global const float *restrict in,
                  __global float *restrict partial,
                  __global uint *restrict count,
                  uint n, uint grid_stride, float scale, float threshold)
{
    __local float tile[TILE];
    uint lid = local_id();
    uint gid = group_id();

    float acc = 0.0f;
    for (uint i = gid * TILE + lid; i < n; i += grid_stride)
        acc += in[i] * scale;
    tile[lid] = acc;
    local_barrier();

    for (uint s = TILE / 2; s > 0; s >>= 1) {
        if (lid < s)
            tile[lid] += tile[lid + s];
        local_barrier();
    }

    if (lid == 0) {
        float sum = tile[0];
        partial[gid] = sum;
        if (sum > threshold)
            __scoped_atomic_fetch_add(count, 1u, __ATOMIC_RELAXED,
                                      __MEMORY_SCOPE_DEVICE);
    }
}
