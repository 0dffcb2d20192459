# ARGS: --passes= --remove-instructions=s_nop --remove-instructions-in=gemm_mian
# EXIT: 1
# A kernel the file does not define is an error with a "did you mean" note.
.text
.type gemm_main,@function
gemm_main:
	s_nop 0
	s_endpgm
