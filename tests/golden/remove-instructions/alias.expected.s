# ARGS: --passes= --remove-instructions=s_add_u32,v_add_f32_e32
# Names resolve like the parser's mnemonics: the alias s_add_u32 names
# s_add_co_u32 (written either way), v_add_f32_e32 names v_add_f32 in any
# encoding; v_add_nc_u32 stays.
.text
.type k,@function
k:
	v_add_nc_u32 v10, v11, v12
	s_endpgm
