// narrow.cl - silken wait-count sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Byte and short loads and stores: signed/unsigned 8-bit and 16-bit global
// loads (global_load_u8/i8/u16/i16, d16 variants) combined into a 32-bit
// result, plus byte stores. Several sub-dword loads are in flight at once
// and consumed in order.
// Regenerate with scripts/regen-llvm-waitcnt.

__kernel void narrow(__global const uchar *restrict u8,
                     __global const char *restrict s8,
                     __global const ushort *restrict u16,
                     __global const short *restrict s16,
                     __global int *restrict out,
                     __global uchar *restrict bytes_out)
{
    uint tid = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
    int a = u8[tid];
    int b = s8[tid * 3];
    int c = u16[tid + 7];
    int d = s16[tid * 2];
    out[tid] = a * b + c - d;
    bytes_out[tid] = (uchar)(a + c);
    bytes_out[tid + 4096] = (uchar)(b ^ d);
}
