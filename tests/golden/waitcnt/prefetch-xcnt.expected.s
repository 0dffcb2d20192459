# ARGS: --passes=waitcnt
# Scalar prefetches are SMEM accesses (kmcnt, and xcnt for their address
# SGPRs), as LLVM 22 counts them: overwriting s8 while the prefetch that
# reads s[8:9] may still translate waits s_wait_xcnt 0x0 (llc-22
# -run-pass si-insert-waitcnts places the same); after s_wait_kmcnt 0x0 the
# second prefetch is complete, so overwriting s4 needs nothing.
.text
.type k,@function
k:
s_prefetch_data s[8:9], 0x0, null, 31
s_wait_xcnt 0x0
s_mov_b32 s8, 0
s_load_b32 s2, s[10:11], 0x0
s_prefetch_data s[4:5], 0x0, null, 31
s_wait_kmcnt 0x0
s_mov_b32 s3, s2
s_mov_b32 s4, 0
s_endpgm
