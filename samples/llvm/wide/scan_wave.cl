// scan_wave.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Wave-level scans with DPP row shifts (v_mov_b32 dpp, update_dpp) and
// v_permlanex16, and a single-pass decoupled look-back scan: each work-group
// publishes its aggregate with a release store to a flag array and spins
// on its predecessor's flag with acquire loads (a loop around an atomic
// load, s_sleep between tries).
#include "wide.h"

#define WG 32

static inline uint wave_incl_scan(uint v)
{
    // row_shr:1,2,4,8 (dpp_ctrl 0x111..0x118), bound_ctrl, then cross rows
    v += __builtin_amdgcn_update_dpp(0u, v, 0x111, 0xf, 0xf, false);
    v += __builtin_amdgcn_update_dpp(0u, v, 0x112, 0xf, 0xf, false);
    v += __builtin_amdgcn_update_dpp(0u, v, 0x114, 0xf, 0xf, false);
    v += __builtin_amdgcn_update_dpp(0u, v, 0x118, 0xf, 0xf, false);
    uint row15 = __builtin_amdgcn_readlane(v, 15);
    if (get_local_id(0) >= 16)
        v += row15;
    return v;
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void scan_wave_permlane(__global const uint *restrict in, __global uint *restrict out)
{
    // row scans with mov_dpp, then lane 15 of the other row via permlanex16
    uint gid = GLOBAL_ID(0, WG);
    uint v = in[gid];
    // row_shr:n is dpp_ctrl 0x110 + n; bound_ctrl gives 0 past the row start
    v += __builtin_amdgcn_mov_dpp(v, 0x111, 0xf, 0xf, true);
    v += __builtin_amdgcn_mov_dpp(v, 0x112, 0xf, 0xf, true);
    v += __builtin_amdgcn_mov_dpp(v, 0x114, 0xf, 0xf, true);
    v += __builtin_amdgcn_mov_dpp(v, 0x118, 0xf, 0xf, true);
    uint cross = __builtin_amdgcn_permlanex16(v, v, 0xffffffffu, 0xffffffffu, false, false);
    if (get_local_id(0) >= 16)
        v += cross;
    out[gid] = v;
}

// flags[g] = (aggregate << 2) | state; state 1 = aggregate, 2 = inclusive prefix
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void scan_lookback(__global const uint *restrict in, __global uint *restrict out,
                   __global atomic_uint *restrict flags)
{
    uint g = get_group_id(0);
    uint gid = GLOBAL_ID(0, WG);
    uint v = wave_incl_scan(in[gid]);
    uint agg = __builtin_amdgcn_readlane(v, WG - 1);
    if (get_local_id(0) == 0)
        atomic_store_explicit(&flags[g], (agg << 2) | (g == 0 ? 2u : 1u),
                              memory_order_release, memory_scope_device);
    uint prefix = 0;
    if (g > 0) {
        int p = (int)g - 1;
        while (p >= 0) {
            uint f = atomic_load_explicit(&flags[p], memory_order_acquire, memory_scope_device);
            if ((f & 3) == 0) {
                __builtin_amdgcn_s_sleep(1);
                continue;
            }
            prefix += f >> 2;
            if ((f & 3) == 2)
                break;
            p--;
        }
        if (get_local_id(0) == 0)
            atomic_store_explicit(&flags[g], ((agg + prefix) << 2) | 2u,
                                  memory_order_release, memory_scope_device);
    }
    out[gid] = v + prefix;
}
