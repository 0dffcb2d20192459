// Instances scripts/check_isa_defuse.py compares besides one of every corpus
// and sample mnemonic: mnemonics the corpus lacks, and operand shapes its
// instance hides (a destination that is also a source hides a tied input).
// Keyed "probe:MNEMONIC"; disagreements are listed in isa/README.md like
// the others. One instruction a line, as llvm-mc-22 accepts it.
s_mulk_i32 s2, 0x100
s_cmovk_i32 s2, 0x100
s_addk_co_i32 s2, 0x100
s_round_mode 0x1
s_denorm_mode 0x1
s_setreg_b32 hwreg(HW_REG_MODE, 0, 2), s0
s_sendmsghalt sendmsg(MSG_DEALLOC_VGPRS)
s_barrier_signal_isfirst m0
s_movreld_b32 s1, s2
v_cvt_pk_bf8_f32 v224, v160, v161
v_cvt_sr_fp8_f32 v224, v160, v161
v_cvt_sr_bf8_f32 v224, v160, v161
v_cvt_sr_pk_f16_f32 v1, v2, v3, v4
v_div_fmas_f32 v1, v2, v3, v4
v_cndmask_b32_e32 v4, v5, v6, vcc_lo
v_permlane16_b32 v1, v2, s0, s1
v_movrels_b32 v1, v2
v_movrelsd_b32 v1, v2
v_mov_b32 v1, v2 row_shr:1
v_add_nc_u32 v0, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_add_nc_u32_e64_dpp v0, v1, v2 row_shr:1
v_dual_cndmask_b32 v1, v2, v3 :: v_dual_mov_b32 v4, v5
cluster_load_async_to_lds_b32 v1, v[2:3], off
global_load_async_to_lds_b32 v1, v[2:3], off
global_store_async_from_lds_b32 v[2:3], v1, off
flat_prefetch_b8 v[0:1]
global_wbinv scope:SCOPE_DEV
buffer_atomic_cmpswap_b32 v[2:3], v4, s[4:7], null offen th:TH_ATOMIC_RETURN
buffer_atomic_add_u32 v2, v3, s[4:7], null offen
global_atomic_add_u32 v1, v0, v2, s[0:1] th:TH_ATOMIC_RETURN
