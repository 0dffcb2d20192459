// generic_flat.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Generic address space (OpenCL 2.0): non-inlined functions taking generic
// pointers compile to flat_load / flat_store / flat_atomic, which count on
// both loadcnt/storecnt and dscnt; kernels call them with __global, __local
// and private pointers, and one kernel mixes flat accesses with LDS and
// global ones so the counters hold mixed kinds of operations.
#include "wide.h"

#define WG 64

__attribute__((noinline))
int gen_sum3(const int *p, int i)
{
    return p[i] + p[i + 1] + p[i + 2];
}

__attribute__((noinline))
void gen_store_inc(int *p, int i, int v)
{
    p[i] = v;
    p[i + 1] += v;
}

__attribute__((noinline))
int gen_atomic(atomic_int *p, int v)
{
    return atomic_fetch_add_explicit(p, v, memory_order_acq_rel, memory_scope_work_group);
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void flat_from_global(__global int *restrict g, __global int *restrict out)
{
    int gi = GLOBAL_ID(0, WG);
    int s = gen_sum3(g, gi);
    gen_store_inc(g + 8192, gi, s);
    out[gi] = s + gen_atomic((atomic_int *)(g + 16384 + (gi & 15)), s);
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void flat_from_local(__local int *l, __global const int *restrict g, __global int *restrict out)
{
    int lid = get_local_id(0);
    l[lid] = g[GLOBAL_ID(0, WG)];
    barrier(CLK_LOCAL_MEM_FENCE);
    int s = gen_sum3(l, lid & 60);
    gen_store_inc(l + WG, lid, s);
    barrier(CLK_LOCAL_MEM_FENCE);
    out[GLOBAL_ID(0, WG)] = l[WG + ((lid + 1) & 63)] + gen_atomic((__local atomic_int *)l, 1);
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void flat_inline_mixed(__global int *restrict g, __local int *l, __global int *restrict out,
                       int pick)
{
    int lid = get_local_id(0), gi = GLOBAL_ID(0, WG);
    l[lid] = g[gi];
    barrier(CLK_LOCAL_MEM_FENCE);
    int *p = (pick & 1) ? (int *)l : (int *)(g + 4096);  // generic, inlined
    int a = p[lid], b = l[lid ^ 1], c = g[gi + 64];
    p[lid ^ 2] = a + b;
    out[gi] = a * b + c + p[lid ^ 3];
}
