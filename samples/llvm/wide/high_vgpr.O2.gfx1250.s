	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.globl	vgpr_normalise                  ; -- Begin function vgpr_normalise
	.p2align	8
	.type	vgpr_normalise,@function
vgpr_normalise:                         ; @vgpr_normalise
; %bb.0:                                ; %entry
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_bfe_u32 s0, ttmp6, 0x4000c
	s_and_b32 s1, ttmp6, 15
	s_add_co_i32 s0, s0, 1
	v_and_b32_e32 v0, 0x3ff, v0
	s_mul_i32 s0, ttmp9, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_add_co_i32 s1, s1, s0
	s_getreg_b32 s0, hwreg(HW_REG_IB_STS2, 6, 4)
	s_cmp_eq_u32 s0, 0
	s_cselect_b32 s0, ttmp9, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v0, s0, 5, v0
	s_load_b128 s[0:3], s[4:5], 0x0
	v_lshl_add_u32 v0, v0, 4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v1, 31, v0
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_lshlrev_b64_e32 v[16:17] /*v[272:273]*/, 6, v[0:1]
	s_wait_kmcnt 0x0
	s_set_vgpr_msb 0x4044                   ;  msbs: dst=1 src0=0 src1=1 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[18:19] /*v[274:275]*/, s[0:1], v[16:17] /*v[272:273]*/
	v_add_nc_u64_e32 v[16:17] /*v[272:273]*/, s[2:3], v[16:17] /*v[272:273]*/
	s_set_vgpr_msb 0x4401                   ;  msbs: dst=0 src0=1 src1=0 src2=0
	s_clause 0x3e
	global_load_b128 v[0:3], v[18:19] /*v[274:275]*/, off offset:1024
	global_load_b128 v[4:7], v[18:19] /*v[274:275]*/, off
	global_load_b128 v[8:11], v[18:19] /*v[274:275]*/, off offset:16
	global_load_b128 v[12:15], v[18:19] /*v[274:275]*/, off offset:1040
	global_load_b128 v[16:19], v[18:19] /*v[274:275]*/, off offset:1056
	global_load_b128 v[20:23], v[18:19] /*v[274:275]*/, off offset:32
	global_load_b128 v[24:27], v[18:19] /*v[274:275]*/, off offset:48
	global_load_b128 v[28:31], v[18:19] /*v[274:275]*/, off offset:1072
	global_load_b128 v[32:35], v[18:19] /*v[274:275]*/, off offset:64
	global_load_b128 v[36:39], v[18:19] /*v[274:275]*/, off offset:80
	global_load_b128 v[40:43], v[18:19] /*v[274:275]*/, off offset:96
	global_load_b128 v[44:47], v[18:19] /*v[274:275]*/, off offset:112
	global_load_b128 v[48:51], v[18:19] /*v[274:275]*/, off offset:128
	global_load_b128 v[52:55], v[18:19] /*v[274:275]*/, off offset:144
	global_load_b128 v[56:59], v[18:19] /*v[274:275]*/, off offset:160
	global_load_b128 v[60:63], v[18:19] /*v[274:275]*/, off offset:176
	global_load_b128 v[64:67], v[18:19] /*v[274:275]*/, off offset:192
	global_load_b128 v[68:71], v[18:19] /*v[274:275]*/, off offset:208
	global_load_b128 v[72:75], v[18:19] /*v[274:275]*/, off offset:224
	global_load_b128 v[76:79], v[18:19] /*v[274:275]*/, off offset:240
	global_load_b128 v[80:83], v[18:19] /*v[274:275]*/, off offset:256
	global_load_b128 v[84:87], v[18:19] /*v[274:275]*/, off offset:272
	global_load_b128 v[88:91], v[18:19] /*v[274:275]*/, off offset:288
	global_load_b128 v[92:95], v[18:19] /*v[274:275]*/, off offset:304
	global_load_b128 v[96:99], v[18:19] /*v[274:275]*/, off offset:320
	global_load_b128 v[100:103], v[18:19] /*v[274:275]*/, off offset:336
	global_load_b128 v[104:107], v[18:19] /*v[274:275]*/, off offset:352
	global_load_b128 v[108:111], v[18:19] /*v[274:275]*/, off offset:368
	global_load_b128 v[112:115], v[18:19] /*v[274:275]*/, off offset:384
	global_load_b128 v[116:119], v[18:19] /*v[274:275]*/, off offset:400
	global_load_b128 v[120:123], v[18:19] /*v[274:275]*/, off offset:416
	global_load_b128 v[124:127], v[18:19] /*v[274:275]*/, off offset:432
	global_load_b128 v[128:131], v[18:19] /*v[274:275]*/, off offset:448
	global_load_b128 v[132:135], v[18:19] /*v[274:275]*/, off offset:464
	global_load_b128 v[136:139], v[18:19] /*v[274:275]*/, off offset:480
	global_load_b128 v[140:143], v[18:19] /*v[274:275]*/, off offset:496
	global_load_b128 v[144:147], v[18:19] /*v[274:275]*/, off offset:512
	global_load_b128 v[148:151], v[18:19] /*v[274:275]*/, off offset:528
	global_load_b128 v[152:155], v[18:19] /*v[274:275]*/, off offset:544
	global_load_b128 v[156:159], v[18:19] /*v[274:275]*/, off offset:560
	global_load_b128 v[160:163], v[18:19] /*v[274:275]*/, off offset:576
	global_load_b128 v[164:167], v[18:19] /*v[274:275]*/, off offset:592
	global_load_b128 v[168:171], v[18:19] /*v[274:275]*/, off offset:608
	global_load_b128 v[172:175], v[18:19] /*v[274:275]*/, off offset:624
	global_load_b128 v[176:179], v[18:19] /*v[274:275]*/, off offset:640
	global_load_b128 v[180:183], v[18:19] /*v[274:275]*/, off offset:656
	global_load_b128 v[184:187], v[18:19] /*v[274:275]*/, off offset:672
	global_load_b128 v[188:191], v[18:19] /*v[274:275]*/, off offset:688
	global_load_b128 v[192:195], v[18:19] /*v[274:275]*/, off offset:704
	global_load_b128 v[196:199], v[18:19] /*v[274:275]*/, off offset:720
	global_load_b128 v[200:203], v[18:19] /*v[274:275]*/, off offset:736
	global_load_b128 v[204:207], v[18:19] /*v[274:275]*/, off offset:752
	global_load_b128 v[208:211], v[18:19] /*v[274:275]*/, off offset:768
	global_load_b128 v[212:215], v[18:19] /*v[274:275]*/, off offset:784
	global_load_b128 v[216:219], v[18:19] /*v[274:275]*/, off offset:800
	global_load_b128 v[220:223], v[18:19] /*v[274:275]*/, off offset:816
	global_load_b128 v[224:227], v[18:19] /*v[274:275]*/, off offset:832
	global_load_b128 v[228:231], v[18:19] /*v[274:275]*/, off offset:848
	global_load_b128 v[232:235], v[18:19] /*v[274:275]*/, off offset:864
	global_load_b128 v[236:239], v[18:19] /*v[274:275]*/, off offset:880
	global_load_b128 v[240:243], v[18:19] /*v[274:275]*/, off offset:896
	global_load_b128 v[244:247], v[18:19] /*v[274:275]*/, off offset:912
	global_load_b128 v[248:251], v[18:19] /*v[274:275]*/, off offset:928
	s_clause 0x5
	global_load_b128 v[252:255], v[18:19] /*v[274:275]*/, off offset:944
	s_set_vgpr_msb 0x141                    ;  msbs: dst=1 src0=1 src1=0 src2=0
	global_load_b128 v[0:3] /*v[256:259]*/, v[18:19] /*v[274:275]*/, off offset:960
	global_load_b128 v[4:7] /*v[260:263]*/, v[18:19] /*v[274:275]*/, off offset:976
	global_load_b128 v[8:11] /*v[264:267]*/, v[18:19] /*v[274:275]*/, off offset:992
	global_load_b128 v[12:15] /*v[268:271]*/, v[18:19] /*v[274:275]*/, off offset:1008
	s_wait_loadcnt 0x3e
	s_wait_xcnt 0x0
	s_set_vgpr_msb 0x4140                   ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_pk_add_f32 v[18:19] /*v[274:275]*/, v[4:5], v[0:1]
	v_pk_add_f32 v[20:21] /*v[276:277]*/, v[6:7], v[2:3]
	s_set_vgpr_msb 0x4045                   ;  msbs: dst=1 src0=1 src1=1 src2=0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18 /*v274*/, 0, v18 /*v274*/
	v_add_f32_e32 v18 /*v274*/, v18 /*v274*/, v19 /*v275*/
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_add_f32_e32 v20 /*v276*/, v18 /*v274*/, v20 /*v276*/
	s_set_vgpr_msb 0x4540                   ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_pk_add_f32 v[18:19] /*v[274:275]*/, v[8:9], v[12:13]
	s_set_vgpr_msb 0x4045                   ;  msbs: dst=1 src0=1 src1=1 src2=0
	v_add_f32_e32 v20 /*v276*/, v20 /*v276*/, v21 /*v277*/
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_add_f32_e32 v18 /*v274*/, v20 /*v276*/, v18 /*v274*/
	s_set_vgpr_msb 0x4540                   ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_pk_add_f32 v[20:21] /*v[276:277]*/, v[10:11], v[14:15]
	s_set_vgpr_msb 0x4045                   ;  msbs: dst=1 src0=1 src1=1 src2=0
	v_add_f32_e32 v18 /*v274*/, v18 /*v274*/, v19 /*v275*/
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_add_f32_e32 v20 /*v276*/, v18 /*v274*/, v20 /*v276*/
	s_set_vgpr_msb 0x4540                   ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_pk_add_f32 v[18:19] /*v[274:275]*/, v[20:21], v[16:17]
	s_set_vgpr_msb 0x4045                   ;  msbs: dst=1 src0=1 src1=1 src2=0
	v_add_f32_e32 v20 /*v276*/, v20 /*v276*/, v21 /*v277*/
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_add_f32_e32 v18 /*v274*/, v20 /*v276*/, v18 /*v274*/
	s_set_vgpr_msb 0x4540                   ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_pk_add_f32 v[20:21] /*v[276:277]*/, v[22:23], v[18:19]
	s_set_vgpr_msb 0x4045                   ;  msbs: dst=1 src0=1 src1=1 src2=0
	v_add_f32_e32 v18 /*v274*/, v18 /*v274*/, v19 /*v275*/
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v20 /*v276*/, v18 /*v274*/, v20 /*v276*/
	s_wait_loadcnt 0x3c
	s_set_vgpr_msb 0x4540                   ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_pk_add_f32 v[18:19] /*v[274:275]*/, v[24:25], v[28:29]
	s_set_vgpr_msb 0x4045                   ;  msbs: dst=1 src0=1 src1=1 src2=0
	v_add_f32_e32 v20 /*v276*/, v20 /*v276*/, v21 /*v277*/
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_add_f32_e32 v18 /*v274*/, v20 /*v276*/, v18 /*v274*/
	s_set_vgpr_msb 0x4540                   ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_pk_add_f32 v[20:21] /*v[276:277]*/, v[26:27], v[30:31]
	s_set_vgpr_msb 0x4055                   ;  msbs: dst=1 src0=1 src1=1 src2=1
	v_add_f32_e32 v18 /*v274*/, v18 /*v274*/, v19 /*v275*/
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18 /*v274*/, v18 /*v274*/, v20 /*v276*/
	v_add_f32_e32 v18 /*v274*/, v18 /*v274*/, v21 /*v277*/
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v19 /*v275*/, null, v18 /*v274*/, v18 /*v274*/, 1.0
	v_div_scale_f32 v22 /*v278*/, vcc_lo, 1.0, v18 /*v274*/, 1.0
	v_rcp_f32_e32 v20 /*v276*/, v19 /*v275*/
	v_nop
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v21 /*v277*/, -v19 /*v275*/, v20 /*v276*/, 1.0
	v_fmac_f32_e32 v20 /*v276*/, v21 /*v277*/, v20 /*v276*/
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21 /*v277*/, v22 /*v278*/, v20 /*v276*/
	v_fma_f32 v23 /*v279*/, -v19 /*v275*/, v21 /*v277*/, v22 /*v278*/
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v21 /*v277*/, v23 /*v279*/, v20 /*v276*/
	v_fma_f32 v19 /*v275*/, -v19 /*v275*/, v21 /*v277*/, v22 /*v278*/
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v19 /*v275*/, v19 /*v275*/, v20 /*v276*/, v21 /*v277*/
	v_div_fixup_f32 v18 /*v274*/, v19 /*v275*/, v18 /*v274*/, 1.0
	s_set_vgpr_msb 0x5504                   ;  msbs: dst=0 src0=0 src1=1 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	v_pk_mul_f32 v[26:27], v[26:27], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x38
	v_pk_mul_f32 v[46:47], v[46:47], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x37
	v_pk_mul_f32 v[50:51], v[50:51], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[48:49], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x36
	v_pk_mul_f32 v[54:55], v[54:55], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x35
	v_pk_mul_f32 v[58:59], v[58:59], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x34
	v_pk_mul_f32 v[62:63], v[62:63], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x33
	v_pk_mul_f32 v[66:67], v[66:67], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[64:65], v[64:65], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x32
	v_pk_mul_f32 v[70:71], v[70:71], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[68:69], v[68:69], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x31
	v_pk_mul_f32 v[74:75], v[74:75], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[72:73], v[72:73], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x30
	v_pk_mul_f32 v[78:79], v[78:79], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[76:77], v[76:77], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x2f
	v_pk_mul_f32 v[82:83], v[82:83], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[80:81], v[80:81], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x2e
	v_pk_mul_f32 v[86:87], v[86:87], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[84:85], v[84:85], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x2d
	v_pk_mul_f32 v[90:91], v[90:91], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[88:89], v[88:89], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x2c
	v_pk_mul_f32 v[94:95], v[94:95], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[92:93], v[92:93], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x2b
	v_pk_mul_f32 v[98:99], v[98:99], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[96:97], v[96:97], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x2a
	v_pk_mul_f32 v[102:103], v[102:103], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[100:101], v[100:101], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x29
	v_pk_mul_f32 v[106:107], v[106:107], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[104:105], v[104:105], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x28
	v_pk_mul_f32 v[110:111], v[110:111], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[108:109], v[108:109], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x27
	v_pk_mul_f32 v[114:115], v[114:115], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[112:113], v[112:113], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x26
	v_pk_mul_f32 v[118:119], v[118:119], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[116:117], v[116:117], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x25
	v_pk_mul_f32 v[122:123], v[122:123], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[120:121], v[120:121], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x24
	v_pk_mul_f32 v[126:127], v[126:127], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[124:125], v[124:125], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x23
	v_pk_mul_f32 v[130:131], v[130:131], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[128:129], v[128:129], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x22
	v_pk_mul_f32 v[134:135], v[134:135], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[132:133], v[132:133], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x21
	v_pk_mul_f32 v[138:139], v[138:139], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[136:137], v[136:137], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x20
	v_pk_mul_f32 v[142:143], v[142:143], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[140:141], v[140:141], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x1f
	v_pk_mul_f32 v[146:147], v[146:147], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[144:145], v[144:145], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x1e
	v_pk_mul_f32 v[150:151], v[150:151], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[148:149], v[148:149], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x1d
	v_pk_mul_f32 v[154:155], v[154:155], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[152:153], v[152:153], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x1c
	v_pk_mul_f32 v[158:159], v[158:159], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[156:157], v[156:157], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x1b
	v_pk_mul_f32 v[162:163], v[162:163], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[160:161], v[160:161], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x1a
	v_pk_mul_f32 v[166:167], v[166:167], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[164:165], v[164:165], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x19
	v_pk_mul_f32 v[170:171], v[170:171], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[168:169], v[168:169], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x18
	v_pk_mul_f32 v[174:175], v[174:175], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[172:173], v[172:173], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x17
	v_pk_mul_f32 v[178:179], v[178:179], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[176:177], v[176:177], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x16
	v_pk_mul_f32 v[182:183], v[182:183], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[180:181], v[180:181], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x15
	v_pk_mul_f32 v[186:187], v[186:187], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[184:185], v[184:185], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x14
	v_pk_mul_f32 v[190:191], v[190:191], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[188:189], v[188:189], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x13
	v_pk_mul_f32 v[194:195], v[194:195], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[192:193], v[192:193], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x12
	v_pk_mul_f32 v[198:199], v[198:199], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[196:197], v[196:197], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x11
	v_pk_mul_f32 v[202:203], v[202:203], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[200:201], v[200:201], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x10
	v_pk_mul_f32 v[206:207], v[206:207], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[204:205], v[204:205], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0xf
	v_pk_mul_f32 v[210:211], v[210:211], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[208:209], v[208:209], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0xe
	v_pk_mul_f32 v[214:215], v[214:215], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[212:213], v[212:213], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0xd
	v_pk_mul_f32 v[218:219], v[218:219], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[216:217], v[216:217], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0xc
	v_pk_mul_f32 v[222:223], v[222:223], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[220:221], v[220:221], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0xb
	v_pk_mul_f32 v[226:227], v[226:227], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[224:225], v[224:225], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0xa
	v_pk_mul_f32 v[230:231], v[230:231], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[228:229], v[228:229], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x9
	v_pk_mul_f32 v[234:235], v[234:235], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[232:233], v[232:233], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x8
	v_pk_mul_f32 v[238:239], v[238:239], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[236:237], v[236:237], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x7
	v_pk_mul_f32 v[242:243], v[242:243], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[240:241], v[240:241], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x6
	v_pk_mul_f32 v[246:247], v[246:247], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[244:245], v[244:245], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x5
	v_pk_mul_f32 v[250:251], v[250:251], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[248:249], v[248:249], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x4
	v_pk_mul_f32 v[254:255], v[254:255], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[252:253], v[252:253], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x3
	s_set_vgpr_msb 0x445                    ;  msbs: dst=1 src0=1 src1=1 src2=0
	v_pk_mul_f32 v[2:3] /*v[258:259]*/, v[2:3] /*v[258:259]*/, v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1] /*v[256:257]*/, v[0:1] /*v[256:257]*/, v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x2
	v_pk_mul_f32 v[6:7] /*v[262:263]*/, v[6:7] /*v[262:263]*/, v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5] /*v[260:261]*/, v[4:5] /*v[260:261]*/, v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x1
	v_pk_mul_f32 v[10:11] /*v[266:267]*/, v[10:11] /*v[266:267]*/, v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9] /*v[264:265]*/, v[8:9] /*v[264:265]*/, v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_wait_loadcnt 0x0
	v_pk_mul_f32 v[14:15] /*v[270:271]*/, v[14:15] /*v[270:271]*/, v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13] /*v[268:269]*/, v[12:13] /*v[268:269]*/, v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_set_vgpr_msb 0x4504                   ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_mul_f32 v[2:3], v[2:3], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[18:19] /*v[274:275]*/ op_sel_hi:[1,0]
	s_set_vgpr_msb 0x401                    ;  msbs: dst=0 src0=1 src1=0 src2=0
	s_clause 0x3e
	global_store_b128 v[16:17] /*v[272:273]*/, v[24:27], off offset:48
	global_store_b128 v[16:17] /*v[272:273]*/, v[20:23], off offset:32
	global_store_b128 v[16:17] /*v[272:273]*/, v[8:11], off offset:16
	global_store_b128 v[16:17] /*v[272:273]*/, v[4:7], off
	global_store_b128 v[16:17] /*v[272:273]*/, v[44:47], off offset:112
	global_store_b128 v[16:17] /*v[272:273]*/, v[40:43], off offset:96
	global_store_b128 v[16:17] /*v[272:273]*/, v[36:39], off offset:80
	global_store_b128 v[16:17] /*v[272:273]*/, v[32:35], off offset:64
	global_store_b128 v[16:17] /*v[272:273]*/, v[60:63], off offset:176
	global_store_b128 v[16:17] /*v[272:273]*/, v[56:59], off offset:160
	global_store_b128 v[16:17] /*v[272:273]*/, v[52:55], off offset:144
	global_store_b128 v[16:17] /*v[272:273]*/, v[48:51], off offset:128
	global_store_b128 v[16:17] /*v[272:273]*/, v[76:79], off offset:240
	global_store_b128 v[16:17] /*v[272:273]*/, v[72:75], off offset:224
	global_store_b128 v[16:17] /*v[272:273]*/, v[68:71], off offset:208
	global_store_b128 v[16:17] /*v[272:273]*/, v[64:67], off offset:192
	global_store_b128 v[16:17] /*v[272:273]*/, v[92:95], off offset:304
	global_store_b128 v[16:17] /*v[272:273]*/, v[88:91], off offset:288
	global_store_b128 v[16:17] /*v[272:273]*/, v[84:87], off offset:272
	global_store_b128 v[16:17] /*v[272:273]*/, v[80:83], off offset:256
	global_store_b128 v[16:17] /*v[272:273]*/, v[108:111], off offset:368
	global_store_b128 v[16:17] /*v[272:273]*/, v[104:107], off offset:352
	global_store_b128 v[16:17] /*v[272:273]*/, v[100:103], off offset:336
	global_store_b128 v[16:17] /*v[272:273]*/, v[96:99], off offset:320
	global_store_b128 v[16:17] /*v[272:273]*/, v[124:127], off offset:432
	global_store_b128 v[16:17] /*v[272:273]*/, v[120:123], off offset:416
	global_store_b128 v[16:17] /*v[272:273]*/, v[116:119], off offset:400
	global_store_b128 v[16:17] /*v[272:273]*/, v[112:115], off offset:384
	global_store_b128 v[16:17] /*v[272:273]*/, v[140:143], off offset:496
	global_store_b128 v[16:17] /*v[272:273]*/, v[136:139], off offset:480
	global_store_b128 v[16:17] /*v[272:273]*/, v[132:135], off offset:464
	global_store_b128 v[16:17] /*v[272:273]*/, v[128:131], off offset:448
	global_store_b128 v[16:17] /*v[272:273]*/, v[156:159], off offset:560
	global_store_b128 v[16:17] /*v[272:273]*/, v[152:155], off offset:544
	global_store_b128 v[16:17] /*v[272:273]*/, v[148:151], off offset:528
	global_store_b128 v[16:17] /*v[272:273]*/, v[144:147], off offset:512
	global_store_b128 v[16:17] /*v[272:273]*/, v[172:175], off offset:624
	global_store_b128 v[16:17] /*v[272:273]*/, v[168:171], off offset:608
	global_store_b128 v[16:17] /*v[272:273]*/, v[164:167], off offset:592
	global_store_b128 v[16:17] /*v[272:273]*/, v[160:163], off offset:576
	global_store_b128 v[16:17] /*v[272:273]*/, v[188:191], off offset:688
	global_store_b128 v[16:17] /*v[272:273]*/, v[184:187], off offset:672
	global_store_b128 v[16:17] /*v[272:273]*/, v[180:183], off offset:656
	global_store_b128 v[16:17] /*v[272:273]*/, v[176:179], off offset:640
	global_store_b128 v[16:17] /*v[272:273]*/, v[204:207], off offset:752
	global_store_b128 v[16:17] /*v[272:273]*/, v[200:203], off offset:736
	global_store_b128 v[16:17] /*v[272:273]*/, v[196:199], off offset:720
	global_store_b128 v[16:17] /*v[272:273]*/, v[192:195], off offset:704
	global_store_b128 v[16:17] /*v[272:273]*/, v[220:223], off offset:816
	global_store_b128 v[16:17] /*v[272:273]*/, v[216:219], off offset:800
	global_store_b128 v[16:17] /*v[272:273]*/, v[212:215], off offset:784
	global_store_b128 v[16:17] /*v[272:273]*/, v[208:211], off offset:768
	global_store_b128 v[16:17] /*v[272:273]*/, v[236:239], off offset:880
	global_store_b128 v[16:17] /*v[272:273]*/, v[232:235], off offset:864
	global_store_b128 v[16:17] /*v[272:273]*/, v[228:231], off offset:848
	global_store_b128 v[16:17] /*v[272:273]*/, v[224:227], off offset:832
	global_store_b128 v[16:17] /*v[272:273]*/, v[252:255], off offset:944
	global_store_b128 v[16:17] /*v[272:273]*/, v[248:251], off offset:928
	global_store_b128 v[16:17] /*v[272:273]*/, v[244:247], off offset:912
	global_store_b128 v[16:17] /*v[272:273]*/, v[240:243], off offset:896
	s_set_vgpr_msb 0x105                    ;  msbs: dst=0 src0=1 src1=1 src2=0
	global_store_b128 v[16:17] /*v[272:273]*/, v[12:15] /*v[268:271]*/, off offset:1008
	global_store_b128 v[16:17] /*v[272:273]*/, v[8:11] /*v[264:267]*/, off offset:992
	global_store_b128 v[16:17] /*v[272:273]*/, v[4:7] /*v[260:263]*/, off offset:976
	s_clause 0x5
	global_store_b128 v[16:17] /*v[272:273]*/, v[0:3] /*v[256:259]*/, off offset:960
	s_set_vgpr_msb 0x501                    ;  msbs: dst=0 src0=1 src1=0 src2=0
	global_store_b128 v[16:17] /*v[272:273]*/, v[28:31], off offset:1072
	global_store_b128 v[16:17] /*v[272:273]*/, v[16:19], off offset:1056
	global_store_b128 v[16:17] /*v[272:273]*/, v[12:15], off offset:1040
	global_store_b128 v[16:17] /*v[272:273]*/, v[0:3], off offset:1024
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vgpr_normalise
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 513
		.amdhsa_next_free_sgpr 6
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 27
		.amdhsa_round_robin_scheduling 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	vgpr_normalise, .Lfunc_end0-vgpr_normalise
                                        ; -- End function
	.set vgpr_normalise.num_vgpr, 280
	.set vgpr_normalise.num_agpr, 0
	.set vgpr_normalise.numbered_sgpr, 6
	.set vgpr_normalise.num_named_barrier, 0
	.set vgpr_normalise.private_seg_size, 0
	.set vgpr_normalise.uses_vcc, 1
	.set vgpr_normalise.uses_flat_scratch, 0
	.set vgpr_normalise.has_dyn_sized_stack, 0
	.set vgpr_normalise.has_recursion, 0
	.set vgpr_normalise.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3452
; TotalNumSgprs: 8
; NumVgprs: 280
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 32
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 513
; NamedBarCnt: 0
; Occupancy: 1
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .name:           in
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           out
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 32
    .name:           vgpr_normalise
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         vgpr_normalise.kd
    .uses_dynamic_stack: false
    .vgpr_count:     280
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
