# ARGS: --passes=schedule
# Two FLAT loads, the second overwriting the first's address, sit in two
# XNACK replay groups: the VALU between them ends the first. Issuing both
# loads first is faster by the cycle model, but joins them into one group
# in which a non-atomic FLAT overwrites a source of the group (H11,
# gfx1250-scheduling.md). No rule of the hazard model sees that; the
# replay-pair comparison does, on a path with nothing else to check. The
# region stays as written.
.text
flat_load_b32 v1, v[2:3]
v_add_f32 v10, v11, v12
v_mul_f32 v13, v11, v12
flat_load_b32 v2, v[4:5]
s_wait_loadcnt_dscnt 0x0
v_add_f32 v20, v1, v2
flat_store_b32 v[6:7], v20
s_endpgm
