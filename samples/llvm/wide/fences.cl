// fences.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Fences: atomic_work_item_fence with CLK_LOCAL_MEM_FENCE, CLK_GLOBAL_MEM_
// FENCE and both, in acquire, release, acq_rel and seq_cst order, at the
// work_item, sub_group, work_group, device and all_svm_devices scopes, each
// between a global store and an LDS store and a following load; barrier()
// with each flag combination; and a message-passing pair (data store,
// release fence, relaxed flag store / relaxed flag spin, acquire fence,
// data load).
#include "wide.h"

#define WG 64

// A global store and an LDS store, then each fence kind at scope S; a
// FENCE_PAIR kernel does it at two scopes in turn.
#define FENCES_AT(S)                                                          \
    g[gi] = i;                                                                \
    l[i] = gi;                                                                \
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, S);    \
    a = g[gi + 64] + l[i ^ 1];                                                \
    atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_acquire, S);     \
    l[i ^ 2] = a;                                                             \
    b = g[gi + 128];                                                          \
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE,        \
                           memory_order_acq_rel, S);                          \
    g[gi + 192] = b + l[i ^ 3];                                               \
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE,        \
                           memory_order_seq_cst, S);                          \
    out[gi] += g[gi + 256] + l[i];

#define FENCE_PAIR(NAME, S1, S2)                                              \
    __kernel __attribute__((reqd_work_group_size(WG, 1, 1)))                  \
    void fence_##NAME(__global uint *restrict g, __local uint *l,             \
                      __global uint *restrict out)                            \
    {                                                                         \
        uint i = get_local_id(0), gi = GLOBAL_ID(0, WG), a, b;                \
        FENCES_AT(S1)                                                         \
        FENCES_AT(S2)                                                         \
    }

FENCE_PAIR(work_item_sub_group, memory_scope_work_item, memory_scope_sub_group)
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void fence_work_group(__global uint *restrict g, __local uint *l, __global uint *restrict out)
{
    uint i = get_local_id(0), gi = GLOBAL_ID(0, WG), a, b;
    FENCES_AT(memory_scope_work_group)
}
FENCE_PAIR(device_all_svm, memory_scope_device, memory_scope_all_svm_devices)

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void barrier_flags(__global uint *restrict g, __local uint *l)
{
    uint i = get_local_id(0), gi = GLOBAL_ID(0, WG);
    l[i] = g[gi];
    barrier(CLK_LOCAL_MEM_FENCE);
    g[gi] = l[WG - 1 - i];
    barrier(CLK_GLOBAL_MEM_FENCE);
    l[i] = g[gi ^ 1] + 1;
    barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
    g[gi + 4096] = l[i ^ 5];
    __builtin_amdgcn_s_barrier(); // no fence at all
    g[gi + 8192] = l[i ^ 7];
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void message_passing(__global uint *restrict data, __global atomic_uint *restrict flag,
                     __global uint *restrict out, uint producer)
{
    uint gi = GLOBAL_ID(0, WG);
    if (get_group_id(0) == producer) {
        data[gi] = gi * 3;
        atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);
        if (get_local_id(0) == 0)
            atomic_store_explicit(flag, 1u, memory_order_relaxed, memory_scope_device);
    } else {
        while (atomic_load_explicit(flag, memory_order_relaxed, memory_scope_device) == 0)
            __builtin_amdgcn_s_sleep(1);
        atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_device);
        out[gi] = data[(producer * WG) + get_local_id(0)];
    }
}
