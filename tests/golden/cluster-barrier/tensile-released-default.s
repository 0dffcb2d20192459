# ARGS:
# INPUT: ../../../samples/tensile_gemm_tdm_4wave_released.s
# CHECK: warns (its loop reads one LDS buffer while TDM fills the other: -Wlds-dma)
# The default chain on a 4-wave TensileLite-shaped kernel whose sgprWaveIdx
# is released after label_GSU_1: every rule's handshake, gated on isfirst.
