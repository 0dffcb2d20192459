// atomic_scopes_global.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// OpenCL 2.0 atomic_fetch_add_explicit on __global memory in every memory
// order (relaxed, acquire, release, acq_rel, seq_cst) and every scope that
// an atomic accepts (sub_group, work_group, device, all_svm_devices), each
// once with the result unused (no-return atomic) and once with the result
// used (returning atomic, loadcnt). Two orders per kernel; the addresses
// are per lane, so the atomic optimizer leaves them alone. The seq_cst
// kernel adds three atomics on uniform addresses (the optimizer's
// single-lane form with v_mbcnt and v_readfirstlane).
#include "wide.h"

#define WG 64

// 8 atomics on c[base + k*8192 + i]: per scope one no-return, one returning
#define FOUR_SCOPES(ORDER, base)                                              \
    atomic_fetch_add_explicit(&c[(base) + i], 1u, memory_order_##ORDER,       \
                              memory_scope_sub_group);                        \
    r += atomic_fetch_add_explicit(&c[(base) + 1 * 8192 + i], 2u,             \
                                   memory_order_##ORDER,                      \
                                   memory_scope_sub_group);                   \
    atomic_fetch_add_explicit(&c[(base) + 2 * 8192 + i], 3u,                  \
                              memory_order_##ORDER, memory_scope_work_group); \
    r ^= atomic_fetch_add_explicit(&c[(base) + 3 * 8192 + i], 4u,             \
                                   memory_order_##ORDER,                      \
                                   memory_scope_work_group);                  \
    atomic_fetch_add_explicit(&c[(base) + 4 * 8192 + i], 5u,                  \
                              memory_order_##ORDER, memory_scope_device);     \
    r += atomic_fetch_add_explicit(&c[(base) + 5 * 8192 + i], 6u,             \
                                   memory_order_##ORDER,                      \
                                   memory_scope_device);                      \
    atomic_fetch_add_explicit(&c[(base) + 6 * 8192 + i], 7u,                  \
                              memory_order_##ORDER,                           \
                              memory_scope_all_svm_devices);                  \
    r ^= atomic_fetch_add_explicit(&c[(base) + 7 * 8192 + i], 8u,             \
                                   memory_order_##ORDER,                      \
                                   memory_scope_all_svm_devices);

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void atom_global_relaxed_acquire(__global atomic_uint *restrict c, __global uint *restrict out)
{
    uint i = GLOBAL_ID(0, WG), r = 0;
    FOUR_SCOPES(relaxed, 0)
    out[i] = r;
    FOUR_SCOPES(acquire, 65536)
    out[i + 4096] = r;
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void atom_global_release_acq_rel(__global atomic_uint *restrict c, __global uint *restrict out)
{
    uint i = GLOBAL_ID(0, WG), r = 0;
    FOUR_SCOPES(release, 0)
    out[i] = r;
    FOUR_SCOPES(acq_rel, 65536)
    out[i + 4096] = r;
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void atom_global_seq_cst(__global atomic_uint *restrict c, __global uint *restrict out)
{
    uint i = GLOBAL_ID(0, WG), r = 0;
    FOUR_SCOPES(seq_cst, 0)
    uint a = atomic_fetch_add_explicit(&c[131072], 1u, memory_order_acq_rel,
                                       memory_scope_work_group);
    uint b = atomic_fetch_add_explicit(&c[131073], i, memory_order_seq_cst, memory_scope_device);
    atomic_fetch_add_explicit(&c[131074], 1u, memory_order_release, memory_scope_all_svm_devices);
    out[i] = r + a + b;
}
