# ARGS: --passes= --remove-instructions=s_setprio
# Ablation: the kernel without its s_setprio (all three, one after a label on
# the same line). Nothing else runs; every other line keeps its bytes.
.text
.type k,@function
k:
	v_wmma_f32_16x16x32_f16 v[0:7], v[8:15], v[16:23], v[0:7]
.Ltail: 
	global_store_b128 v24, v[0:3], s[0:1]
	s_endpgm
