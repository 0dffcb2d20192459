# ARGS: check --xcnt=off %s
# Without XNACK replay the source overwrite is not checked.
global_store_b32 v1, v2, s[0:1]
v_mov_b32 v1, 0
s_endpgm
