// The peephole pattern reader: any bytes as a pattern file give patterns or
// diagnostics (formatted), never a crash or UB; a file that reads runs, fp
// contraction included, on a small kernel without crashing, and the result
// parses again.
#include "fuzz_util.h"
#include "passes/pass.h"
#include "passes/peephole_patterns.h"
#include "remarks/remark.h"

namespace {

// Something for most patterns to match: nops, MSB writes, waits, moves,
// identities, a mul + add, across a branch.
constexpr const char* kKernel = R"(s_nop 0
s_nop 1
s_set_vgpr_msb 0
s_wait_loadcnt 0x3f
s_add_u32 s4, s5, 0
s_mov_b32 s6, 7
s_mov_b32 s6, 7
v_mov_b32 v5, v5
v_mul_f32 v1, v2, v3
v_add_f32 v4, v1, v6
v_add_nc_u32 v7, v8, 0
s_cbranch_scc0 L1
s_set_vgpr_msb 0x41
v_mov_b32 v9, v9
L1:
s_nop 0
s_set_vgpr_msb 0
global_store_b32 v0, v4, s[6:7]
s_endpgm
)";

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace silken;
  SourceFile file("fuzz.patterns", std::string(reinterpret_cast<const char*>(data), size));
  DiagEngine diags(&file);
  auto table = std::make_shared<std::vector<passes::Pattern>>();
  bool ok = passes::readPeepholePatterns(file, diags, *table);
  (void)diags.format(false);
  if (ok != (diags.errorCount() == 0))
    fuzz::broken("the reader's answer and its diagnostics disagree");
  if (!ok)
    return 0;
  fuzz::Parsed p = fuzz::parse(kKernel);
  RemarkSink remarks("fuzz.s");
  passes::PassOptions options;
  options.peephole.table = table;
  options.peephole.fpContract = true;
  passes::PassContext ctx{*p.diags, remarks, options};
  analysis::AnalysisCache cache;
  ctx.analyses = &cache;
  passes::runPipeline(*p.module, ctx, {passes::findPass("peephole")}, [](const std::string&) {});
  if (!fuzz::parse(as::printModule(*p.module)).ok())
    fuzz::broken("the rewritten kernel does not parse");
  return 0;
}
