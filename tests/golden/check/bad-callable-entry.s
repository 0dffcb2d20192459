# ARGS: check %s
# EXIT: 1
# A callable function reads v3 before the caller's loads are known done.
.text
.type helper,@function
helper:
	v_mov_b32_e32 v4, v3
	s_set_pc_i64 s[30:31]
