# ARGS: --passes=schedule --schedule-latency=vlau=6
# EXIT: 1
# An unknown instruction class is an error with a "did you mean" note.
v_add_f32 v1, v2, v3
