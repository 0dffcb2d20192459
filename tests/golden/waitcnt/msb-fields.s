# ARGS: --passes=waitcnt
# The s_set_vgpr_msb field of an operand is the one llvm-objdump-22 shows
# moving it (isa/gfx1250-msb-fields.def): a buffer store's data uses the
# dst field, so with 0x40 in force it reads v261, which the load writes.
s_set_vgpr_msb 0x40
global_load_b32 v5, v0, s[0:1]
buffer_store_b32 v5, v0, s[4:7], null offen
s_endpgm
