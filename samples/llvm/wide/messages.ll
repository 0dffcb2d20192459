; Messages that return a value count on kmcnt, as scalar loads do. LLVM 22
; takes messages to complete in order when no scalar load may be pending
; (it waits kmcnt 0x1 for the older of two) and out of order once one may
; be (kmcnt 0x0): the kernel argument load here is waited for or not
; before the messages.
declare i32 @llvm.amdgcn.s.sendmsg.rtn.i32(i32)

; The kernel argument load is waited for before the messages.
define amdgpu_kernel void @messages_in_order(ptr addrspace(1) %out) {
  store volatile i32 0, ptr addrspace(1) %out
  %a = call i32 @llvm.amdgcn.s.sendmsg.rtn.i32(i32 128)
  %b = call i32 @llvm.amdgcn.s.sendmsg.rtn.i32(i32 129)
  %c = add i32 %a, 7
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %c
  store volatile i32 %c, ptr addrspace(1) %out
  store volatile i32 %b, ptr addrspace(1) %p
  ret void
}

; The kernel argument load may still be pending: only kmcnt 0 is safe.
define amdgpu_kernel void @messages_after_load(ptr addrspace(1) %out) {
  %a = call i32 @llvm.amdgcn.s.sendmsg.rtn.i32(i32 128)
  %b = call i32 @llvm.amdgcn.s.sendmsg.rtn.i32(i32 129)
  %c = add i32 %a, 7
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %c
  store volatile i32 %c, ptr addrspace(1) %out
  store volatile i32 %b, ptr addrspace(1) %p
  ret void
}

; In a loop, after the load was waited for on the way in.
define amdgpu_kernel void @messages_in_loop(ptr addrspace(1) %out, i32 %n) {
entry:
  store volatile i32 %n, ptr addrspace(1) %out
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %a = call i32 @llvm.amdgcn.s.sendmsg.rtn.i32(i32 128)
  %b = call i32 @llvm.amdgcn.s.sendmsg.rtn.i32(i32 129)
  %c = add i32 %a, %i
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %c
  store volatile i32 %b, ptr addrspace(1) %p
  %i1 = add i32 %i, 1
  %d = icmp ult i32 %i1, %n
  br i1 %d, label %loop, label %exit
exit:
  ret void
}
