# ARGS: check %s
# A ds_load while this wave's tensor_load_to_lds may still be filling LDS,
# with no s_wait_tensorcnt between, and addresses silken cannot read: a
# warning in its own category [-Wlds-dma], not an error (a double-buffered
# loop reads one buffer while the other fills), exit 0.
.text
.type k,@function
k:
s_load_b128 s[0:3], s[8:9], 0x0
s_load_b256 s[12:19], s[8:9], 0x10
s_wait_kmcnt 0x0
tensor_load_to_lds s[0:3], s[12:19]
ds_load_b32 v1, v0
s_wait_dscnt 0x0
global_store_b32 v2, v1, s[4:5]
s_endpgm
