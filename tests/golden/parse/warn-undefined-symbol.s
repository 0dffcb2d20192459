# ARGS: --passes=
# An operand naming a symbol the file never defines: llvm-mc-22 assembles it
# as a relocation (R_AMDGPU_REL32); silken keeps the line and warns. Labels,
# .set symbols defined later, and llvm-mc's predefined UC_VERSION_* are fine.
.set sgprWaveIdx, 5
  s_mov_b32 s0, sgprWaveId
  s_add_u32 s1, s1, sgprWaveIdx
  s_add_i32 s2, label_Later, 4
  s_mov_b32 s3, sgprDefinedLater
  v_mov_b32 v0, ext@rel32@lo
  s_version UC_VERSION_GFX12|UC_VERSION_W32_BIT
.set sgprDefinedLater, 7
label_Later:
  s_endpgm
