// The whole default chain: no crash, no hang (libFuzzer's -timeout), the
// output parses again, and a second run changes nothing.
#include "fuzz_util.h"
#include "passes/pass.h"
#include "remarks/remark.h"

namespace {

// Runs the default chain; false when the input (or a pass) reported errors.
bool rewrite(const std::string& text, std::string& out) {
  silken::fuzz::Parsed p = silken::fuzz::parse(text);
  if (!p.ok())
    return false;
  silken::RemarkSink remarks("fuzz.s");
  silken::passes::PassOptions options;
  silken::passes::PassContext ctx{*p.diags, remarks, options};
  silken::passes::runPipeline(*p.module, ctx, silken::passes::defaultPipeline(),
                              [](const std::string&) {});
  if (!p.ok())
    return false;
  out = silken::as::printModule(*p.module);
  (void)remarks.toJson("");
  return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string once, twice;
  if (!rewrite(std::string(reinterpret_cast<const char*>(data), size), once))
    return 0;
  if (!rewrite(once, twice))
    silken::fuzz::broken("the chain's output does not parse or the chain fails on it");
  if (twice != once)
    silken::fuzz::broken("not idempotent: a second run changes the output");
  return 0;
}
