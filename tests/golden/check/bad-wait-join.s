# ARGS: check %s
# EXIT: 1
# The load on one path is not waited for after the join.
s_cmp_eq_u32 s2, 0
s_cbranch_scc1 label_skip
global_load_b32 v1, v0, s[0:1]
label_skip:
v_add_f32 v2, v1, v1
s_endpgm
