// Expert scheduling mode (ESM2) hazards, H12 and H13: the hardware no
// longer makes VMEM/DS/FLAT wait for VALU results or VALU wait for memory
// reads of its destination, so an s_wait_alu must prove the producer done.
//
// `depctr_va_vdst(N)` waits until at most N VALU VGPR writes are
// outstanding. The four VALU pipes complete out of order relative to each
// other but in order within one, so a wait proves a producer done when N is
// at most the number of younger writes of the producer's own pipe (a
// scaled WMMA counts twice); VALUs after a later EXEC write may have been
// skipped and do not count. `depctr_vm_vsrc(N)` is the same for memory
// reads of VGPRs, in two queues: LDS (ds_*) and TEX (the rest); FLAT is in
// both. A counter wait that proves the memory operation complete proves its
// reads done too. gfx1250-scheduling.md §3.
#include "analysis/hazard_facts.h"

#include "semantics/hw_operands.h"
#include "isa/mnemonic_ids.h"
#include "semantics/inst_facts.h"
#include "support/scratch_table.h"

#include <algorithm>
#include <array>

namespace silken::analysis::hazard_detail {
namespace {

using isa::InstrClass;

constexpr size_t kQueues = isa::kNumValuPipes; // VALU pipes; memory: 0 = LDS, 1 = TEX

struct Producer {
  uint32_t index;
  std::array<uint32_t, kQueues> after{}; ///< queue counts just after it (0: not in it)
  uint8_t queues = 0;                    ///< bit q: it is in queue q
  uint8_t counters = 0;                  ///< memory: the wait counters it counts on
  std::array<uint32_t, isa::kNumCounters> counterAfter{};
};

struct WaitPoint {
  uint32_t index;
  uint8_t allowed; ///< the N of the field
  std::array<uint32_t, kQueues> counts{};
  std::array<uint32_t, kQueues> execMark{}; ///< VALU: counts at the last EXEC write
  isa::WaitValues counters{};               ///< memory: a counter wait
  std::array<uint32_t, isa::kNumCounters> counterCounts{};
  bool idle = false; ///< s_wait_idle
};

// One of the two rules: producers, their last reaching writes/reads per
// VGPR unit, and the waits seen so far.
struct Tracker {
  std::vector<Producer> producers;
  std::vector<WaitPoint> waits;
  std::array<uint32_t, kQueues> counts{};
  std::array<uint32_t, isa::kNumCounters> counterCounts{};
  std::array<std::vector<uint32_t>, kQueues> execMarks; // VALU only

  // Younger entries of queue q between producer p and wait w.
  uint32_t younger(const Producer& p, const WaitPoint& w, size_t q, bool valu) const {
    uint32_t end = w.counts[q];
    if (valu) {
      // The first EXEC write after the producer ends what may be counted.
      const std::vector<uint32_t>& marks = execMarks[q];
      auto it = std::lower_bound(marks.begin(), marks.end(), p.after[q]);
      if (it != marks.end())
        end = std::min(end, *it);
    }
    return end > p.after[q] ? end - p.after[q] : 0;
  }

  bool proves(const Producer& p, const WaitPoint& w, bool valu) const {
    if (w.idle)
      return true;
    if (w.allowed != 0xff) {
      bool all = true;
      for (size_t q = 0; q < kQueues; ++q)
        if (p.queues & (1u << q))
          all &= w.allowed == 0 || younger(p, w, q, valu) >= w.allowed;
      if (all)
        return true;
    }
    for (int c = 0; c < isa::kNumCounters; ++c) {
      if (!(p.counters & (1 << c)) || !w.counters[size_t(c)])
        continue;
      unsigned n = *w.counters[size_t(c)];
      bool inOrder = (1 << c) == isa::kLoadCnt || (1 << c) == isa::kStoreCnt ||
                     (1 << c) == isa::kDsCnt;
      uint32_t y = w.counterCounts[size_t(c)] - p.counterAfter[size_t(c)];
      if (n == 0 || (inOrder && y >= n))
        return true;
    }
    return false;
  }

  // The nearest wait between producer p and consumer c that proves p.
  uint32_t provenBy(const Producer& p, uint32_t consumer, bool valu) const {
    for (auto it = waits.rbegin(); it != waits.rend() && it->index > p.index; ++it)
      if (it->index < consumer && proves(p, *it, valu))
        return it->index;
    return kNoIndex;
  }

  // Younger entries of p's queues now (the least over its queues).
  uint32_t youngerNow(const Producer& p, bool valu) const {
    WaitPoint now{0, 0xff, counts};
    uint32_t least = ~0u;
    for (size_t q = 0; q < kQueues; ++q)
      if (p.queues & (1u << q))
        least = std::min(least, younger(p, now, q, valu));
    return least;
  }
};

// A counter field holds at most 15 (va_vdst) or 7 (vm_vsrc) outstanding
// entries and the wave stalls before it would overflow; a queue completes
// in order. So with that many younger entries in its own queue a producer
// is done without a wait (LLVM's scoreboard drops scores older than the
// counter's range the same way, over all pipes).
constexpr uint32_t kVaVdstRange = 15, kVmVsrcRange = 7;

void record(HazardKind kind, const Tracker& t, const std::vector<uint32_t>& ids, uint32_t at,
            bool valu, std::vector<HazardRequirement>& out) {
  uint32_t range = valu ? kVaVdstRange : kVmVsrcRange;
  for (uint32_t id : ids) {
    const Producer& p = t.producers[id];
    uint32_t younger = t.youngerNow(p, valu);
    uint32_t by = younger >= range ? kNoIndex : t.provenBy(p, at, valu);
    HazardRequirement r{kind, p.index, at, 1, uint8_t(by != kNoIndex || younger >= range)};
    r.means = younger >= range ? Means::Distance
              : by != kNoIndex ? Means::Wait
                               : Means::Unsatisfied;
    r.by = by;
    out.push_back(r);
  }
}

void dedupe(std::vector<uint32_t>& ids) {
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
}

constexpr uint32_t kNone = kNoIndex;
constexpr size_t kVgprUnits = isa::kNumVgprUnits;

bool readsLds(InstrClass c) {
  return c == InstrClass::DsLoad || c == InstrClass::DsStore || c == InstrClass::DsAtomic;
}

} // namespace

void addExpertHazards(const std::vector<Facts>& fs, std::vector<HazardRequirement>& out) {
  bool any = std::any_of(fs.begin(), fs.end(), [](const Facts& f) { return f.expert; });
  if (!any)
    return;
  Tracker va, vm;
  // Per VGPR unit (reused tables, support/scratch_table.h): the producer id
  // in va of its last VALU write, the producer ids in vm of its readers since.
  struct LastTag;
  struct ReadersTag;
  ScratchTable<uint32_t, LastTag> lastValuWrite(kVgprUnits, kNone);
  ScratchTable<std::vector<uint32_t>, ReadersTag> readersSince(kVgprUnits, {});
  std::vector<uint32_t> ids;
  for (const Facts& f : fs) {
    if (!f.inst) {
      lastValuWrite.reset();
      readersSince.reset();
      continue;
    }
    bool memory = isVectorMemory(f.cls);
    bool valuWrite = f.pipe != isa::ValuPipe::None && !f.vnop;
    // Consumers first: they see what came before them.
    if (f.expert && memory) { // H12: VGPRs it reads, written by VALU
      ids.clear();
      f.regs->forEachVgpr(isa::UnitRuns::kReads, [&](uint32_t u) {
        if (lastValuWrite.get(u) != kNone)
          ids.push_back(lastValuWrite.get(u));
      });
      dedupe(ids);
      record(HazardKind::ExpertValuToMemory, va, ids, f.index, true, out);
    }
    if (f.expert && valuWrite) { // H13: VGPRs it overwrites, read by memory
      ids.clear();
      f.regs->forEachVgpr(isa::UnitRuns::kWrites, [&](uint32_t u) {
        ids.insert(ids.end(), readersSince.get(u).begin(), readersSince.get(u).end());
      });
      dedupe(ids);
      record(HazardKind::ExpertMemoryToValu, vm, ids, f.index, false, out);
    }
    // Waits.
    if (std::optional<isa::DepctrWait> w = isa::decodeDepctr(*f.inst)) {
      if (w->vaVdst < 15)
        va.waits.push_back({f.index, w->vaVdst, va.counts});
      if (w->vmVsrc < 7)
        vm.waits.push_back({f.index, w->vmVsrc, vm.counts});
    } else if (isa::Opcode(f.inst->opcode) == "s_wait_idle") {
      va.waits.push_back({f.index, 0xff, va.counts, {}, {}, {}, true});
      vm.waits.push_back({f.index, 0xff, vm.counts, {}, {}, {}, true});
    } else if (f.cls == InstrClass::Wait) {
      WaitPoint w{f.index, 0xff, vm.counts, {}, isa::decodeWait(*f.inst), vm.counterCounts};
      if (std::any_of(w.counters.begin(), w.counters.end(), [](auto& v) { return bool(v); }))
        vm.waits.push_back(w);
    }
    // Producers.
    bool writesVgpr = f.regs->anyVgpr(isa::UnitRuns::kWrites);
    if (valuWrite && writesVgpr) {
      size_t q = size_t(f.pipe);
      uint32_t weight = f.xdl ? isa::wmmaTiming(*f.inst).vaVdstWeight : 1;
      va.counts[q] += weight;
      Producer p{f.index};
      p.after[q] = va.counts[q];
      p.queues = uint8_t(1u << q);
      uint32_t id = uint32_t(va.producers.size());
      va.producers.push_back(p);
      f.regs->forEachVgpr(isa::UnitRuns::kWrites, [&](uint32_t u) {
        lastValuWrite.at(u) = id;
        if (!readersSince.get(u).empty())
          readersSince.at(u).clear();
      });
    } else if (writesVgpr) { // a load result: not a VALU write any more
      f.regs->forEachVgpr(isa::UnitRuns::kWrites, [&](uint32_t u) {
        if (lastValuWrite.get(u) != kNone)
          lastValuWrite.at(u) = kNone;
        if (!readersSince.get(u).empty())
          readersSince.at(u).clear();
      });
    }
    if (f.writesExec)
      for (size_t q = 0; q < kQueues; ++q)
        va.execMarks[q].push_back(va.counts[q]);
    bool readsVgpr = f.regs->anyVgpr(isa::UnitRuns::kReads);
    if (memory && readsVgpr) {
      Producer p{f.index};
      bool lds = readsLds(f.cls) || f.cls == InstrClass::Flat;
      bool tex = !readsLds(f.cls);
      for (size_t q : {size_t(0), size_t(1)})
        if (q == 0 ? lds : tex) {
          p.after[q] = ++vm.counts[q];
          p.queues |= uint8_t(1u << q);
        }
      p.counters = isa::countersOf(*f.inst);
      for (int c = 0; c < isa::kNumCounters; ++c)
        if (p.counters & (1 << c))
          p.counterAfter[size_t(c)] = ++vm.counterCounts[size_t(c)];
      uint32_t id = uint32_t(vm.producers.size());
      vm.producers.push_back(p);
      f.regs->forEachVgpr(isa::UnitRuns::kReads,
                          [&](uint32_t u) { readersSince.at(u).push_back(id); });
    }
  }
}

} // namespace silken::analysis::hazard_detail
