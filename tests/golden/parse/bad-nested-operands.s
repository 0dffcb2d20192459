# ARGS: --passes=
# EXIT: 1
# Operand modifiers nest at most 16 deep (llvm-mc takes sext(neg(|x|)));
# the bound keeps the parser's recursion small (tests/hostile: 50,000 deep).
  v_add_f32 v0, -|v1|, neg(abs(v2))
  v_add_f32 v0, |||||||||||||||||v1|||||||||||||||||, v2
  v_add_f32 v0, neg(neg(neg(neg(neg(neg(neg(neg(neg(neg(neg(neg(neg(neg(neg(neg(neg(v1))))))))))))))))), v2
  v_add_f32 v0, -|-|-|-|-|-|-|-|-|v1|||||||||, v2
