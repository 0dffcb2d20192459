# ARGS: --passes=schedule
# Comment lines and blank lines keep their places; instructions keep their
# own trailing comments and indentation as they move.
.text
    v_mul_lo_u32 v1, v2, v3   // product
// a comment line

	v_add_f32 v5, v6, v7
    v_add_nc_u32 v4, v1, v1   // uses it
s_endpgm
