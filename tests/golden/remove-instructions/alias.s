# ARGS: --passes= --remove-instructions=s_add_u32,v_add_f32_e32
# Names resolve like the parser's mnemonics: the alias s_add_u32 names
# s_add_co_u32 (written either way), v_add_f32_e32 names v_add_f32 in any
# encoding; v_add_nc_u32 stays.
.text
.type k,@function
k:
	s_add_u32 s0, s0, 4
	s_add_co_u32 s1, s1, 8
	v_add_f32 v1, v2, v3
	v_add_f32_e64 v4, v5, v6
	V_ADD_F32_E32 v7, v8, v9
	v_add_nc_u32 v10, v11, v12
	s_endpgm
