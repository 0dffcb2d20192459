# ARGS: --passes=peephole --peephole-fp-contract
# A chain of pairs that reuse the product register: each product dies at
# the next v_mul's write of v1 (same register, same EXEC, no read between),
# which liveness alone cannot see (vector writes never kill), so every pair
# contracts in one sweep.
v_mov_b32 v20, 0
v_mov_b32 v21, 0
v_mov_b32 v22, 0
v_mov_b32 v23, 0
v_mov_b32 v24, 0
v_mov_b32 v25, 0
v_mov_b32 v26, 0
v_mov_b32 v27, 0
v_mov_b32 v28, 0
v_mul_f32 v1, v2, v3
v_add_f32 v4, v1, v5
v_mul_f32 v1, v6, v7
v_add_f32 v8, v1, v5
v_mul_f32 v1, v9, v10
v_add_f32 v11, v1, v5
global_store_b32 v0, v4, s[0:1]
global_store_b32 v0, v8, s[0:1]
global_store_b32 v0, v11, s[0:1]
s_endpgm
