# ARGS: --passes=peephole
# The move has one VALU slot (the WMMA; v_nop is not counted) before it in
# the function's first block: whatever runs before the function may need
# it as the distance of a hazard (the longest is 9 slots). Refused.
v_wmma_f32_16x16x32_bf16 v[0:7], v[8:15], v[16:23], v[0:7]
v_nop
v_nop
v_nop
v_nop
v_mov_b32 v24, v0
v_cvt_pk_bf16_f32 v24, v24, v25
global_store_b32 v[40:41], v24, off
s_endpgm
