// wmma.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Matrix cores: two chained v_wmma_f32_16x16x32_bf16 where the second
// consumes the first's result (a WMMA-to-WMMA dependency) with a loaded C
// accumulator, and a K loop of v_wmma_f32_16x16x32_f16 that stages the B
// tile in LDS and reads it back with ds_load_tr16_b128 (transposing LDS
// load). One wave32 per work-group.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#include "wide.h"

typedef half half8 __attribute__((ext_vector_type(8)));
typedef half half16 __attribute__((ext_vector_type(16)));
typedef short short8_ __attribute__((ext_vector_type(8)));
typedef __bf16 bf16x16 __attribute__((ext_vector_type(16)));
typedef float f32x8 __attribute__((ext_vector_type(8)));

__kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void wmma_bf16_chain(__global const bf16x16 *restrict a, __global const bf16x16 *restrict b,
                     __global const f32x8 *restrict c, __global f32x8 *restrict d)
{
    uint lane = get_local_id(0), t = get_group_id(0);
    f32x8 acc = c[t * 32 + lane];
    bf16x16 fa = a[t * 64 + lane], fb = b[t * 64 + lane];
    acc = __builtin_amdgcn_wmma_f32_16x16x32_bf16(false, fa, false, fb, (short)0, acc, false, false);
    bf16x16 ga = a[t * 64 + 32 + lane], gb = b[t * 64 + 32 + lane];
    acc = __builtin_amdgcn_wmma_f32_16x16x32_bf16(false, ga, false, gb, (short)0, acc, false, false);
    d[t * 32 + lane] = acc * 0.5f;
}

__kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void wmma_lds_transpose(__global const half16 *restrict a, __global const half8 *restrict b,
                        __local half8 *lb, __global f32x8 *restrict d, uint ksteps)
{
    uint lane = get_local_id(0), t = get_group_id(0);
    f32x8 acc = 0.0f;
    for (uint k = 0; k < ksteps; k++) {
        lb[lane] = b[(t * ksteps + k) * 64 + lane];
        lb[lane + 32] = b[(t * ksteps + k) * 64 + 32 + lane];
        __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup", "local");
        __builtin_amdgcn_wave_barrier();
        __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup", "local");
        short8_ lo = __builtin_amdgcn_ds_load_tr16_b128_v8i16((__local short8_ *)(lb + lane));
        short8_ hi = __builtin_amdgcn_ds_load_tr16_b128_v8i16((__local short8_ *)(lb + 32 + lane));
        half16 fb = __builtin_shufflevector(as_half8(lo), as_half8(hi), 0, 1, 2, 3, 4, 5, 6, 7,
                                            8, 9, 10, 11, 12, 13, 14, 15);
        half16 fa = a[(t * ksteps + k) * 32 + lane];
        acc = __builtin_amdgcn_wmma_f32_16x16x32_f16(false, fa, false, fb, (short)0, acc, false, false);
        __builtin_amdgcn_wave_barrier();
    }
    d[t * 32 + lane] = acc;
}
