# ARGS: --passes=schedule --schedule-mca-check=false
# VALU on either side of an EXEC write stays on its side; the load after
# it may move up only as far as the EXEC write it reads.
.text
v_add_f32 v1, v2, v3
v_mul_f32 v4, v1, v1
s_mov_b32 exec_lo, s0
global_load_b32 v9, v[10:11], off
v_add_f32 v5, v6, v7
v_mul_f32 v8, v5, v5
s_endpgm
