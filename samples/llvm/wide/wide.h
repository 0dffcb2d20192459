// wide.h - shared preamble of the samples/llvm/wide/ OpenCL C sources.
//
// The sources are compiled with -nogpulib, so no ROCm device library
// defines the OpenCL built-in functions (clang only declares them, and a
// call to one would be a call to an undefined external). This header maps
// the OpenCL 2.0 names the sources use onto clang's own builtins, the way
// the device library implements them:
//
//   get_local_id/get_group_id/...   __builtin_amdgcn_workitem_id_* etc.
//   atomic_*_explicit                __opencl_atomic_* (order and scope kept)
//   atomic_work_item_fence(f, o, s)  __builtin_amdgcn_fence(o, scope, spaces)
//   barrier(f) / work_group_barrier  release fence, s_barrier, acquire fence
//   max/min/sqrt/fma/fabs            __builtin_elementwise_*
//   clamp, vload3 (float only)       macros over the above / plain loads
//
// The fence address spaces follow the flags: CLK_LOCAL_MEM_FENCE alone is a
// "local" fence, CLK_GLOBAL_MEM_FENCE alone a "global" one, both (or none)
// a fence on every address space. Order and scope must be constants.

#ifndef WIDE_H
#define WIDE_H

#define get_local_id(d)                                                       \
    ((d) == 0 ? __builtin_amdgcn_workitem_id_x()                              \
              : (d) == 1 ? __builtin_amdgcn_workitem_id_y()                   \
                         : __builtin_amdgcn_workitem_id_z())
#define get_group_id(d)                                                       \
    ((d) == 0 ? __builtin_amdgcn_workgroup_id_x()                             \
              : (d) == 1 ? __builtin_amdgcn_workgroup_id_y()                  \
                         : __builtin_amdgcn_workgroup_id_z())
// Work-group sizes are fixed per kernel with reqd_work_group_size, so the
// sources pass the size they were written for.
#define GLOBAL_ID(d, wg) (get_group_id(d) * (wg) + get_local_id(d))

#define atomic_load_explicit(p, o, s) __opencl_atomic_load(p, o, s)
#define atomic_store_explicit(p, v, o, s) __opencl_atomic_store(p, v, o, s)
#define atomic_exchange_explicit(p, v, o, s) __opencl_atomic_exchange(p, v, o, s)
#define atomic_fetch_add_explicit(p, v, o, s) __opencl_atomic_fetch_add(p, v, o, s)
#define atomic_fetch_sub_explicit(p, v, o, s) __opencl_atomic_fetch_sub(p, v, o, s)
#define atomic_fetch_and_explicit(p, v, o, s) __opencl_atomic_fetch_and(p, v, o, s)
#define atomic_fetch_or_explicit(p, v, o, s) __opencl_atomic_fetch_or(p, v, o, s)
#define atomic_fetch_xor_explicit(p, v, o, s) __opencl_atomic_fetch_xor(p, v, o, s)
#define atomic_fetch_min_explicit(p, v, o, s) __opencl_atomic_fetch_min(p, v, o, s)
#define atomic_fetch_max_explicit(p, v, o, s) __opencl_atomic_fetch_max(p, v, o, s)
#define atomic_compare_exchange_strong_explicit(p, e, d, os, of, s)            \
    __opencl_atomic_compare_exchange_strong(p, e, d, os, of, s)
#define atomic_compare_exchange_weak_explicit(p, e, d, os, of, s)              \
    __opencl_atomic_compare_exchange_weak(p, e, d, os, of, s)

// memory_scope_* token -> AMDGPU sync-scope string.
#define WIDE_SCOPE_memory_scope_work_item "singlethread"
#define WIDE_SCOPE_memory_scope_sub_group "wavefront"
#define WIDE_SCOPE_memory_scope_work_group "workgroup"
#define WIDE_SCOPE_memory_scope_device "agent"
#define WIDE_SCOPE_memory_scope_all_svm_devices ""
#define WIDE_SCOPE(s) WIDE_SCOPE_##s

#define WIDE_FENCE(f, o, scope)                                               \
    do {                                                                      \
        if (((f) & (CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE)) ==           \
            CLK_LOCAL_MEM_FENCE)                                              \
            __builtin_amdgcn_fence(o, scope, "local");                        \
        else if (((f) & (CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE)) ==      \
                 CLK_GLOBAL_MEM_FENCE)                                        \
            __builtin_amdgcn_fence(o, scope, "global");                       \
        else                                                                  \
            __builtin_amdgcn_fence(o, scope);                                 \
    } while (0)

#define atomic_work_item_fence(f, o, s) WIDE_FENCE(f, o, WIDE_SCOPE(s))

#define work_group_barrier(f)                                                 \
    do {                                                                      \
        WIDE_FENCE(f, __ATOMIC_RELEASE, "workgroup");                         \
        __builtin_amdgcn_s_barrier();                                         \
        WIDE_FENCE(f, __ATOMIC_ACQUIRE, "workgroup");                         \
    } while (0)
#define barrier(f) work_group_barrier(f)

// Math built-ins as clang elementwise builtins (no library calls).
#define max(a, b) __builtin_elementwise_max(a, b)
#define min(a, b) __builtin_elementwise_min(a, b)
#define sqrt(x) __builtin_elementwise_sqrt(x)
#define fma(a, b, c) __builtin_elementwise_fma(a, b, c)
#define fabs(x) __builtin_elementwise_abs(x)
#define clamp(x, lo, hi) min(max(x, lo), hi)
#define vload3(i, p) ((float3)((p)[3 * (i)], (p)[3 * (i) + 1], (p)[3 * (i) + 2]))

#endif
