# ARGS: check --xcnt=hazard %s
# Under the hazard policy an overwrite of a store's source needs no xcnt.
global_store_b32 v1, v2, s[0:1]
v_mov_b32 v1, 0
s_endpgm
