// divergent_load.cl - silken wait-count sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Divergent control flow with global loads on one side of a branch only: lanes
// with a positive mask value gather from a table (two dependent loads, the
// index comes from memory), the others compute arithmetically. Results merge
// after the join, so the wait can sit inside the branch or after it.
// Regenerate with scripts/regen-llvm-waitcnt.

__kernel void divergent_load(__global const int *restrict mask,
                             __global const int *restrict index,
                             __global const float *restrict table,
                             __global float *restrict out)
{
    uint tid = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
    int m = mask[tid];
    float v;
    if (m > 0) {
        int j = index[tid];
        v = table[j] + table[j + m];
    } else {
        v = (float)(tid * 3) * 0.5f;
    }
    out[tid] = v;
}
