# ARGS: check %s
# EXIT: 1
# A named-barrier signal while this wave's LDS store may be in flight.
s_barrier_join 1
ds_store_b32 v2, v1
s_barrier_signal 1
s_barrier_wait 1
s_endpgm
