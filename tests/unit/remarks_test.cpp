#include "passes/pass.h"
#include "remarks/remark.h"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

using namespace silken;

TEST_CASE("remarks: fixed key order, one remark per line") {
  RemarkSink sink("kernel.s");
  Remark r;
  r.kind = RemarkKind::Passed;
  r.pass = "waitcnt";
  r.name = "WaitInserted";
  r.function = "gemm";
  r.loc = {131, 3};
  r.message = "inserted s_wait_loadcnt 0";
  r.args = {{"counter", std::string("loadcnt")}, {"count", int64_t(0)},
            {"producer", SourceLoc{97, 3}}};
  sink.emit(r);
  r.pass = "cluster-barrier";
  r.kind = RemarkKind::Missed;
  r.args.clear();
  sink.emit(r);
  CHECK(sink.toJson("^waitcnt$") ==
        "{\"version\":2,\"file\":\"kernel.s\",\"functions\":[\n"
        "{\"function\":\"gemm\",\"remarks\":[\n"
        "{\"kind\":\"passed\",\"pass\":\"waitcnt\",\"name\":\"WaitInserted\","
        "\"loc\":{\"line\":131,\"col\":3},"
        "\"message\":\"inserted s_wait_loadcnt 0\",\"args\":{\"counter\":\"loadcnt\","
        "\"count\":0,\"producer\":{\"line\":97,\"col\":3}}}\n"
        "]}\n"
        "]}\n");
  r.function = "other";
  sink.emit(r);
  auto doc = nlohmann::json::parse(sink.toJson());
  REQUIRE(doc["functions"].size() == 2);
  CHECK(doc["functions"][0]["remarks"].size() == 2);
  CHECK(doc["functions"][1]["function"] == "other");
  CHECK(sink.summary() ==
        "cluster-barrier: 0 passed, 2 missed, 0 analysis\n"
        "waitcnt: 1 passed, 0 missed, 0 analysis\n");
  CHECK(RemarkSink("x.s").toJson() == "{\"version\":2,\"file\":\"x.s\",\"functions\":[\n]}\n");
}

TEST_CASE("pipeline: names, order and errors") {
  DiagEngine d;
  std::vector<const passes::PassInfo*> out;
  CHECK(passes::parsePipeline("", out, d));
  CHECK(out.empty());
  CHECK_FALSE(passes::parsePipeline("waitcn", out, d));
  CHECK(d.format() ==
        "silken: error: unknown pass 'waitcn'\n"
        "silken: note: did you mean 'waitcnt'?\n");
  const auto& all = passes::allPasses();
  std::vector<std::string_view> names;
  for (const auto& p : all)
    names.push_back(p.name);
  CHECK(names == std::vector<std::string_view>{"schedule", "waitcnt", "cluster-barrier",
                                               "dce", "peephole", "remove-instructions",
                                               "loop-remarks"});
}

TEST_CASE("remarks: a sink nobody reads keeps only who said what") {
  RemarkSink kept("k.s"), dropped("k.s", false);
  for (RemarkSink* sink : {&kept, &dropped}) {
    for (int i = 0; i < 3; ++i) {
      Remark r;
      r.pass = "schedule";
      r.name = i == 2 ? "Options" : "RegionUnchanged";
      r.message = "region " + std::to_string(i);
      sink->emit(std::move(r));
    }
    CHECK(sink->said("schedule", "Options"));
    CHECK(sink->said("schedule", "RegionUnchanged"));
    CHECK_FALSE(sink->said("dce", "Options"));
    CHECK_FALSE(sink->said("schedule", "RegionScheduled"));
  }
  CHECK(kept.remarks().size() == 3);
  CHECK(dropped.remarks().empty());
}
