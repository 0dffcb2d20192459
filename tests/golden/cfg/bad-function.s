# ARGS: cfg --function kk
# EXIT: 1
.type k,@function
k:
 s_endpgm
