# ARGS: check %s
# Overwriting the address register of an outstanding store: LLVM 22 waits
# on xcnt, AMD's hazard rule does not (ordered global traffic), so only a
# warning in its own category; --xcnt=hazard drops it (ok-xcnt-hazard.s).
global_store_b32 v1, v2, s[0:1]
v_mov_b32 v1, 0
s_endpgm
