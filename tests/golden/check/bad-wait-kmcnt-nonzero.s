# ARGS: check %s
# EXIT: 1
# Scalar loads complete out of order: only kmcnt 0 makes the result safe.
s_load_b32 s4, s[0:1], 0x0
s_load_b32 s5, s[0:1], 0x4
s_wait_kmcnt 0x1
s_add_u32 s6, s4, 1
s_endpgm
