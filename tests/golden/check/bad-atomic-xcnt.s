# ARGS: check %s
# EXIT: 1
# An atomic issued while a non-atomic store's translation may be in flight.
global_store_b32 v0, v3, s[0:1]
global_atomic_add_u32 v0, v1, s[2:3] scope:SCOPE_DEV
s_endpgm
