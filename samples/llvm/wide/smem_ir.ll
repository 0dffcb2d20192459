; smem_ir.ll - silken wide sample (LLVM IR, AMDGPU gfx1250).
;
; Scalar memory shapes: s_buffer_load_b32/b64/b128 through
; llvm.amdgcn.s.buffer.load with constant and uniform offsets (scalar loads
; complete out of order, so a use waits for kmcnt 0 unless one is in
; flight); a uniform loop that reloads from a constant table each
; iteration; scalar loads of different sizes whose results are consumed in
; reverse order, one of them feeding a VMEM store address; and a scalar
; load whose result is the address of the next one.
; Regenerate with scripts/regen-llvm-wide (llc-22).

target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.s.buffer.load.i32(<4 x i32>, i32, i32)
declare <2 x i32> @llvm.amdgcn.s.buffer.load.v2i32(<4 x i32>, i32, i32)
declare <4 x i32> @llvm.amdgcn.s.buffer.load.v4i32(<4 x i32>, i32, i32)

define amdgpu_kernel void @sbuffer_loads(<4 x i32> inreg %rsrc, ptr addrspace(1) noalias %out,
                                         i32 inreg %off) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %a = call i32 @llvm.amdgcn.s.buffer.load.i32(<4 x i32> %rsrc, i32 0, i32 0)
  %b = call <2 x i32> @llvm.amdgcn.s.buffer.load.v2i32(<4 x i32> %rsrc, i32 %off, i32 0)
  %off2 = add i32 %off, 64
  %c = call <4 x i32> @llvm.amdgcn.s.buffer.load.v4i32(<4 x i32> %rsrc, i32 %off2, i32 0)
  ; consume in reverse order of issue
  %c0 = extractelement <4 x i32> %c, i32 0
  %c3 = extractelement <4 x i32> %c, i32 3
  %b1 = extractelement <2 x i32> %b, i32 1
  %x = mul i32 %c0, %tid
  %y = add i32 %x, %c3
  %z = xor i32 %y, %b1
  %w = add i32 %z, %a
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %w, ptr addrspace(1) %o, align 4
  ret void
}

define amdgpu_kernel void @uniform_table_loop(ptr addrspace(4) noalias %tab,
                                              ptr addrspace(1) noalias %io, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr inbounds float, ptr addrspace(1) %io, i32 %tid
  %x0 = load float, ptr addrspace(1) %p, align 4
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %x = phi float [ %x0, %entry ], [ %x.next, %loop ]
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %ka = getelementptr inbounds i32, ptr addrspace(4) %tab, i32 %k
  %k.next = load i32, ptr addrspace(4) %ka, align 4           ; s_load, address from s_load
  %wa = getelementptr inbounds float, ptr addrspace(4) %tab, i32 %i
  %wv = getelementptr inbounds float, ptr addrspace(4) %wa, i32 1024
  %w = load float, ptr addrspace(4) %wv, align 4
  %x.next = call float @llvm.fma.f32(float %x, float %w, float 1.0)
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi float [ %x0, %entry ], [ %x.next, %loop ]
  store float %r, ptr addrspace(1) %p, align 4
  ret void
}

define amdgpu_kernel void @smem_sizes_reverse(ptr addrspace(4) noalias %c,
                                              ptr addrspace(1) noalias %out) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %pa = getelementptr inbounds <8 x i32>, ptr addrspace(4) %c, i32 %wg
  %a = load <8 x i32>, ptr addrspace(4) %pa, align 32
  %pb = getelementptr inbounds i32, ptr addrspace(4) %c, i32 4096
  %b = load i32, ptr addrspace(4) %pb, align 4
  %pc = getelementptr inbounds <2 x i32>, ptr addrspace(4) %c, i32 3000
  %cc = load <2 x i32>, ptr addrspace(4) %pc, align 8
  %c1 = extractelement <2 x i32> %cc, i32 1
  %a7 = extractelement <8 x i32> %a, i32 7
  %a0 = extractelement <8 x i32> %a, i32 0
  %t0 = add i32 %c1, %tid
  %t1 = mul i32 %t0, %b
  %t2 = add i32 %t1, %a7
  %idx = and i32 %a0, 1023
  %gi = add i32 %idx, %tid
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %gi
  store i32 %t2, ptr addrspace(1) %o, align 4
  ret void
}

declare float @llvm.fma.f32(float, float, float)

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,64" }
