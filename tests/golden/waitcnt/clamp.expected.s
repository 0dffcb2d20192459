# ARGS: --passes=waitcnt
# 70 loads: the counter holds at most 63, so the first is long complete and
# the wait for the 8th is clamped to the counter width.
global_load_b32 v10, v0, s[0:1] offset:0
global_load_b32 v11, v0, s[0:1] offset:4
global_load_b32 v12, v0, s[0:1] offset:8
global_load_b32 v13, v0, s[0:1] offset:12
global_load_b32 v14, v0, s[0:1] offset:16
global_load_b32 v15, v0, s[0:1] offset:20
global_load_b32 v16, v0, s[0:1] offset:24
global_load_b32 v17, v0, s[0:1] offset:28
global_load_b32 v18, v0, s[0:1] offset:32
global_load_b32 v19, v0, s[0:1] offset:36
global_load_b32 v20, v0, s[0:1] offset:40
global_load_b32 v21, v0, s[0:1] offset:44
global_load_b32 v22, v0, s[0:1] offset:48
global_load_b32 v23, v0, s[0:1] offset:52
global_load_b32 v24, v0, s[0:1] offset:56
global_load_b32 v25, v0, s[0:1] offset:60
global_load_b32 v26, v0, s[0:1] offset:64
global_load_b32 v27, v0, s[0:1] offset:68
global_load_b32 v28, v0, s[0:1] offset:72
global_load_b32 v29, v0, s[0:1] offset:76
global_load_b32 v30, v0, s[0:1] offset:80
global_load_b32 v31, v0, s[0:1] offset:84
global_load_b32 v32, v0, s[0:1] offset:88
global_load_b32 v33, v0, s[0:1] offset:92
global_load_b32 v34, v0, s[0:1] offset:96
global_load_b32 v35, v0, s[0:1] offset:100
global_load_b32 v36, v0, s[0:1] offset:104
global_load_b32 v37, v0, s[0:1] offset:108
global_load_b32 v38, v0, s[0:1] offset:112
global_load_b32 v39, v0, s[0:1] offset:116
global_load_b32 v40, v0, s[0:1] offset:120
global_load_b32 v41, v0, s[0:1] offset:124
global_load_b32 v42, v0, s[0:1] offset:128
global_load_b32 v43, v0, s[0:1] offset:132
global_load_b32 v44, v0, s[0:1] offset:136
global_load_b32 v45, v0, s[0:1] offset:140
global_load_b32 v46, v0, s[0:1] offset:144
global_load_b32 v47, v0, s[0:1] offset:148
global_load_b32 v48, v0, s[0:1] offset:152
global_load_b32 v49, v0, s[0:1] offset:156
global_load_b32 v50, v0, s[0:1] offset:160
global_load_b32 v51, v0, s[0:1] offset:164
global_load_b32 v52, v0, s[0:1] offset:168
global_load_b32 v53, v0, s[0:1] offset:172
global_load_b32 v54, v0, s[0:1] offset:176
global_load_b32 v55, v0, s[0:1] offset:180
global_load_b32 v56, v0, s[0:1] offset:184
global_load_b32 v57, v0, s[0:1] offset:188
global_load_b32 v58, v0, s[0:1] offset:192
global_load_b32 v59, v0, s[0:1] offset:196
global_load_b32 v60, v0, s[0:1] offset:200
global_load_b32 v61, v0, s[0:1] offset:204
global_load_b32 v62, v0, s[0:1] offset:208
global_load_b32 v63, v0, s[0:1] offset:212
global_load_b32 v64, v0, s[0:1] offset:216
global_load_b32 v65, v0, s[0:1] offset:220
global_load_b32 v66, v0, s[0:1] offset:224
global_load_b32 v67, v0, s[0:1] offset:228
global_load_b32 v68, v0, s[0:1] offset:232
global_load_b32 v69, v0, s[0:1] offset:236
global_load_b32 v70, v0, s[0:1] offset:240
global_load_b32 v71, v0, s[0:1] offset:244
global_load_b32 v72, v0, s[0:1] offset:248
global_load_b32 v73, v0, s[0:1] offset:252
global_load_b32 v74, v0, s[0:1] offset:256
global_load_b32 v75, v0, s[0:1] offset:260
global_load_b32 v76, v0, s[0:1] offset:264
global_load_b32 v77, v0, s[0:1] offset:268
global_load_b32 v78, v0, s[0:1] offset:272
global_load_b32 v79, v0, s[0:1] offset:276
v_add_f32 v2, v10, v10
s_wait_loadcnt 0x3e
v_add_f32 v3, v17, v17
s_endpgm
