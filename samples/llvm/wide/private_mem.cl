// private_mem.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Private (scratch) memory: a dynamically indexed private array
// (scratch_store / scratch_load, loadcnt and storecnt) shuffled by loaded
// indices, and a private stack used by an iterative tree walk over a global
// node array.
#include "wide.h"

#define WG 64

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void private_dynamic(__global const int *restrict in, __global const int *restrict perm,
                     __global int *restrict out, int n)
{
    int gi = GLOBAL_ID(0, WG);
    int a[96];
    for (int i = 0; i < 96; i++)
        a[i] = in[gi * 96 + i];
    for (int i = 0; i < n; i++) {
        int j = perm[i] % 96, k = perm[i + 1] % 96;
        int t = a[k]; a[k] = a[j]; a[j] = t;
    }
    int s = 0;
    for (int i = 0; i < n; i++)
        s = s * 31 + a[perm[i + 2] % 96];
    out[gi] = s;
}

typedef struct { int left, right; float value; int pad; } node_t;

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void private_stack_walk(__global const node_t *restrict nodes, __global float *restrict out,
                        __global const int *restrict roots)
{
    int gi = GLOBAL_ID(0, WG);
    int stack[16];
    int sp = 0;
    stack[sp++] = roots[gi];
    float acc = 0.0f;
    while (sp > 0 && sp < 16) {
        int n = stack[--sp];
        node_t nd = nodes[n];
        acc += nd.value;
        if (nd.left >= 0) stack[sp++] = nd.left;
        if (nd.right >= 0 && sp < 16) stack[sp++] = nd.right;
    }
    out[gi] = acc;
}
