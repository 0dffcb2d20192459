// buffer_ops.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Buffer instructions through a buffer resource built in the kernel
// (__builtin_amdgcn_make_buffer_rsrc): raw_buffer_load/store of b8, b16,
// b32, b64, b96 and b128 with per-lane and scalar offsets, and buffer atomics
// (add with return, fmax without).
#include "wide.h"

#define WG 64

typedef __amdgpu_buffer_rsrc_t rsrc_t;

static inline rsrc_t rsrc(__global void *p, uint bytes)
{
    return __builtin_amdgcn_make_buffer_rsrc(p, (short)0, bytes, 0x30027000);
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void buffer_sizes(__global void *src, __global void *dst, uint bytes)
{
    rsrc_t s = rsrc(src, bytes), d = rsrc(dst, bytes);
    uint gi = GLOBAL_ID(0, WG);
    uchar a = __builtin_amdgcn_raw_buffer_load_b8(s, gi, 0, 0);
    ushort b = __builtin_amdgcn_raw_buffer_load_b16(s, gi * 2, 4096, 0);
    uint c = __builtin_amdgcn_raw_buffer_load_b32(s, gi * 4, 8192, 0);
    uint2 e = __builtin_amdgcn_raw_buffer_load_b64(s, gi * 8, 16384, 0);
    uint3 f = __builtin_amdgcn_raw_buffer_load_b96(s, gi * 12, 32768, 0);
    uint4 g = __builtin_amdgcn_raw_buffer_load_b128(s, gi * 16, 65536, 0);
    __builtin_amdgcn_raw_buffer_store_b32(a + b + c, d, gi * 4, 0, 0);
    __builtin_amdgcn_raw_buffer_store_b64(e + f.xy, d, gi * 8, 4096, 0);
    __builtin_amdgcn_raw_buffer_store_b128(g + (uint4)(f.z, c, b, a), d, gi * 16, 8192, 0);
    __builtin_amdgcn_raw_buffer_store_b8((uchar)(c >> 3), d, gi, 16384, 0);
    __builtin_amdgcn_raw_buffer_store_b16((ushort)(e.x), d, gi * 2, 20480, 0);
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void buffer_atomics(__global int *ctr, __global float *fmaxv, __global int *out, uint bytes)
{
    rsrc_t c = rsrc(ctr, bytes), m = rsrc(fmaxv, bytes);
    uint gi = GLOBAL_ID(0, WG);
    int old = __builtin_amdgcn_raw_ptr_buffer_atomic_add_i32(1, c, (gi & 7) * 4, 0, 0);
    __builtin_amdgcn_raw_ptr_buffer_atomic_fmax_f32((float)gi, m, (gi & 3) * 4, 0, 0);
    out[gi] = old;
}
