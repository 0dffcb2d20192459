# ARGS: check --barrier-state-limit=1 %s
# selection-chain.s with a state limit of 1: the loop counter is widened
# too; the finding that follows is a warning that says so, never an error
# and never silence.
.text
.globl k
.type k,@function
.set sgprWaveIdx, 5
.set sgprLoopCounterL, 15
k:
s_lshr_b32 s[sgprWaveIdx], s57, 5
s_load_b32 s[sgprLoopCounterL], s[0:1], 0x10
s_wait_kmcnt 0x0
label_GSU_1:
s_cmp_eq_u32 s[sgprLoopCounterL], 0
s_cbranch_scc1 label_skipCBPreSignal_LCL_a
s_barrier_signal -1
s_barrier_wait -1
s_cmp_eq_u32 s[sgprWaveIdx], 0
s_cbranch_scc0 label_skipCBPreSignal_a
s_barrier_signal -3
label_skipCBPreSignal_a:
label_skipCBPreSignal_LCL_a:
s_cmp_eq_u32 s20, 0
s_cbranch_scc0 label_map_0_0
s_mov_b32 s40, 0
s_branch label_mapEnd_0
label_map_0_0:
s_cmp_eq_u32 s20, 8192
s_cbranch_scc0 label_map_0_1
s_mov_b32 s40, 1
s_branch label_mapEnd_0
label_map_0_1:
s_cmp_eq_u32 s20, 16384
s_cbranch_scc0 label_map_0_2
s_mov_b32 s40, 2
s_branch label_mapEnd_0
label_map_0_2:
label_mapEnd_0:
s_cselect_b32 s50, s40, 0
s_cmp_eq_u32 s21, 0
s_cbranch_scc0 label_map_1_0
s_mov_b32 s41, 0
s_branch label_mapEnd_1
label_map_1_0:
s_cmp_eq_u32 s21, 8192
s_cbranch_scc0 label_map_1_1
s_mov_b32 s41, 1
s_branch label_mapEnd_1
label_map_1_1:
s_cmp_eq_u32 s21, 16384
s_cbranch_scc0 label_map_1_2
s_mov_b32 s41, 2
s_branch label_mapEnd_1
label_map_1_2:
label_mapEnd_1:
s_cselect_b32 s51, s41, 0
s_cmp_eq_u32 s22, 0
s_cbranch_scc0 label_map_2_0
s_mov_b32 s42, 0
s_branch label_mapEnd_2
label_map_2_0:
s_cmp_eq_u32 s22, 8192
s_cbranch_scc0 label_map_2_1
s_mov_b32 s42, 1
s_branch label_mapEnd_2
label_map_2_1:
s_cmp_eq_u32 s22, 16384
s_cbranch_scc0 label_map_2_2
s_mov_b32 s42, 2
s_branch label_mapEnd_2
label_map_2_2:
label_mapEnd_2:
s_cselect_b32 s52, s42, 0
s_cmp_eq_u32 s23, 0
s_cbranch_scc0 label_map_3_0
s_mov_b32 s43, 0
s_branch label_mapEnd_3
label_map_3_0:
s_cmp_eq_u32 s23, 8192
s_cbranch_scc0 label_map_3_1
s_mov_b32 s43, 1
s_branch label_mapEnd_3
label_map_3_1:
s_cmp_eq_u32 s23, 16384
s_cbranch_scc0 label_map_3_2
s_mov_b32 s43, 2
s_branch label_mapEnd_3
label_map_3_2:
label_mapEnd_3:
s_cselect_b32 s53, s43, 0
s_cmp_eq_u32 s24, 0
s_cbranch_scc0 label_map_4_0
s_mov_b32 s44, 0
s_branch label_mapEnd_4
label_map_4_0:
s_cmp_eq_u32 s24, 8192
s_cbranch_scc0 label_map_4_1
s_mov_b32 s44, 1
s_branch label_mapEnd_4
label_map_4_1:
s_cmp_eq_u32 s24, 16384
s_cbranch_scc0 label_map_4_2
s_mov_b32 s44, 2
s_branch label_mapEnd_4
label_map_4_2:
label_mapEnd_4:
s_cselect_b32 s54, s44, 0
s_cmp_eq_u32 s25, 0
s_cbranch_scc0 label_map_5_0
s_mov_b32 s45, 0
s_branch label_mapEnd_5
label_map_5_0:
s_cmp_eq_u32 s25, 8192
s_cbranch_scc0 label_map_5_1
s_mov_b32 s45, 1
s_branch label_mapEnd_5
label_map_5_1:
s_cmp_eq_u32 s25, 16384
s_cbranch_scc0 label_map_5_2
s_mov_b32 s45, 2
s_branch label_mapEnd_5
label_map_5_2:
label_mapEnd_5:
s_cselect_b32 s55, s45, 0
s_cmp_eq_u32 s[sgprLoopCounterL], 0
s_cbranch_scc1 label_ShadowInitStart
s_barrier_wait -3
tensor_load_to_lds s[20:23], s[24:31]
label_ShadowInitStart:
s_endpgm
