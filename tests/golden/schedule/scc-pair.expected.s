# ARGS: --passes=schedule --schedule-mca-check=false
# s_cmp / s_cselect share SCC: the other SCC writer (s_add_co_u32) never
# lands between them, while the scalar load moves to the front.
.text
s_load_b32 s8, s[10:11], 0x0
s_cmp_eq_u32 s0, 0
s_cselect_b32 s1, 1, 0
s_add_co_u32 s2, s3, s4
s_add_co_u32 s5, s2, s2
s_endpgm
