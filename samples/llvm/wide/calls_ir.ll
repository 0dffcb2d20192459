; calls_ir.ll - silken wide sample (LLVM IR, AMDGPU gfx1250).
;
; Call shapes OpenCL C cannot write: an indirect call through a function
; pointer loaded from memory (s_swap_pc_i64 on a loaded SGPR pair, kmcnt);
; a sibling tail call (s_set_pc_i64 to another function, not a return);
; a callee that returns while its own store is outstanding and a value
; loaded from memory in v0; a callee with a loop and two return paths; and
; a kernel that passes a value still being loaded as a call argument.
; Regenerate with scripts/regen-llvm-wide (llc-22).

target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()

define hidden i32 @add_loaded(ptr addrspace(1) %p, i32 %i) #0 {
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %i
  %v = load i32, ptr addrspace(1) %q, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr addrspace(1) %q, align 4
  %r = getelementptr inbounds i32, ptr addrspace(1) %q, i32 64
  %u = load i32, ptr addrspace(1) %r, align 4
  ret i32 %u
}

define hidden i32 @mul_loaded(ptr addrspace(1) %p, i32 %i) #0 {
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %i
  %v = load i32, ptr addrspace(1) %q, align 4
  %m = mul i32 %v, %i
  ret i32 %m
}

; tail call: the result of @add_loaded is this function's result
define hidden i32 @forward(ptr addrspace(1) %p, i32 %i) #0 {
  %j = shl i32 %i, 1
  %r = tail call i32 @add_loaded(ptr addrspace(1) %p, i32 %j)
  ret i32 %r
}

define hidden i32 @search(ptr addrspace(1) %p, i32 %n, i32 %key) #0 {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %notfound

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %cont ]
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %i
  %v = load i32, ptr addrspace(1) %q, align 4
  %hit = icmp eq i32 %v, %key
  br i1 %hit, label %found, label %cont

cont:
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %notfound

found:
  %q2 = getelementptr inbounds i32, ptr addrspace(1) %q, i32 1
  %v2 = load i32, ptr addrspace(1) %q2, align 4
  ret i32 %v2

notfound:
  ret i32 -1
}

; indirect call through a table of function pointers in global memory
define amdgpu_kernel void @indirect_call(ptr addrspace(1) noalias %tab, ptr addrspace(1) %data,
                                         ptr addrspace(1) noalias %out, i32 %sel) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %fp.addr = getelementptr inbounds ptr, ptr addrspace(1) %tab, i32 %sel
  %fp = load ptr, ptr addrspace(1) %fp.addr, align 8
  %r = call i32 %fp(ptr addrspace(1) %data, i32 %tid)
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %o, align 4
  ret void
}

; a call argument that is still being loaded, and a result used at once
define amdgpu_kernel void @call_with_loaded_arg(ptr addrspace(1) noalias %idx,
                                                ptr addrspace(1) %data,
                                                ptr addrspace(1) noalias %out, i32 %n) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %ia = getelementptr inbounds i32, ptr addrspace(1) %idx, i32 %tid
  %i = load i32, ptr addrspace(1) %ia, align 4
  %k = load i32, ptr addrspace(1) %idx, align 4
  %a = call i32 @forward(ptr addrspace(1) %data, i32 %i)
  %b = call i32 @search(ptr addrspace(1) %data, i32 %n, i32 %k)
  %c = call i32 @mul_loaded(ptr addrspace(1) %data, i32 %a)
  %s = add i32 %b, %c
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %s, ptr addrspace(1) %o, align 4
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,64" }
