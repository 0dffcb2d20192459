# ARGS: --cluster-barrier-wave-index=recompute
# INPUT: ../../../samples/tensile_gemm_tdm_4wave_released.s
# CHECK: warns (its loop reads one LDS buffer while TDM fills the other: -Wlds-dma)
# The released-WaveIdx sample with the recompute policy: rules 4 and 5 gate on
# the wave index recomputed from v[vgprSerial] into a dead SGPR (s78).
