// scalar_args.cl - silken wait-count sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Uniform values: many kernel arguments (s_load from the kernarg segment, the
// first use of each needs s_wait_kmcnt) plus a uniform load from a constant
// table indexed by a kernel argument (scalar memory load, s_wait_kmcnt), used
// to scale a per-work-item global load (s_wait_loadcnt).
// Regenerate with scripts/regen-llvm-waitcnt.

__kernel void scalar_args(__global float *restrict out,
                          __global const float *restrict in,
                          __constant float *restrict coeffs,
                          uint which, uint offset, float bias, float scale,
                          uint n)
{
    uint tid = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
    if (tid >= n)
        return;
    float c0 = coeffs[which];
    float c1 = coeffs[which + 1];
    float c2 = coeffs[which + 2];
    float x = in[tid + offset];
    out[tid] = ((c2 * x + c1) * x + c0) * scale + bias;
}
