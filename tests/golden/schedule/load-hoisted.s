# ARGS: --passes=schedule --schedule-mca-check=false
# (--schedule-mca-check=false: llvm-mca-22 completes results in order, so
# in its view every instruction after a hoisted load waits for the load;
# docs/schedule.md.)
# A global load issued after independent VALU work moves to the front of
# its region: its 320-cycle latency then overlaps the VALU chain.
.text
v_add_f32 v1, v2, v3
v_mul_f32 v4, v1, v1
v_add_f32 v5, v4, v4
global_load_b32 v8, v[10:11], off
s_endpgm
