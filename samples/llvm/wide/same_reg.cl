// same_reg.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Loads that overwrite a register another load may still be writing
// (write-after-write on a VGPR with loads in flight): a loop whose loaded
// value is dead on some iterations, so the next iteration's load reuses the
// register; a generic (flat) load and a global load into one variable on the
// two sides of a branch; 16-bit loads that fill the low and high halves of
// one register (d16 / d16_hi); and a private array read through scratch and
// a global load that replace one value.
#include "wide.h"

#define WG 64

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void waw_dead_loads(__global const int *restrict a, __global int *restrict out, int n,
                    int mask)
{
    int gi = GLOBAL_ID(0, WG);
    int acc = 0;
    for (int i = 0; i < n; i++) {
        int x = a[i * 4096 + gi];
        if ((i & mask) == 0)
            acc += x;
    }
    out[gi] = acc;
}

__attribute__((noinline))
int flat_or_global(const int *gen, __global const int *glob, int i, int which)
{
    int v;
    if (which & 1)
        v = gen[i];
    else
        v = glob[i + 3];
    if (which & 2)
        v = glob[v & 1023];
    return v;
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void waw_flat_global(__global const int *restrict g, __local int *l, __global int *restrict out,
                     __global const int *restrict which)
{
    int lid = get_local_id(0);
    l[lid] = g[lid + 64];
    __builtin_amdgcn_wave_barrier();
    int w = which[GLOBAL_ID(0, WG)];
    out[GLOBAL_ID(0, WG)] = flat_or_global((w & 4) ? (const int *)l : (const int *)g, g, lid, w);
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void waw_d16_halves(__global const ushort *restrict lo, __global const ushort *restrict hi,
                    __global uint *restrict out, __global const short *restrict s)
{
    uint gi = GLOBAL_ID(0, WG);
    uint v = (uint)lo[gi] | ((uint)hi[gi] << 16);
    uint w = (uint)(ushort)s[gi] | ((uint)(ushort)s[gi + 4096] << 16);
    out[gi] = v ^ w;
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void waw_scratch_global(__global const int *restrict a, __global int *restrict out,
                        __global const int *restrict k, int n)
{
    int gi = GLOBAL_ID(0, WG);
    int priv[64];
    for (int i = 0; i < n; i++)
        priv[i & 63] = a[gi + i * 4096];
    int j = k[gi] & 63;
    int v = priv[j];
    if (v < 0)
        v = a[gi + j];
    out[gi] = v + priv[(j + 5) & 63];
}
