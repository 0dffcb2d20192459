// atomic_cmpxchg.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Compare-exchange loops: a float atomic add built from
// atomic_compare_exchange_weak on __global memory (acq_rel success, relaxed
// failure, device scope), the same float add on __local memory
// (ds_cmpstore_rtn_b32, release, work_group scope), and a 64-bit strong CAS
// that pushes onto a lock-free list head (release, a store in the retry
// loop).
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
#include "wide.h"

#define WG 64

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void cas_float_add_global(__global atomic_uint *restrict acc, __global const float *restrict in,
                          __global float *restrict old_out)
{
    uint i = GLOBAL_ID(0, WG);
    float v = in[i];
    __global atomic_uint *p = &acc[i & 15];
    uint expected = atomic_load_explicit(p, memory_order_relaxed, memory_scope_device);
    uint desired;
    do {
        desired = as_uint(as_float(expected) + v);
    } while (!atomic_compare_exchange_weak_explicit(p, &expected, desired, memory_order_acq_rel,
                                                    memory_order_relaxed, memory_scope_device));
    old_out[i] = as_float(expected);
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void cas_float_add_local(__local atomic_uint *l, __global const float *restrict in,
                         __global float *restrict out)
{
    uint lid = get_local_id(0);
    if (lid < 8)
        atomic_store_explicit(&l[lid], 0u, memory_order_relaxed, memory_scope_work_group);
    barrier(CLK_LOCAL_MEM_FENCE);
    float v = in[GLOBAL_ID(0, WG)];
    uint expected = atomic_load_explicit(&l[lid & 7], memory_order_relaxed, memory_scope_work_group);
    while (!atomic_compare_exchange_weak_explicit(&l[lid & 7], &expected,
                                                  as_uint(as_float(expected) + v),
                                                  memory_order_release, memory_order_relaxed,
                                                  memory_scope_work_group))
        ;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < 8)
        out[get_group_id(0) * 8 + lid] = as_float(atomic_load_explicit(
            &l[lid], memory_order_relaxed, memory_scope_work_group));
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void cas_list_push64(__global atomic_ulong *restrict head, __global ulong *restrict next,
                     __global const uint *restrict keep)
{
    uint i = GLOBAL_ID(0, WG);
    if (!keep[i])
        return;
    ulong old = atomic_load_explicit(head, memory_order_relaxed, memory_scope_device);
    do {
        next[i] = old;
    } while (!atomic_compare_exchange_strong_explicit(head, &old, (ulong)i, memory_order_release,
                                                      memory_order_relaxed, memory_scope_device));
}
