# ARGS: check %s
# EXIT: 1
# The release store follows a writeback that may not be complete.
global_store_b32 v0, v3, s[0:1]
global_wb scope:SCOPE_DEV
global_store_b32 v0, v1, s[0:1] offset:32 scope:SCOPE_DEV
s_endpgm
