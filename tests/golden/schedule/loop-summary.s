# ARGS: --passes=schedule
# A loop nest whose inner body has a region the pass reorders: one
# LoopScheduled remark per loop containing it (inner and outer), with the
# cycles per iteration before and after by silken's model over the
# header-to-latch path (as loop-remarks counts them). The loop without a
# reordered region gets none.
.text
  s_mov_b32 s0, 4
.Louter:
  s_mov_b32 s1, 8
.Linner:
  v_mul_lo_u32 v1, v2, v3
  v_add_nc_u32 v4, v1, v1
  v_add_f32 v5, v6, v7
  v_add_f32 v8, v9, v10
  s_sub_co_u32 s1, s1, 1
  s_cmp_lg_u32 s1, 0
  s_cbranch_scc1 .Linner
  s_sub_co_u32 s0, s0, 1
  s_cmp_lg_u32 s0, 0
  s_cbranch_scc1 .Louter
.Lother:
  v_add_f32 v5, v6, v7
  s_cbranch_scc1 .Lother
  s_endpgm
