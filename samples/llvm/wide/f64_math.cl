// f64_math.cl - silken wide sample (OpenCL C 2.0, AMDGPU gfx1250).
//
// Double precision: IEEE division (v_div_scale/v_div_fmas/v_div_fixup with
// VCC) and sqrt (v_rsq_f64 refinement) of loaded values, and a Newton
// iteration (fma only) that runs until a data-dependent convergence test,
// with a second output written after the loop.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#include "wide.h"

#define WG 64

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void f64_div_sqrt(__global const double *restrict a, __global const double *restrict b,
                  __global double *restrict q, __global double *restrict r)
{
    uint i = GLOBAL_ID(0, WG);
    double x = a[i], y = b[i];
    q[i] = x / y;
    r[i] = sqrt(fabs(x)) + sqrt(y * y + 1.0);
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void f64_newton_rsqrt(__global const double *restrict in, __global double *restrict out,
                      __global uint *restrict iters)
{
    // x <- x * (1.5 - 0.5 * a * x * x) until it stops changing (fma only)
    uint i = GLOBAL_ID(0, WG);
    double a = in[i], x = 1.0 / (1.0 + a);
    uint n = 0;
    while (n < 50) {
        double nx = x * fma(-0.5 * a, x * x, 1.5);
        n++;
        if (fabs(nx - x) < 1e-15 * fabs(nx)) { x = nx; break; }
        x = nx;
    }
    out[i] = x;
    iters[i] = n;
}
