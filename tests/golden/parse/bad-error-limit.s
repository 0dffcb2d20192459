# ARGS: --passes= --error-limit=2
# EXIT: 1
# Four bad lines; the limit stops after two.
  v_add_f32 v0, v1 v2
  v_add_f32 v0, v1 v3
  v_add_f32 v0, v1 v4
  v_add_f32 v0, v1 v5
