# ARGS: --passes=schedule --schedule-mca-check=false
# The input leaves the WMMA -> VALU pair (H1, four slots) with none. A
# candidate order that leaves it no worse (the load it moves between them
# is no VALU slot) is taken: the pass never adds an unsatisfied pair, and
# one the input has is the input's (the candidate is compared with the
# written order only when it leaves something unsatisfied).
.text
v_wmma_f32_16x16x32_f16 v[0:7], v[8:15], v[16:23], v[0:7]
v_add_f32 v20, v0, v1
global_load_b32 v40, v[50:51], off
s_endpgm
