// atomic_scopes_local.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// OpenCL 2.0 atomics on __local memory (ds_add_u32 / ds_add_rtn_u32, sub,
// or, max) in every memory order and the scopes sub_group, work_group and
// device, with and without the returned value; between them ordinary global
// loads and stores, so the release/acquire orders of the LDS atomics meet
// outstanding VMEM work. Two orders per kernel; the seq_cst kernel adds
// atomics on one LDS word from every lane (the optimizer's single-lane
// form). The LDS array arrives as a kernel argument.
#include "wide.h"

#define WG 64

#define LOCAL_SCOPES(ORDER, base)                                             \
    x = g[gi + (base)];                                                       \
    atomic_fetch_add_explicit(&l[i], x, memory_order_##ORDER,                 \
                              memory_scope_sub_group);                        \
    r = atomic_fetch_add_explicit(&l[i + WG], 2u, memory_order_##ORDER,       \
                                  memory_scope_sub_group);                    \
    g[gi + (base) + 4096] = r;                                                \
    atomic_fetch_sub_explicit(&l[i + 2 * WG], x, memory_order_##ORDER,        \
                              memory_scope_work_group);                       \
    r += atomic_fetch_or_explicit(&l[i + 3 * WG], 4u, memory_order_##ORDER,   \
                                  memory_scope_work_group);                   \
    y = g[gi + (base) + 8192];                                                \
    atomic_fetch_max_explicit(&l[i + 4 * WG], y, memory_order_##ORDER,        \
                              memory_scope_device);                           \
    r ^= atomic_fetch_add_explicit(&l[i + 5 * WG], y, memory_order_##ORDER,   \
                                   memory_scope_device);                      \
    out[gi + (base)] = r;

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void atom_local_relaxed_acquire(__local atomic_uint *l, __global uint *restrict g,
                                __global uint *restrict out)
{
    uint i = get_local_id(0), gi = GLOBAL_ID(0, WG), x, y, r;
    LOCAL_SCOPES(relaxed, 0)
    LOCAL_SCOPES(acquire, 16384)
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void atom_local_release_acq_rel(__local atomic_uint *l, __global uint *restrict g,
                                __global uint *restrict out)
{
    uint i = get_local_id(0), gi = GLOBAL_ID(0, WG), x, y, r;
    LOCAL_SCOPES(release, 0)
    LOCAL_SCOPES(acq_rel, 16384)
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void atom_local_seq_cst(__local atomic_uint *l, __global uint *restrict g,
                        __global uint *restrict out)
{
    uint i = get_local_id(0), gi = GLOBAL_ID(0, WG), x, y, r;
    LOCAL_SCOPES(seq_cst, 0)
    // same LDS word from every lane
    uint a = atomic_fetch_add_explicit(&l[8 * WG], 1u, memory_order_acq_rel,
                                       memory_scope_work_group);
    atomic_fetch_add_explicit(&l[8 * WG + 1], 3u, memory_order_relaxed, memory_scope_work_group);
    uint b = atomic_exchange_explicit(&l[8 * WG + 2], a, memory_order_seq_cst,
                                      memory_scope_work_group);
    out[gi + 16384] = a + b;
}
