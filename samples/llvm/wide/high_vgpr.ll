; high_vgpr.ll - silken wide sample (LLVM IR, AMDGPU gfx1250).
;
; Register pressure beyond 256 VGPRs: gfx1250 addresses VGPRs 256-1023
; through the s_set_vgpr_msb window, so a kernel that keeps 272 loaded
; floats live (17 <16 x float> loads; every element is scaled by a factor
; computed from the first and the last vector, so all of them wait in
; registers for it) makes LLVM switch the MSB fields between loads, waits,
; VALU and stores. "amdgpu-waves-per-eu"="1,1"
; lets it use the whole register file. Written in IR (not OpenCL C) so that
; clang's __clang_ocl_kern_imp_ twin does not double the output.
; Regenerate with scripts/regen-llvm-wide (llc-22).

target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>)

define amdgpu_kernel void @vgpr_normalise(ptr addrspace(1) noalias %in,
                                          ptr addrspace(1) noalias %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %wgb = shl i32 %wg, 5
  %gi = add i32 %wgb, %tid
  %base = mul i32 %gi, 17
  %i0 = add i32 %base, 0
  %p0 = getelementptr inbounds <16 x float>, ptr addrspace(1) %in, i32 %i0
  %v0 = load <16 x float>, ptr addrspace(1) %p0, align 64
  %i1 = add i32 %base, 1
  %p1 = getelementptr inbounds <16 x float>, ptr addrspace(1) %in, i32 %i1
  %v1 = load <16 x float>, ptr addrspace(1) %p1, align 64
  %i2 = add i32 %base, 2
  %p2 = getelementptr inbounds <16 x float>, ptr addrspace(1) %in, i32 %i2
  %v2 = load <16 x float>, ptr addrspace(1) %p2, align 64
  %i3 = add i32 %base, 3
  %p3 = getelementptr inbounds <16 x float>, ptr addrspace(1) %in, i32 %i3
  %v3 = load <16 x float>, ptr addrspace(1) %p3, align 64
  %i4 = add i32 %base, 4
  %p4 = getelementptr inbounds <16 x float>, ptr addrspace(1) %in, i32 %i4
  %v4 = load <16 x float>, ptr addrspace(1) %p4, align 64
  %i5 = add i32 %base, 5
  %p5 = getelementptr inbounds <16 x float>, ptr addrspace(1) %in, i32 %i5
  %v5 = load <16 x float>, ptr addrspace(1) %p5, align 64
  %i6 = add i32 %base, 6
  %p6 = getelementptr inbounds <16 x float>, ptr addrspace(1) %in, i32 %i6
  %v6 = load <16 x float>, ptr addrspace(1) %p6, align 64
  %i7 = add i32 %base, 7
  %p7 = getelementptr inbounds <16 x float>, ptr addrspace(1) %in, i32 %i7
  %v7 = load <16 x float>, ptr addrspace(1) %p7, align 64
  %i8 = add i32 %base, 8
  %p8 = getelementptr inbounds <16 x float>, ptr addrspace(1) %in, i32 %i8
  %v8 = load <16 x float>, ptr addrspace(1) %p8, align 64
  %i9 = add i32 %base, 9
  %p9 = getelementptr inbounds <16 x float>, ptr addrspace(1) %in, i32 %i9
  %v9 = load <16 x float>, ptr addrspace(1) %p9, align 64
  %i10 = add i32 %base, 10
  %p10 = getelementptr inbounds <16 x float>, ptr addrspace(1) %in, i32 %i10
  %v10 = load <16 x float>, ptr addrspace(1) %p10, align 64
  %i11 = add i32 %base, 11
  %p11 = getelementptr inbounds <16 x float>, ptr addrspace(1) %in, i32 %i11
  %v11 = load <16 x float>, ptr addrspace(1) %p11, align 64
  %i12 = add i32 %base, 12
  %p12 = getelementptr inbounds <16 x float>, ptr addrspace(1) %in, i32 %i12
  %v12 = load <16 x float>, ptr addrspace(1) %p12, align 64
  %i13 = add i32 %base, 13
  %p13 = getelementptr inbounds <16 x float>, ptr addrspace(1) %in, i32 %i13
  %v13 = load <16 x float>, ptr addrspace(1) %p13, align 64
  %i14 = add i32 %base, 14
  %p14 = getelementptr inbounds <16 x float>, ptr addrspace(1) %in, i32 %i14
  %v14 = load <16 x float>, ptr addrspace(1) %p14, align 64
  %i15 = add i32 %base, 15
  %p15 = getelementptr inbounds <16 x float>, ptr addrspace(1) %in, i32 %i15
  %v15 = load <16 x float>, ptr addrspace(1) %p15, align 64
  %i16 = add i32 %base, 16
  %p16 = getelementptr inbounds <16 x float>, ptr addrspace(1) %in, i32 %i16
  %v16 = load <16 x float>, ptr addrspace(1) %p16, align 64
  ; the scale comes from the first and the last vector, loaded last
  %ends = fadd <16 x float> %v0, %v16
  %t = call float @llvm.vector.reduce.fadd.v16f32(float 0.0, <16 x float> %ends)
  %r = fdiv float 1.0, %t
  %rv0 = insertelement <16 x float> poison, float %r, i32 0
  %rv = shufflevector <16 x float> %rv0, <16 x float> poison, <16 x i32> zeroinitializer
  %o0 = fmul <16 x float> %v0, %rv
  %q0 = getelementptr inbounds <16 x float>, ptr addrspace(1) %out, i32 %i0
  store <16 x float> %o0, ptr addrspace(1) %q0, align 64
  %o1 = fmul <16 x float> %v1, %rv
  %q1 = getelementptr inbounds <16 x float>, ptr addrspace(1) %out, i32 %i1
  store <16 x float> %o1, ptr addrspace(1) %q1, align 64
  %o2 = fmul <16 x float> %v2, %rv
  %q2 = getelementptr inbounds <16 x float>, ptr addrspace(1) %out, i32 %i2
  store <16 x float> %o2, ptr addrspace(1) %q2, align 64
  %o3 = fmul <16 x float> %v3, %rv
  %q3 = getelementptr inbounds <16 x float>, ptr addrspace(1) %out, i32 %i3
  store <16 x float> %o3, ptr addrspace(1) %q3, align 64
  %o4 = fmul <16 x float> %v4, %rv
  %q4 = getelementptr inbounds <16 x float>, ptr addrspace(1) %out, i32 %i4
  store <16 x float> %o4, ptr addrspace(1) %q4, align 64
  %o5 = fmul <16 x float> %v5, %rv
  %q5 = getelementptr inbounds <16 x float>, ptr addrspace(1) %out, i32 %i5
  store <16 x float> %o5, ptr addrspace(1) %q5, align 64
  %o6 = fmul <16 x float> %v6, %rv
  %q6 = getelementptr inbounds <16 x float>, ptr addrspace(1) %out, i32 %i6
  store <16 x float> %o6, ptr addrspace(1) %q6, align 64
  %o7 = fmul <16 x float> %v7, %rv
  %q7 = getelementptr inbounds <16 x float>, ptr addrspace(1) %out, i32 %i7
  store <16 x float> %o7, ptr addrspace(1) %q7, align 64
  %o8 = fmul <16 x float> %v8, %rv
  %q8 = getelementptr inbounds <16 x float>, ptr addrspace(1) %out, i32 %i8
  store <16 x float> %o8, ptr addrspace(1) %q8, align 64
  %o9 = fmul <16 x float> %v9, %rv
  %q9 = getelementptr inbounds <16 x float>, ptr addrspace(1) %out, i32 %i9
  store <16 x float> %o9, ptr addrspace(1) %q9, align 64
  %o10 = fmul <16 x float> %v10, %rv
  %q10 = getelementptr inbounds <16 x float>, ptr addrspace(1) %out, i32 %i10
  store <16 x float> %o10, ptr addrspace(1) %q10, align 64
  %o11 = fmul <16 x float> %v11, %rv
  %q11 = getelementptr inbounds <16 x float>, ptr addrspace(1) %out, i32 %i11
  store <16 x float> %o11, ptr addrspace(1) %q11, align 64
  %o12 = fmul <16 x float> %v12, %rv
  %q12 = getelementptr inbounds <16 x float>, ptr addrspace(1) %out, i32 %i12
  store <16 x float> %o12, ptr addrspace(1) %q12, align 64
  %o13 = fmul <16 x float> %v13, %rv
  %q13 = getelementptr inbounds <16 x float>, ptr addrspace(1) %out, i32 %i13
  store <16 x float> %o13, ptr addrspace(1) %q13, align 64
  %o14 = fmul <16 x float> %v14, %rv
  %q14 = getelementptr inbounds <16 x float>, ptr addrspace(1) %out, i32 %i14
  store <16 x float> %o14, ptr addrspace(1) %q14, align 64
  %o15 = fmul <16 x float> %v15, %rv
  %q15 = getelementptr inbounds <16 x float>, ptr addrspace(1) %out, i32 %i15
  store <16 x float> %o15, ptr addrspace(1) %q15, align 64
  %o16 = fmul <16 x float> %v16, %rv
  %q16 = getelementptr inbounds <16 x float>, ptr addrspace(1) %out, i32 %i16
  store <16 x float> %o16, ptr addrspace(1) %q16, align 64
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="32,32" "amdgpu-waves-per-eu"="1,1" }
