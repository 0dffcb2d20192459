# ARGS: --passes=schedule --schedule-latency=valu=0,salu
# EXIT: 1
# Each item must be CLASS=N with N from 1 to 65535.
v_add_f32 v1, v2, v3
