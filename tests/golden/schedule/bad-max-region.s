# ARGS: --passes=schedule --schedule-max-region=many
# EXIT: 2
v_add_f32 v1, v2, v3
