#include "passes/pass.h"
#include "test_util.h"

#include <doctest/doctest.h>

using namespace silken;

namespace {

// Fake passes that count their runs and report "changed" as told.
int guardRuns = 0, editorRuns = 0;
bool editorChanges = false;

struct Guard : passes::Pass {
  bool run(ir::Module&, passes::PassContext&) override { return ++guardRuns, false; }
};
struct Editor : passes::Pass {
  bool run(ir::Module&, passes::PassContext&) override {
    ++editorRuns;
    return editorChanges;
  }
};

const passes::PassInfo kGuard{"guard", "", true, true, false,
                              [] { return std::unique_ptr<passes::Pass>(new Guard); }};
const passes::PassInfo kEditor{"editor", "", true, false, false,
                               [] { return std::unique_ptr<passes::Pass>(new Editor); }};

std::vector<std::string> run(std::vector<const passes::PassInfo*> pipeline, bool changes,
                             RemarkSink& remarks) {
  guardRuns = editorRuns = 0;
  editorChanges = changes;
  test::Parsed p("s_endpgm\n");
  passes::PassOptions options;
  passes::PassContext ctx{*p.diags, remarks, options};
  std::vector<std::string> laps;
  passes::runPipeline(*p.module, ctx, pipeline,
                      [&](const std::string& name) { laps.push_back(name); });
  return laps;
}

} // namespace

TEST_CASE("pipeline: a last-word pass runs again after a later change") {
  RemarkSink remarks("input.s");
  CHECK(run({&kGuard, &kEditor}, true, remarks) ==
        std::vector<std::string>{"guard", "editor", "guard again"});
  CHECK(guardRuns == 2);
  CHECK(remarks.toJson("").find("\"name\":\"Rerun\"") != std::string::npos);
}

TEST_CASE("pipeline: no rerun without a change after the last-word pass") {
  RemarkSink remarks("input.s");
  CHECK(run({&kGuard, &kEditor}, false, remarks) ==
        std::vector<std::string>{"guard", "editor"});
  CHECK(run({&kEditor, &kGuard}, true, remarks) ==
        std::vector<std::string>{"editor", "guard"});
  CHECK(guardRuns == 1);
  CHECK(remarks.toJson("").find("Rerun") == std::string::npos);
}
