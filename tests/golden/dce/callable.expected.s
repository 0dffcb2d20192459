# ARGS: --passes=dce
# A callable function: at its return every register the caller can see is
# live, so the writes before it stay (the calling convention is not
# modelled register by register; docs/dce.md).
.text
.globl f
.type f,@function
f:
s_mov_b32 s4, 1
v_mov_b32 v0, 2
s_setpc_b64 s[30:31]
