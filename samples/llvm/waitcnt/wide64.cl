// wide64.cl - silken wait-count sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// 64-bit loads and stores: ulong and double elements (global_load_b64), a
// 64-bit pointer loaded from memory and dereferenced (pointer chasing, the
// address itself comes from a load), and a 64-bit kernel argument.
// Regenerate with scripts/regen-llvm-waitcnt.

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

typedef struct node { struct node __global *next; ulong key; } node;

__kernel void wide64(__global const ulong *restrict a,
                     __global const double *restrict b,
                     __global node *restrict heads,
                     __global ulong *restrict out,
                     ulong salt)
{
    uint tid = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
    ulong x = a[tid] ^ salt;
    double y = b[tid] * 2.0;
    __global node *n = heads[tid].next;
    ulong k = 0;
    for (int hop = 0; hop < 3 && n; ++hop) {
        k += n->key;
        n = n->next;
    }
    out[tid] = x + (ulong)y + k;
}
