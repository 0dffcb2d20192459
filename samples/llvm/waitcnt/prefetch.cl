// prefetch.cl - silken wait-count sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Prefetch-like software pipelining in registers: the loop loads element
// i + DIST while it consumes the value loaded DIST iterations earlier (a
// rotating register queue), so waits should only cover the oldest load.
// Regenerate with scripts/regen-llvm-waitcnt.

__kernel void prefetch(__global const float *restrict in,
                       __global float *restrict out,
                       uint n, uint stride)
{
    uint tid = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
    __global const float *p = in + tid;
    float q0 = p[0];
    float q1 = p[stride];
    float q2 = p[2 * stride];
    float acc = 0.0f;
    for (uint i = 3; i < n; ++i) {
        float nxt = p[i * stride];
        acc = acc * 0.5f + q0;
        q0 = q1;
        q1 = q2;
        q2 = nxt;
    }
    out[tid] = acc + q0 + q1 + q2;
}
