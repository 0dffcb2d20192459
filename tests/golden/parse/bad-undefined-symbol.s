# ARGS: --passes=
# EXIT: 1
.set sgprWaveIdx, 5
.set sgprWaveIdx, UNDEF
  s_cmp_eq_u32 s[sgprWaveId], 0
  s_cmp_eq_u32 s[sgprWaveIdx], 0
