// The instrumentation flags on the real chain: --print-dir files,
// --print-changed, --print-after-all and --snapshot-json, with exact text.
#include "passes/pass.h"
#include "test_util.h"
#include "tool/instrument.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

using namespace silken;
using silken::test::Parsed;

namespace {

const char* kKernel = "global_load_b32 v1, v0, s[0:1]\nv_add_f32 v2, v1, v1\ns_endpgm\n";

std::vector<const passes::PassInfo*> chain() { return passes::defaultPipeline(); }

std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Runs the chain on kKernel with `io`; returns stderr.
std::string run(tool::InstrumentOptions io) {
  Parsed p(kKernel);
  REQUIRE(p.errors().empty());
  RemarkSink remarks("input.s");
  passes::PassOptions options;
  passes::PassContext ctx{*p.diags, remarks, options};
  std::ostringstream err;
  tool::Instrumentation ins(io, options, *p.diags, err);
  ins.start(*p.module);
  passes::runPipeline(*p.module, ctx, chain(), [](const std::string&) {}, ins.hooks());
  std::string error;
  CHECK(ins.finish(error));
  CHECK(p.errors().empty());
  return err.str();
}

const char* kWaited = "global_load_b32 v1, v0, s[0:1]\n"
                      "s_wait_loadcnt 0x0\n"
                      "v_add_f32 v2, v1, v1\ns_endpgm\n";

} // namespace

TEST_CASE("instrumentation: --print-changed dumps only the passes that changed code") {
  tool::InstrumentOptions io;
  io.printChanged = true;
  CHECK(run(io) == std::string("; *** IR dump after waitcnt (step 2) ***\n") + kWaited);
}

TEST_CASE("instrumentation: --print-after-all --print-dir writes one numbered file per step") {
  std::filesystem::path dir = std::filesystem::temp_directory_path() / "silken-print-dir-test";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  tool::InstrumentOptions io;
  io.printAfterAll = true;
  io.printDir = dir.string();
  CHECK(run(io).empty());
  std::vector<std::string> names;
  for (const auto& e : std::filesystem::directory_iterator(dir))
    names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  // waitcnt inserted a wait, which may split schedule's regions: schedule
  // runs once more (step 6), changes nothing, and the pipeline ends there.
  CHECK(names == std::vector<std::string>{"01-after-schedule.s", "02-after-waitcnt.s",
                                          "03-after-cluster-barrier.s", "04-after-dce.s",
                                          "05-after-peephole.s", "06-after-schedule.s"});
  CHECK(slurp(dir / "02-after-waitcnt.s") == kWaited);
  CHECK(slurp(dir / "03-after-cluster-barrier.s") == kWaited);
  CHECK(slurp(dir / "04-after-dce.s") == kWaited);
  CHECK(slurp(dir / "05-after-peephole.s") == kWaited);
  std::filesystem::remove_all(dir);
}

TEST_CASE("instrumentation: --snapshot-json names each instruction by its stable id") {
  std::filesystem::path file = std::filesystem::temp_directory_path() / "silken-snapshot-test.json";
  tool::InstrumentOptions io;
  io.snapshotJson = file.string();
  CHECK(run(io).empty());
  nlohmann::json j = nlohmann::json::parse(slurp(file));
  std::filesystem::remove(file);
  REQUIRE(j["steps"].size() == 6); // schedule, waitcnt, cluster-barrier, dce, peephole, schedule
  CHECK(j["steps"][0]["pass"] == "schedule");
  CHECK(j["steps"][0]["changed"] == false);
  const nlohmann::json& first = j["steps"][1];
  CHECK(first["pass"] == "waitcnt");
  CHECK(first["changed"] == true);
  const nlohmann::json& before = first["before"][0]["blocks"][0];
  const nlohmann::json& after = first["after"][0]["blocks"][0];
  REQUIRE(before.size() == 3);
  REQUIRE(after.size() == 4);
  // The load and the add keep their ids; the new wait has a fresh one.
  CHECK(after[0]["id"] == before[0]["id"]);
  CHECK(after[2]["id"] == before[1]["id"]);
  CHECK(after[1]["text"] == "s_wait_loadcnt 0x0");
  CHECK(after[1]["id"].get<int>() >= 3);
  CHECK(j["steps"][2]["changed"] == false);
  CHECK(j["steps"][3]["pass"] == "dce");
}
