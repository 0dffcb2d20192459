// Parse and print: accepted input prints back byte for byte; rejected
// input yields diagnostics, never a crash.
#include "fuzz_util.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  silken::fuzz::Parsed p = silken::fuzz::parse(text);
  if (p.ok() && silken::as::printModule(*p.module) != text)
    silken::fuzz::broken("--passes= is not the identity");
  return 0;
}
