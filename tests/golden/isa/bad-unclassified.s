# ARGS: isa %s
# EXIT: 1
	v_fooo_f32 v1, v2
