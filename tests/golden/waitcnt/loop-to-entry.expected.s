# ARGS: --passes=waitcnt
# A loop back to the first block: its entry state joins the back edge too,
# so the load of the next iteration waits for the one still writing v1.
.L0:
s_wait_loadcnt 0x0
global_load_b32 v1, v0, s[0:1]
v_add_f32 v2, v3, v3
s_cbranch_scc1 .L0
s_endpgm
