# ARGS: --passes=schedule
# The VALU between the WMMA and the VALU reading its result give the four
# slots H1 requires (f16 WMMA -> VALU). The scheduler would issue them all
# while the WMMA waits for the multiply: faster by the cycle model, but the
# pair would be left with no slot. The region stays as written.
.text
v_mul_lo_u32 v8, v60, v61
v_wmma_f32_16x16x32_f16 v[0:7], v[8:15], v[16:23], v[0:7]
v_add_f32 v30, v31, v32
v_add_f32 v33, v34, v35
v_add_f32 v36, v37, v38
v_add_f32 v39, v40, v41
v_add_f32 v42, v43, v44
v_add_f32 v45, v46, v47
v_add_f32 v48, v49, v50
v_add_f32 v51, v52, v53
v_add_f32 v20, v0, v1
v_add_f32 v21, v20, v20
s_endpgm
