# ARGS: --passes=schedule
# A region no order makes faster stays as written, its hints too (even the
# instskip one, byte for byte).
.text
v_add_f32 v1, v2, v3
s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
v_mul_f32 v4, v1, v1
v_add_f32   v5, v4, v4    // trailing comment kept
s_endpgm
