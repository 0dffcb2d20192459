# ARGS: --cluster-barrier-wave-index=skip
# INPUT: ../../../samples/tensile_gemm_tdm_4wave_released.s
# CHECK: warns (its loop reads one LDS buffer while TDM fills the other: -Wlds-dma)
# The same kernel with --cluster-barrier-wave-index=skip: rules 1 and 2 only
# (their anchor still has the wave index); rules 4 and 5 are skipped.
