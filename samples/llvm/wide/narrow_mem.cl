// narrow_mem.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Sub-dword memory: signed and unsigned byte and short loads (u8, i8, u16,
// i16) feeding arithmetic, and bytes kept in LDS with ds_load_u8 /
// ds_store_b8 between barriers, then byte stores.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#include "wide.h"

#define WG 64

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void narrow_loads(__global const uchar *restrict u8, __global const char *restrict i8,
                  __global const ushort *restrict u16, __global const short *restrict i16,
                  __global int *restrict out)
{
    uint gi = GLOBAL_ID(0, WG);
    int a = u8[gi], b = i8[gi * 3], c = u16[gi], d = i16[gi + 7];
    out[gi] = a * b + c - d;
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void narrow_lds_bytes(__global const uchar *restrict in, __local uchar *l,
                      __global uchar *restrict out)
{
    uint lid = get_local_id(0);
    l[lid] = in[GLOBAL_ID(0, WG)];
    barrier(CLK_LOCAL_MEM_FENCE);
    uchar a = l[(lid + 1) & 63], b = l[(lid + 2) & 63];
    barrier(CLK_LOCAL_MEM_FENCE);
    l[lid] = a ^ b;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[GLOBAL_ID(0, WG)] = l[63 - lid];
}
