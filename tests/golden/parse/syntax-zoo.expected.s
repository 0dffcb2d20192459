# ARGS: --passes=
# Every syntax form of gfx1250-isa.md section 4; the output must equal the input.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.section .text.zoo,"axG",@progbits,zoo,comdat
	.protected zoo
	.globl	zoo                 ; -- Begin function zoo
	.p2align	8
	.type	zoo,@function
.set sgprWaveIdx, 5
.set sgprLoopCounterL, sgprWaveIdx+10   // symbols in .set
.equ vgprValuC, 0
vgprBase = (vgprValuC + 8) * 2 / 2
.set MT0, 16
zoo:                                    ; @zoo
label_ASM_Start:  /// Main body with label_fake: and :: inside
/******************************************/
/* Banner                                 */
/******************************************/
  s_setreg_IMM32_b32 hwreg(26,0,2), 2
  s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
  s_version UC_VERSION_GFX12|UC_VERSION_W32_BIT
  s_load_b256 s[8:15], s[0:1], 0x10
  s_wait_kmcnt 0x0
  s_mov_b32 s[sgprLoopCounterL], 4        // symbolic register
  s_add_u32 s[sgprLoopCounterL+1], s[sgprLoopCounterL], -1
  v_mov_b32 v2, MT0
  v_mov_b32 v[vgprBase+0], 0
  v_mov_b64 v[vgprValuC+0:vgprValuC+0+1], 0
  v_cvt_f32_bf16 v12, v32.h op_sel:[1,0]
  v_add_f32_e64 v1, |v2|, -v3 clamp
  v_fma_f32 v1, -v2, v3, 0.5
  v_mul_f32_e32 v2, 0x4f7ffffe, v2
  s_cmp_eq_u32 s[sgprWaveIdx], 0b0
  v_cndmask_b32_e32 v2, v2, v4, vcc_lo
  s_mov_b32 m0, ttmp9
  s_and_b32 s1, exec_lo, ttmp7
  v_dual_mov_b32 v9, 0 :: v_dual_lshlrev_b32 v139, 4, v137
  v_dual_add_nc_u32 v35, s6, v1 :: v_dual_bitop2_b32 v52, s6, v34 bitop3:0x54
  global_load_b128 v[4:7], v1, s[0:1] offset:-64 th:TH_LOAD_NT scope:SCOPE_SE
  global_load_b32 v8, v[10:11], off offset:64// 000000002814: glued comment
  ds_load_b128 v[20:23], v1 offset:16 /*v[276:279]*/
  ds_load_2addr_b32 v[24:25], v1 offset0:4 offset1:8
  buffer_load_b32 v26, v1, s[8:11], null offen offset:2*8
  v_wmma_f32_16x16x32_bf16 v[40:47], v[48:55], v[56:63], 0 matrix_a_reuse
  s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
  s_wait_alu depctr_sa_sdst(0) depctr_va_sdst(2)
  s_wait_alu 0xfffd
  s_set_vgpr_msb 0
  tensor_load_to_lds s[8:11], s[12:19] th:TH_LOAD_BYPASS scope:SCOPE_SYS
  s_wait_tensorcnt 0x1
  s_barrier_signal -1
  s_barrier_wait 0xffff
  s_barrier_wait -3
  s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
  v_mov_b32_dpp v1, v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf bound_ctrl:1 fi:1
  v_mov_b32_dpp v1, v2 row_shl:1 row_mask:0xf bank_mask:0xf
  v_mov_b32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
  v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[0:7], v40, v41 matrix_a_fmt:MATRIX_FMT_FP8 matrix_b_fmt:MATRIX_FMT_FP8
  v_pk_fma_f16 v1, v2, v3, v4 op_sel:[0,1,0] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[0,0,1]
  v_mul_f32_e64 v1, v2, v3 mul:2
label_a: s_nop 0   ; a label and an instruction on one line
label_b:
label_c: // two labels at one address
  s_getpc_b64 s[76:77]                    // long branch
  s_add_i32 s78, label_end, 4
  s_add_u32 s76, s76, s78
  s_addc_u32 s77, s77, 0
  s_setpc_b64 s[76:77]
label_end:
  s_endpgm
.Lfunc_end0:
	.size	zoo, .Lfunc_end0-zoo
	.set zoo.num_vgpr, max(64, zoo.other)
