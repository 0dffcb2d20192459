# ARGS: check -Wno-xcnt-llvm %s
# The LLVM-only xcnt finding of warn-xcnt-llvm.s, silenced by its category.
global_store_b32 v1, v2, s[0:1]
v_mov_b32 v1, 0
s_endpgm
