# ARGS: check %s
# EXIT: 1
# Overwriting the address register of an outstanding store (WAR on xcnt).
global_store_b32 v1, v2, s[0:1]
v_mov_b32 v1, 0
s_endpgm
