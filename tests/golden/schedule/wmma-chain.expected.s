# ARGS: --passes=schedule
# Two WMMAs accumulating into v[0:7] (a C chain) and a third one keep their
# order; the independent VALU may still move into their shadow.
.text
v_wmma_f32_16x16x32_f16 v[0:7], v[8:15], v[16:23], v[0:7]
v_add_f32 v50, v51, v52
v_add_f32 v53, v54, v55
v_wmma_f32_16x16x32_f16 v[0:7], v[24:31], v[32:39], v[0:7]
v_wmma_f32_16x16x32_f16 v[40:47], v[24:31], v[32:39], v[40:47]
s_endpgm
