#include "passes/waitcnt_scoreboard.h"
#include "passes/waitcnt_support.h"
#include "test_util.h"

#include <doctest/doctest.h>

#include <map>
#include <vector>

using namespace silken;
using namespace silken::passes::wc;

namespace {

isa::RegUnits vgpr(unsigned n) {
  isa::RegUnits u;
  u.set(isa::kVgprUnitBase + 2 * n);
  u.set(isa::kVgprUnitBase + 2 * n + 1);
  return u;
}

} // namespace

TEST_CASE("scoreboard: in-order loads need only the younger count") {
  Scoreboard s;
  s.issue(kLoad, kEvVmemLoad, vgpr(1), 10);
  s.issue(kLoad, kEvVmemLoad, vgpr(2), 11);
  s.issue(kLoad, kEvVmemLoad, vgpr(3), 12);
  uint32_t producer = 0;
  CHECK(s.required(kLoad, vgpr(1), &producer) == 2u);
  CHECK(producer == 10);
  CHECK(s.required(kLoad, vgpr(3)) == 0u);
  s.applyWait(kLoad, 2);
  CHECK_FALSE(s.required(kLoad, vgpr(1)).has_value()); // complete
  CHECK(s.required(kLoad, vgpr(2)) == 1u);
  CHECK(s.outstanding(kLoad) == 2u);
}

TEST_CASE("scoreboard: out of order counters only trust a wait for 0") {
  Scoreboard s;
  s.issue(kKm, kEvSmem, vgpr(1), 1);
  s.issue(kKm, kEvSmem, vgpr(2), 2);
  CHECK(s.outOfOrder(kKm));
  CHECK(s.required(kKm, vgpr(1)) == 0u);
  s.applyWait(kKm, 1); // says nothing about which one completed
  CHECK(s.required(kKm, vgpr(1)) == 0u);
  s.applyWait(kKm, 0);
  CHECK_FALSE(s.required(kKm, vgpr(1)).has_value());
  Scoreboard mixed;
  mixed.issue(kLoad, kEvVmemLoad, vgpr(1), 1);
  mixed.issue(kLoad, kEvFlat, vgpr(2), 2);
  CHECK(mixed.outOfOrder(kLoad));
}

TEST_CASE("scoreboard: join keeps the worse path") {
  Scoreboard a, b;
  a.issue(kLoad, kEvVmemLoad, vgpr(1), 1);
  b.issue(kLoad, kEvVmemLoad, vgpr(1), 5);
  b.issue(kLoad, kEvVmemLoad, vgpr(2), 6);
  a.join(b);
  CHECK(a.outstanding(kLoad) == 2u);
  CHECK(a.required(kLoad, vgpr(1)) == 0u); // the more recent write (path a)
  CHECK(a.required(kLoad, vgpr(2)) == 0u);
}

TEST_CASE("scoreboard: capacity, DS release and LDS tokens") {
  Scoreboard s;
  for (int i = 0; i < 70; ++i)
    s.issue(kLoad, kEvVmemLoad, vgpr(unsigned(i)), unsigned(i));
  CHECK(s.outstanding(kLoad) == 63u);
  CHECK_FALSE(s.required(kLoad, vgpr(0)).has_value()); // long complete
  Scoreboard d;
  d.issue(kDs, kEvDs, {}, 1);
  d.noteDsStore(1);
  d.issue(kDs, kEvDs, vgpr(4), 2);
  CHECK(d.requiredForDsStores() == 1u);
  Scoreboard t;
  t.issue(kTensor, kEvTensor, {}, 1, {kTokenBase + 0});
  t.issue(kTensor, kEvTensor, {}, 2, {kTokenBase + 1});
  CHECK(t.requiredIds(kTensor, {kTokenBase + 0}) == 1u);
  CHECK(t.requiredIds(kTensor, {kTokenBase + 1}) == 0u);
}

TEST_CASE("waitcnt support: existing waits and annotations") {
  test::Parsed p("s_wait_loadcnt_dscnt 0x102\ns_wait_kmcnt 0x0\ns_wait_idle\n"
                 "tensor_load_to_lds s[8:11], s[12:19] // st.token:3,4\n"
                 "ds_load_b32 v1, v2 // silken: lds=7\n");
  auto w0 = waitValues(*p.instrs()[0]);
  CHECK(w0[kLoad] == 1u);
  CHECK(w0[kDs] == 2u);
  CHECK(waitValues(*p.instrs()[1])[kKm] == 0u);
  CHECK(waitValues(*p.instrs()[2])[kTensor] == 0u);
  CHECK(ldsTokens(*p.instrs()[3]) == std::vector<uint32_t>{kTokenBase + 3, kTokenBase + 4});
  CHECK(ldsTokens(*p.instrs()[4]) == std::vector<uint32_t>{kTokenBase + 7});
  CHECK(derivableWait("s_wait_xcnt"));
  CHECK_FALSE(derivableWait("s_wait_tensorcnt"));
}

TEST_CASE("scoreboard: a question asked of runs gets the set's answer") {
  // Deterministic pseudo-random issues and questions, both forms compared
  // (the walk asks runs; remarks and the checker ask sets).
  uint64_t seed = 12345;
  auto next = [&](uint32_t bound) {
    seed = seed * 6364136223846793005ull + 1442695040888963407ull;
    return uint32_t(seed >> 33) % bound;
  };
  auto range = [&](isa::RegUnits& u) {
    uint32_t first = next(isa::kNumUnits - 40), count = 1 + next(40);
    for (uint32_t k = first; k < first + count; ++k)
      u.set(k);
  };
  for (int trial = 0; trial < 200; ++trial) {
    Scoreboard s;
    if (trial % 17 == 0)
      s.enterCallable();
    for (int i = 0, n = 1 + int(next(12)); i < n; ++i) {
      isa::RegUnits u;
      range(u);
      int c = int(next(kCounters));
      s.issue(c, uint16_t(1u << next(9)), u, uint32_t(100 + i), {}, next(3) == 0, false);
      if (next(4) == 0)
        s.applyWait(c, next(3));
    }
    for (int q = 0; q < 20; ++q) {
      isa::DefUse du;
      range(du.reads);
      range(du.writes);
      isa::UnitRuns runs = isa::UnitRuns::owning(du);
      int c = int(next(kCounters));
      XSources src = XSources(next(5));
      for (uint32_t sets : {isa::UnitRuns::kReads, isa::UnitRuns::kWrites}) {
        const isa::RegUnits& set = sets == isa::UnitRuns::kReads ? du.reads : du.writes;
        uint32_t p1 = 7, p2 = 7;
        CHECK(s.required(c, set, &p1, src) == s.required(c, runs, sets, &p2, src));
        CHECK(p1 == p2);
      }
    }
  }
}

TEST_CASE("scoreboard: issues of scattered units keep every entry a reference model keeps") {
  // markIssued merges only the window of entries between an operation's
  // first and last unit and moves the rest as one block: random scattered
  // unit sets (interleaving the pending ones, before, after, replacing
  // some) against a per-unit model of younger counts and producers.
  uint64_t seed = 777;
  auto next = [&](uint32_t bound) {
    seed = seed * 6364136223846793005ull + 1442695040888963407ull;
    return uint32_t(seed >> 33) % bound;
  };
  for (int trial = 0; trial < 100; ++trial) {
    Scoreboard s;
    std::map<uint32_t, std::pair<unsigned, uint32_t>> model; // unit -> (younger, producer)
    unsigned pending = 0;
    for (int op = 0; op < 40; ++op) {
      std::vector<uint32_t> ids;
      uint32_t base = next(300), span = 1 + next(200);
      for (uint32_t u = base; u < base + span && u < isa::kNumUnits; u += 1 + next(9))
        ids.push_back(u);
      const uint32_t line = uint32_t(1000 + op);
      s.issueIds(kLoad, kEvVmemLoad, ids, line);
      for (auto& [u, entry] : model)
        ++entry.first;
      for (uint32_t u : ids)
        model[u] = {0, line};
      pending = std::min(pending + 1, unsigned(kMaxWait[kLoad]));
      std::erase_if(model, [&](const auto& kv) { return kv.second.first >= pending; });
      if (next(5) == 0) {
        unsigned n = next(6);
        s.applyWait(kLoad, n);
        pending = std::min(pending, n);
        std::erase_if(model, [&](const auto& kv) { return kv.second.first >= pending; });
      }
      std::vector<uint32_t> listed;
      s.forEachPendingFrom(kLoad, 0, [&](uint32_t id) { listed.push_back(id); });
      std::vector<uint32_t> expected;
      for (const auto& [u, entry] : model)
        expected.push_back(u);
      REQUIRE(listed == expected);
      for (const auto& [u, entry] : model) {
        isa::RegUnits one;
        one.set(u);
        uint32_t producer = 0;
        CHECK(s.required(kLoad, one, &producer) == entry.first);
        CHECK(producer == entry.second);
      }
    }
  }
}
