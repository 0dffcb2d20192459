// The pass option tables, and docs/passes.md walked through with a trivial
// pass defined here: its options are a field table, it reports through the
// context's remark builder, and the pipeline runs it under --verify-each.
#include "analysis/cache.h"
#include "passes/options.h"
#include "passes/pass.h"
#include "test_util.h"
#include "tool/instrument.h"

#include <doctest/doctest.h>

#include <set>
#include <sstream>

using namespace silken;
using silken::test::Parsed;

TEST_CASE("pass options: every field reads back what it was set to") {
  for (const passes::PassOptionTable& t : passes::passOptionTables()) {
    passes::PassOptions options;
    std::set<std::string_view> knobs;
    for (const passes::OptionField& f : t.fields) {
      CAPTURE(f.knob);
      CHECK(knobs.insert(f.knob).second);
      CHECK(!f.help.empty());
      std::string value = f.get(t.of(options));
      CHECK(f.set(t.ofMutable(options), value));
      CHECK(f.get(t.of(options)) == value);
      switch (f.type) {
      case passes::OptionType::Bool:
        CHECK(f.set(t.ofMutable(options), value == "true" ? "false" : "true"));
        CHECK(f.get(t.of(options)) != value);
        CHECK_FALSE(f.set(t.ofMutable(options), "maybe"));
        break;
      case passes::OptionType::Int:
        CHECK(f.set(t.ofMutable(options), "7"));
        CHECK(f.get(t.of(options)) == "7");
        CHECK_FALSE(f.set(t.ofMutable(options), "7x"));
        CHECK_FALSE(f.set(t.ofMutable(options), ""));
        break;
      case passes::OptionType::Choice:
        REQUIRE(!f.choices.empty());
        for (std::string_view c : f.choices) {
          CHECK(f.set(t.ofMutable(options), c));
          CHECK(f.get(t.of(options)) == c);
        }
        CHECK_FALSE(f.set(t.ofMutable(options), "bogus"));
        break;
      case passes::OptionType::String:
        CHECK(f.set(t.ofMutable(options), "sgprOther"));
        CHECK(f.get(t.of(options)) == "sgprOther");
        break;
      }
    }
  }
}

TEST_CASE("pass options: the tables set the structs the passes read") {
  passes::PassOptions options;
  const passes::PassOptionTable* cb = passes::passOptionTable("cluster-barrier");
  REQUIRE(cb);
  for (const passes::OptionField& f : cb->fields) {
    if (f.knob == "tail-signal")
      CHECK(f.set(cb->ofMutable(options), "peer"));
    if (f.knob == "pgr")
      CHECK(f.set(cb->ofMutable(options), "2"));
  }
  CHECK(options.clusterBarrier.tailSignal == passes::TailSignal::Peer);
  CHECK(options.clusterBarrier.pgr == 2);
  const passes::PassOptionTable* wc = passes::passOptionTable("waitcnt");
  REQUIRE(wc);
  CHECK(wc->fields[0].flag == "--xcnt");
  CHECK(passes::optionValues(*wc, options).front() ==
        std::pair<std::string, std::string>{"xcnt", "llvm"});
  CHECK(passes::passOptionTable("dce") == nullptr);
}

namespace {

// docs/passes.md, steps 1-4 and 6, on a pass that counts s_nop.
struct NopCountOptions {
  bool report = true;
  int limit = 3;
};
const passes::OptionField kNopCountFields[] = {
    passes::option::boolean<&NopCountOptions::report>("report", "emit the count"),
    passes::option::integer<&NopCountOptions::limit>("limit", "warn above this many"),
};

struct NopCountPass : passes::Pass {
  bool run(ir::Module& m, passes::PassContext& ctx) override {
    for (ir::Function& fn : m.functions) {
      unsigned nops = 0;
      analysis::FunctionAnalyses fa(fn);
      for (uint32_t b = 0; b < fn.blocks.size(); ++b)
        for (uint32_t i = 0; i < fn.blocks[b].stmts.size(); ++i)
          if (fa.ordering().fence(b, i) == analysis::FenceKind::Position)
            ++nops;
      Remark r = ctx.remark(RemarkKind::Analysis, "NopsCounted", fn, {}, "counted");
      r.args.emplace_back("nops", int64_t(nops));
      ctx.remarks.emit(std::move(r));
    }
    return false;
  }
};
const passes::PassInfo kNopCount{"nop-count", "count position-sensitive instructions", true,
                                 false, false,
                                 [] { return std::unique_ptr<passes::Pass>(new NopCountPass); }};

} // namespace

TEST_CASE("adding a pass: docs/passes.md walked through") {
  NopCountOptions o;
  CHECK(kNopCountFields[1].set(&o, "5"));
  CHECK(o.limit == 5);
  CHECK(kNopCountFields[0].get(&o) == "true");

  Parsed p("k:\n s_nop 0\n v_add_f32 v1, v2, v3\n s_nop 1\n s_endpgm\n");
  REQUIRE(p.errors().empty());
  RemarkSink remarks("input.s");
  passes::PassOptions options;
  analysis::AnalysisCache cache;
  passes::PassContext ctx{*p.diags, remarks, options, {}, &cache};
  tool::InstrumentOptions io;
  io.verifyEach = true;
  std::ostringstream err;
  tool::Instrumentation ins(io, options, *p.diags, err);
  ins.start(*p.module);
  passes::runPipeline(*p.module, ctx, {&kNopCount}, [](const std::string&) {}, ins.hooks());
  CHECK(err.str().empty());
  CHECK(p.errors().empty());
  REQUIRE(remarks.remarks().size() == 1);
  const Remark& r = remarks.remarks()[0];
  CHECK(r.pass == "nop-count"); // the context named the pass
  CHECK(r.function == "");
  CHECK(std::get<int64_t>(r.args[0].second) == 2);
}
