# ARGS: --passes=cluster-barrier --cluster-barrier-wave-index=isfirst
# INPUT: ../../../samples/tensile_gemm_tdm_4wave_released.s
# CHECK: warns (its loop reads one LDS buffer while TDM fills the other: -Wlds-dma)
# The same kernel, cluster-barrier alone with the isfirst policy spelled out.
