// The .set expression evaluator: any bytes after `.set x,` (and inside a
// register bracket) give a value or a diagnostic, never a crash or UB.
#include "fuzz_util.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string expr(reinterpret_cast<const char*>(data), size);
  if (expr.find_first_of("\r\n") != std::string::npos)
    return 0; // one statement
  silken::fuzz::parse(".set y, 3\n.set x, " + expr + "\ns_mov_b32 s0, x\n" +
                      "v_mov_b32 v0, v[" + expr + "]\n");
  return 0;
}
