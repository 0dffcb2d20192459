// special_loads.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// gfx1250 memory instructions with unusual shapes: transposing global loads
// (global_load_tr_b64 / tr_b128 / tr4 / tr8), monitored loads
// (global_load_monitor_b32 with s_monitor_sleep in a polling loop), the LDS
// barrier object arrive (ds_atomic_barrier_arrive_rtn_b64, dscnt), and a tensor
// (TDM) load into LDS with s_wait_tensorcnt, its descriptors built from
// kernel arguments in SGPRs.
#include "wide.h"

#define WG 32

typedef short short8_ __attribute__((ext_vector_type(8)));
typedef int int8_ __attribute__((ext_vector_type(8)));

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void load_transpose(__global int2 *restrict a, __global short8_ *restrict b,
                    __global int2 *restrict c, __global int *restrict out)
{
    uint lane = get_local_id(0), gi = GLOBAL_ID(0, WG);
    int2 x = __builtin_amdgcn_global_load_tr_b64_v2i32(a + gi);
    short8_ y = __builtin_amdgcn_global_load_tr_b128_v8i16(b + gi);
    int2 z = __builtin_amdgcn_global_load_tr8_b64_v2i32(c + gi);
    int2 w = __builtin_amdgcn_global_load_tr4_b64_v2i32(c + gi + 4096);
    out[gi] = x.x + x.y + y.s0 + y.s7 + z.y + w.x + lane;
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void monitor_poll(__global int *restrict flag, __global int *restrict data,
                  __global int *restrict out)
{
    uint gi = GLOBAL_ID(0, WG);
    int f;
    int tries = 0;
    do {
        f = __builtin_amdgcn_global_load_monitor_b32(flag, 0);
        if (f)
            break;
        __builtin_amdgcn_s_monitor_sleep(1);
    } while (++tries < 100);
    out[gi] = data[gi] + f;
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void lds_barrier_object(__local long *bar, __local int *l, __global const int *restrict in,
                        __global long *restrict out)
{
    uint lid = get_local_id(0);
    l[lid] = in[GLOBAL_ID(0, WG)];
    long st = __builtin_amdgcn_ds_atomic_barrier_arrive_rtn_b64(bar, 1L);
    out[GLOBAL_ID(0, WG)] = st + l[lid ^ 1];
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void tensor_to_lds(int4 g0, int8_ g1, __local int *l, __global int *restrict out)
{
    uint lid = get_local_id(0);
    __builtin_amdgcn_tensor_load_to_lds_d2(g0, g1, 0);
    __builtin_amdgcn_s_wait_tensorcnt(0);
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup", "local");
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup", "local");
    out[GLOBAL_ID(0, WG)] = l[lid] + l[lid + 32];
}
