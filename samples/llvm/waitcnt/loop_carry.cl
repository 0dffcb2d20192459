// loop_carry.cl - silken wait-count sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Global loads inside a loop whose results feed a loop-carried value: each
// iteration loads in[i] and in[i + stride], and the running value of the
// previous iteration is multiplied in, so loads of one iteration are waited
// for before the next iteration's arithmetic (s_wait_loadcnt in the loop).
// Built with -nogpulib: work-item ids come from clang's AMDGPU builtins.
// Regenerate with scripts/regen-llvm-waitcnt.

__kernel void loop_carry(__global const float *restrict in,
                         __global float *restrict out,
                         uint n, uint stride)
{
    uint tid = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
    float acc = 1.0f;
    float prev = 0.0f;
    for (uint i = tid; i < n; i += stride) {
        float a = in[i];
        float b = in[i + stride / 2];
        acc = acc * a + prev;
        prev = b;
    }
    out[tid] = acc + prev;
}
