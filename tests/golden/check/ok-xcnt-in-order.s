# ARGS: check %s
# A load waited for through the translation of a younger one: the store's
# address may be overwritten once the younger load is complete.
global_store_b32 v1, v2, s[0:1]
global_load_b32 v3, v0, s[0:1]
s_wait_loadcnt 0x0
v_mov_b32 v1, 0
s_endpgm
