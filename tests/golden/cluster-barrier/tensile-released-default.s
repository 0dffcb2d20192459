# ARGS:
# INPUT: ../../../samples/tensile_gemm_tdm_4wave_released.s
# The default chain on a 4-wave TensileLite-shaped kernel whose sgprWaveIdx
# is released after label_GSU_1: every rule's handshake, gated on isfirst.
