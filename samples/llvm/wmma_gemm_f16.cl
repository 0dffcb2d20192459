// wmma_gemm_f16.cl - silken sample source (OpenCL C 2.0, AMDGPU gfx1250).
//
// One wave32 per workgroup computes a 16x16 f32 tile of D = alpha*A*B + beta*C
// with the gfx1250 WMMA builtin (v_wmma_f32_16x16x32_f16), looping over K in
// steps of 32. A is row-major MxK, B is column-major KxN (so both fragments
// are K-contiguous), C and D are column-major MxN. K must be a multiple of 32.
//
// Fragment layout of v_wmma_f32_16x16x32_f16 (wave32):
//   A/B: lane l holds row/column l%16, K elements 8*(l/16)+[0,8) and
//        16+8*(l/16)+[0,8);
//   C/D: lane l holds column l%16, rows 8*(l/16)+[0,8).
// No ROCm device library is used (clang runs with -nogpulib).
// Regenerate wmma_gemm_f16.gfx1250.s with scripts/regen-llvm-samples.

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

typedef half  half8   __attribute__((ext_vector_type(8)));
typedef half  half16  __attribute__((ext_vector_type(16)));
typedef float float8_ __attribute__((ext_vector_type(8)));

static inline half16 load_frag(__global const half *p)
{
    half8 lo = *(__global const half8 *)p;
    half8 hi = *(__global const half8 *)(p + 16);
    return (half16)(lo, hi);
}

__kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void wmma_gemm_f16(__global float *restrict d, __global const float *restrict c,
                   __global const half *restrict a, __global const half *restrict b,
                   uint m, uint k, uint ldc, float alpha, float beta)
{
    uint lane = __builtin_amdgcn_workitem_id_x();
    uint tile_m = __builtin_amdgcn_workgroup_id_x() * 16;
    uint tile_n = __builtin_amdgcn_workgroup_id_y() * 16;
    uint half_sel = lane / 16;

    __global const half *pa = a + (size_t)(tile_m + lane % 16) * k + 8 * half_sel;
    __global const half *pb = b + (size_t)(tile_n + lane % 16) * k + 8 * half_sel;

    float8_ acc = (float8_)(0.0f);
    for (uint kk = 0; kk < k; kk += 32) {
        half16 fa = load_frag(pa + kk);
        half16 fb = load_frag(pb + kk);
        acc = __builtin_amdgcn_wmma_f32_16x16x32_f16(false, fa, false, fb,
                                                     (short)0, acc, false, false);
    }

    size_t col = tile_n + lane % 16;
    size_t row0 = tile_m + 8 * half_sel;
    if (row0 >= m)
        return;
    __global float *pd = d + col * ldc + row0;
    __global const float *pc = c + col * ldc + row0;
    float8_ out = alpha * acc;
    if (beta != 0.0f)
        out += beta * *(__global const float8_ *)pc;
    *(__global float8_ *)pd = out;
}
