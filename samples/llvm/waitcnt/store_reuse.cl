// store_reuse.cl - silken wait-count sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Global stores followed by reuse of the same address: each work-item writes
// buf[i], and after a device-scope release/acquire fence re-reads buf[i] and
// its neighbour buf[i ^ 1] (possibly written by another lane), then overwrites
// buf[i] again. The fences force s_wait_storecnt / s_wait_loadcnt around the
// stores, and the reused address registers cannot be clobbered while the
// stores are in flight (s_wait_xcnt).
// Regenerate with scripts/regen-llvm-waitcnt.

__kernel void store_reuse(__global float *restrict buf,
                          __global const float *restrict src,
                          __global float *restrict out)
{
    uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
    buf[i] = src[i] * 2.0f;
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "agent");
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "agent");
    float own = buf[i];
    float other = buf[i ^ 1];
    buf[i] = own + other;
    out[i] = own - other;
}
