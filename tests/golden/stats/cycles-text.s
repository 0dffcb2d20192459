# ARGS: stats --cycles %s
# silken's cycle estimate per block (docs/cycle-model.md): a WMMA with VALU
# in its co-execution window, an LDS load waited for, an s_nop.
	.text
	.type	k,@function
k:
	v_wmma_f32_16x16x32_bf16 v[0:7], v[8:15], v[16:23], v[0:7]
	v_add_f32 v30, v31, v32
	v_add_f32 v33, v31, v32
	ds_load_b32 v40, v41
	s_wait_dscnt 0x0
	v_add_f32 v42, v40, v0
	s_nop 3
	s_cbranch_scc1 .Lnext
.Lnext:
	s_endpgm
