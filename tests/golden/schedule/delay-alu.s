# ARGS: --passes=schedule --schedule-regenerate-delay-alu=false
# With --schedule-regenerate-delay-alu=false the instructions an s_delay_alu names (the VALU_DEP_2 producer before it
# and the consumer after it) keep their places; the rest may move.
.text
v_add_f32 v1, v2, v3
v_mul_f32 v4, v5, v5
s_delay_alu instid0(VALU_DEP_2)
v_add_f32 v6, v1, v1
v_mul_lo_u32 v7, v8, v9
v_add_nc_u32 v10, v7, v7
v_add_f32 v11, v12, v13
v_mov_b32 v14, 0
s_endpgm
