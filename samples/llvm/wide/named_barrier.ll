; named_barrier.ll - silken wide sample (LLVM IR, AMDGPU gfx1250).
;
; Named barriers (gfx1250 has 16 besides the workgroup barrier), which
; OpenCL C cannot declare: LDS globals of type target("amdgcn.named.barrier")
; used through llvm.amdgcn.s.barrier.init / join / signal.var / leave and
; llvm.amdgcn.s.barrier.wait(1), llvm.amdgcn.s.get.named.barrier.state
; (its result arrives in an SGPR on kmcnt), and LDS producer/consumer traffic
; between two halves of a work-group that each join their own barrier.
; The fences around them are LLVM's workgroup release/acquire fences.
; Regenerate with scripts/regen-llvm-wide (llc-22).

target triple = "amdgcn-amd-amdhsa"

@bar_a = internal addrspace(3) global target("amdgcn.named.barrier", 0) poison
@bar_b = internal addrspace(3) global target("amdgcn.named.barrier", 0) poison
@bars = internal addrspace(3) global [2 x target("amdgcn.named.barrier", 0)] poison
@buf = internal addrspace(3) global [256 x i32] poison, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier.init(ptr addrspace(3), i32)
declare void @llvm.amdgcn.s.barrier.join(ptr addrspace(3))
declare void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3), i32)
declare void @llvm.amdgcn.s.barrier.leave(i16)
declare void @llvm.amdgcn.s.barrier.wait(i16)
declare void @llvm.amdgcn.s.barrier.signal(i32)
declare i32 @llvm.amdgcn.s.get.named.barrier.state(ptr addrspace(3))
declare i32 @llvm.amdgcn.s.get.barrier.state(i32)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)

; Producer half (waves 0-3) writes LDS, consumer half (waves 4-7) reads it;
; both halves meet at @bar_a with a member count of 8 waves.
define amdgpu_kernel void @named_producer_consumer(ptr addrspace(1) noalias %in,
                                                   ptr addrspace(1) noalias %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %wave = lshr i32 %tid, 5
  %wave.u = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %wave)
  %is.first = icmp eq i32 %wave.u, 0
  br i1 %is.first, label %init, label %joined

init:
  call void @llvm.amdgcn.s.barrier.init(ptr addrspace(3) @bar_a, i32 8)
  br label %joined

joined:
  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) @bar_a)
  %lane = and i32 %tid, 127
  %is.prod = icmp ult i32 %wave.u, 4
  %gofs = mul i32 %wg, 256
  %gidx = add i32 %gofs, %tid
  br i1 %is.prod, label %produce, label %consume

produce:
  %src = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %gidx
  %v = load i32, ptr addrspace(1) %src, align 4
  %v2 = mul i32 %v, 3
  %slot = getelementptr inbounds [256 x i32], ptr addrspace(3) @buf, i32 0, i32 %lane
  store i32 %v2, ptr addrspace(3) %slot, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @bar_a, i32 8)
  call void @llvm.amdgcn.s.barrier.wait(i16 1)
  br label %done

consume:
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @bar_a, i32 8)
  call void @llvm.amdgcn.s.barrier.wait(i16 1)
  fence syncscope("workgroup") acquire
  %rslot = getelementptr inbounds [256 x i32], ptr addrspace(3) @buf, i32 0, i32 %lane
  %r = load i32, ptr addrspace(3) %rslot, align 4
  %dst = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %gidx
  store i32 %r, ptr addrspace(1) %dst, align 4
  br label %done

done:
  call void @llvm.amdgcn.s.barrier.leave(i16 1)
  ret void
}

; Two barriers from an array, a state query whose result (an SGPR written
; by s_get_barrier_state, kmcnt) picks the store address, and a workgroup
; barrier signal whose state is read back too.
define amdgpu_kernel void @named_array_state(ptr addrspace(1) noalias %out,
                                             ptr addrspace(1) noalias %in, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %b1 = getelementptr inbounds [2 x target("amdgcn.named.barrier", 0)], ptr addrspace(3) @bars, i32 0, i32 1
  call void @llvm.amdgcn.s.barrier.init(ptr addrspace(3) @bars, i32 4)
  call void @llvm.amdgcn.s.barrier.init(ptr addrspace(3) %b1, i32 4)
  %odd = and i32 %tid, 32
  %odd.u = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %odd)
  %w = icmp eq i32 %odd.u, 0
  %src = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid
  %x = load i32, ptr addrspace(1) %src, align 4
  br i1 %w, label %even, label %oddb

even:
  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) @bars)
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @bars, i32 4)
  br label %merge

oddb:
  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) %b1)
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) %b1, i32 4)
  br label %merge

merge:
  call void @llvm.amdgcn.s.barrier.wait(i16 1)
  %st0 = call i32 @llvm.amdgcn.s.get.named.barrier.state(ptr addrspace(3) @bars)
  %st1 = call i32 @llvm.amdgcn.s.get.named.barrier.state(ptr addrspace(3) %b1)
  call void @llvm.amdgcn.s.barrier.signal(i32 -1)
  %st2 = call i32 @llvm.amdgcn.s.get.barrier.state(i32 -1)
  call void @llvm.amdgcn.s.barrier.wait(i16 -1)
  %s01 = add i32 %st0, %st1
  %s = xor i32 %s01, %st2
  %idx = and i32 %s, 1023
  %dst = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %idx
  %y = add i32 %x, %tid
  store i32 %y, ptr addrspace(1) %dst, align 4
  ret void
}

; A loop that re-signals @bar_b each iteration around an LDS update.
define amdgpu_kernel void @named_loop(ptr addrspace(1) noalias %io, i32 %iters) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  call void @llvm.amdgcn.s.barrier.init(ptr addrspace(3) @bar_b, i32 2)
  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) @bar_b)
  %p = getelementptr inbounds i32, ptr addrspace(1) %io, i32 %tid
  %x0 = load i32, ptr addrspace(1) %p, align 4
  %slot = getelementptr inbounds [256 x i32], ptr addrspace(3) @buf, i32 0, i32 %tid
  %nb = xor i32 %tid, 1
  %nslot = getelementptr inbounds [256 x i32], ptr addrspace(3) @buf, i32 0, i32 %nb
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %x = phi i32 [ %x0, %entry ], [ %x.next, %loop ]
  store i32 %x, ptr addrspace(3) %slot, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @bar_b, i32 2)
  call void @llvm.amdgcn.s.barrier.wait(i16 1)
  fence syncscope("workgroup") acquire
  %y = load i32, ptr addrspace(3) %nslot, align 4
  %x.next = add i32 %x, %y
  %i.next = add i32 %i, 1
  %c = icmp ult i32 %i.next, %iters
  br i1 %c, label %loop, label %exit

exit:
  store i32 %x.next, ptr addrspace(1) %p, align 4
  call void @llvm.amdgcn.s.barrier.leave(i16 1)
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,256" }
