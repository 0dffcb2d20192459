// atomic_misc.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// The other atomic operations and orders: atomic loads and stores with
// acquire, release and seq_cst at each scope (a load-acquire is a load, a
// wait and a cache invalidate; a store-release a writeback, a wait and the
// store), exchange, fetch min/max/and/or/xor/sub on 32- and 64-bit __global
// words, and float atomics via the clang __scoped_atomic builtins (global_atomic
// _add_f32, ds_add_f32) with and without return.
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
#include "wide.h"

#define WG 64

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void atomic_ld_st_orders(__global atomic_uint *restrict a, __global uint *restrict out)
{
    uint i = GLOBAL_ID(0, WG);
    uint x = atomic_load_explicit(&a[i], memory_order_acquire, memory_scope_work_group);
    uint y = atomic_load_explicit(&a[i + 64], memory_order_acquire, memory_scope_device);
    uint z = atomic_load_explicit(&a[i + 128], memory_order_seq_cst, memory_scope_all_svm_devices);
    atomic_store_explicit(&a[i + 192], x + y, memory_order_release, memory_scope_work_group);
    atomic_store_explicit(&a[i + 256], y + z, memory_order_release, memory_scope_device);
    atomic_store_explicit(&a[i + 320], z + x, memory_order_seq_cst, memory_scope_all_svm_devices);
    uint w = atomic_load_explicit(&a[i + 384], memory_order_relaxed, memory_scope_sub_group);
    out[i] = w;
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void atomic_rmw_ops(__global atomic_int *restrict a, __global atomic_ulong *restrict b,
                    __global const int *restrict v, __global long *restrict out)
{
    uint i = GLOBAL_ID(0, WG);
    int x = v[i];
    int r0 = atomic_fetch_min_explicit(&a[i & 31], x, memory_order_relaxed, memory_scope_device);
    int r1 = atomic_fetch_max_explicit(&a[32 + (i & 31)], x, memory_order_acq_rel, memory_scope_device);
    atomic_fetch_and_explicit(&a[64 + (i & 31)], x, memory_order_release, memory_scope_work_group);
    int r2 = atomic_fetch_xor_explicit(&a[96 + (i & 31)], r0, memory_order_relaxed, memory_scope_work_group);
    ulong r3 = atomic_fetch_or_explicit(&b[i & 7], (ulong)x << 32, memory_order_relaxed,
                                        memory_scope_device);
    atomic_fetch_sub_explicit(&b[8 + (i & 7)], (ulong)r1, memory_order_seq_cst, memory_scope_device);
    ulong r4 = atomic_exchange_explicit(&b[16 + i], r3, memory_order_acquire, memory_scope_device);
    out[i] = (long)r4 + r2;
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void atomic_float_add(__global float *restrict gsum, __local float *lsum,
                      __global const float *restrict v, __global float *restrict out)
{
    uint lid = get_local_id(0);
    uint i = GLOBAL_ID(0, WG);
    if (lid == 0)
        *lsum = 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    float x = v[i];
    __scoped_atomic_fetch_add(lsum, x, __ATOMIC_RELAXED, __MEMORY_SCOPE_WRKGRP);
    float old = __scoped_atomic_fetch_add(&gsum[i & 3], x, __ATOMIC_RELAXED,
                                       __MEMORY_SCOPE_DEVICE);
    __scoped_atomic_fetch_add(&gsum[4 + (i & 3)], 2.0f * x, __ATOMIC_RELEASE,
                           __MEMORY_SCOPE_SYSTEM);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid == 0)
        __scoped_atomic_fetch_add(&gsum[8], *lsum, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
    out[i] = old;
}
