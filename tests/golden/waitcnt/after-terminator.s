# ARGS: --passes=waitcnt
# Data after a return, in the same block and with no label, never runs:
# it needs no wait. A wait put before it was an instruction after the
# terminator, a block of its own (unreached, so entered with the caller's
# operations pending) the next time the file was read: a second run added
# two more waits there (found by the pipeline fuzzer).
.text
.globl f
.type f,@function
f:
	global_load_b32 v1, v0, s[0:1]
	s_set_pc_i64 s[30:31]
	.long 0x12345678
