#include "passes/waitcnt_scoreboard.h"

#include <algorithm>
#include <cassert>
#include <bit>
#include <span>

namespace silken::passes::wc {
namespace {

bool byId(const Entry& e, uint32_t id) { return e.id < id; }

} // namespace

const Entry* Scoreboard::find(uint32_t id, int counter) const {
  const std::vector<Entry>& regs = regs_[counter].view();
  auto it = std::lower_bound(regs.begin(), regs.end(), id, byId);
  return it != regs.end() && it->id == id ? &*it : nullptr;
}

template <class F>
bool Scoreboard::anyRunEntries(int counter, const isa::UnitRuns& runs, uint32_t sets,
                               F&& f) const {
  const std::vector<Entry>& regs = regs_[counter].view();
  for (uint32_t run : runs) {
    if (!(isa::UnitRuns::sets(run) & sets))
      continue;
    uint32_t first = isa::UnitRuns::first(run), end = isa::UnitRuns::end(run);
    if (!(summary_[counter] & bucketsOf(first, end)))
      continue;
    auto it = std::lower_bound(regs.begin(), regs.end(), first, byId);
    if (f(std::span<const Entry>(it, regs.end()), end))
      return true;
  }
  return false;
}

void Scoreboard::markIssued(const std::vector<uint32_t>& ids, int counter, uint32_t line,
                            bool xSmem, bool xFlat) {
  if (ids.empty())
    return;
  assert(std::is_sorted(ids.begin(), ids.end()) && "the units in order, each once");
  std::vector<Entry>& regs = regs_[counter].edit();
  // Where each id goes (found by halving from the one before: an operation
  // writes a few units, a counter may hold hundreds, and stepping over all
  // of them was 4% of the chain on large kernels), with the top bit set
  // when an entry of that id is already there.
  constexpr uint32_t kPresent = 1u << 31;
  uint32_t onStack[64];
  std::vector<uint32_t> onHeap(ids.size() > std::size(onStack) ? ids.size() : 0);
  uint32_t* at = onHeap.empty() ? onStack : onHeap.data();
  size_t hi = 0, missing = 0;
  for (size_t k = 0; k < ids.size(); ++k) {
    const uint32_t id = ids[k];
    if (hi < regs.size() && regs[hi].id < id)
      hi = size_t(std::lower_bound(regs.begin() + ptrdiff_t(hi) + 1, regs.end(), id, byId) -
                  regs.begin());
    const bool present = hi < regs.size() && regs[hi].id == id;
    missing += !present;
    at[k] = uint32_t(hi) | (present ? kPresent : 0);
    hi += present;
  }
  // From the back: the entries after each id's place move up by the ids
  // still to place before them that are new, as one block each.
  size_t end = regs.size(), shift = missing;
  regs.resize(regs.size() + missing);
  for (size_t k = ids.size(); k-- > 0;) {
    const size_t pos = at[k] & ~kPresent;
    const bool present = (at[k] & kPresent) != 0;
    const size_t from = pos + (present ? 1 : 0);
    if (shift != 0 && from < end)
      std::move_backward(regs.begin() + ptrdiff_t(from), regs.begin() + ptrdiff_t(end),
                         regs.begin() + ptrdiff_t(end + shift));
    shift -= present ? 0 : 1;
    regs[pos + shift] = Entry{ids[k], line, uint8_t(counter), 0, xSmem, xFlat};
    if (ids[k] < isa::kNumUnits)
      summary_[counter] |= 1ull << (ids[k] / 64);
    end = pos;
  }
}

bool Scoreboard::outOfOrder(int counter) const {
  uint16_t e = events_[counter];
  if (std::popcount(e) > 1)
    return true; // mixed kinds complete in no fixed order
  if (counter == kKm && (e & kEvSmem))
    return true; // scalar memory returns out of order
  if (counter == kX && (e & kEvXSmem))
    return true;
  if (e & (kEvFlat | kEvUnknown))
    return true;
  return false;
}

void Scoreboard::enterCallable() {
  for (int c : {kLoad, kDs, kKm}) {
    pending_[c] = kMaxWait[c];
    events_[c] |= kEvUnknown;
    unknownWrites_[c] = true;
  }
  pending_[kStore] = kMaxWait[kStore];
  events_[kStore] |= kEvVmemStore;
}

void Scoreboard::workgroupBarrierWaited() {
  if (!sccFromWorkgroupIsfirst_ || !find(isa::kSccUnit, kKm))
    return;
  regs_[kKm].eraseIf([](const Entry& e) { return e.id == isa::kSccUnit; });
  resummarize(kKm);
}

void Scoreboard::afterCall() {
  for (int c = 0; c < kCounters; ++c)
    if (c != kStore)
      applyWait(c, 0);
  ownStores_ = 0; // their translations are done: xcnt is 0 after a call
  pending_[kStore] = kMaxWait[kStore];
  events_[kStore] |= kEvVmemStore;
}

void Scoreboard::issue(int counter, uint16_t event, const isa::RegUnits& units, uint32_t line,
                       const std::vector<uint32_t>& extraIds, bool flat, bool atomic) {
  static thread_local std::vector<uint32_t> ids; // its capacity kept: an issue per memory op
  ids.clear();
  for (size_t u = units._Find_first(); u < units.size(); u = units._Find_next(u))
    ids.push_back(uint32_t(u));
  ids.insert(ids.end(), extraIds.begin(), extraIds.end());
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  issueIds(counter, event, ids, line, flat, atomic);
}

void Scoreboard::issueIds(int counter, uint16_t event, const std::vector<uint32_t>& ids,
                          uint32_t line, bool flat, bool atomic) {
  // Everything pending on this counter gets one younger operation.
  if (!regs_[counter].empty())
    for (Entry& e : regs_[counter].edit())
      ++e.younger;
  if (counter == kDs && dsStoreYounger_ != kNotPending)
    ++dsStoreYounger_;
  pending_[counter] = uint8_t(std::min<unsigned>(pending_[counter] + 1u, kMaxWait[counter]));
  if (counter == kStore) {
    ownStores_ = uint8_t(std::min<unsigned>(ownStores_ + 1u, kMaxWait[kStore]));
    if (atomic)
      atomicStores_ = uint8_t(std::min<unsigned>(atomicStores_ + 1u, kMaxWait[kStore]));
  }
  events_[counter] |= event;
  bool x = counter == kX;
  markIssued(ids, counter, line, x && event == kEvXSmem, x && flat);
  // A unit whose younger count reached the counter's capacity is complete.
  applyOne(counter, pending_[counter]);
}

void Scoreboard::noteDsStore(uint32_t line) {
  dsStoreYounger_ = 0;
  dsStoreProducer_ = line;
}

void Scoreboard::applyWait(int counter, unsigned n) {
  applyOne(counter, n);
  // What else the wait implies for xcnt (the address translations):
  // kmcnt 0 completes every SMEM; and a VMEM operation's translation ends
  // before the operation does, in issue order, so with no SMEM in flight at
  // most as many translations are outstanding as VMEM operations are.
  if (counter == kKm && n == 0 && (events_[kX] & kEvXSmem)) {
    regs_[kX].eraseIf([](const Entry& e) { return e.xSmem; });
    resummarize(kX);
    events_[kX] &= uint16_t(~kEvXSmem);
    applyOne(kX, events_[kX] ? pending_[kX] : 0); // drops the completed entries
  }
  unsigned vmem = unsigned(pending_[kLoad]) + ownStores_ + pending_[kAsync];
  if (!(events_[kX] & kEvXSmem) && pending_[kX] > vmem)
    applyOne(kX, vmem);
}

void Scoreboard::applyOne(int counter, unsigned n) {
  if (n >= pending_[counter]) {
    n = pending_[counter];
  } else if (outOfOrder(counter) && n > 0) {
    return; // out of order: only a wait for zero says which completed
  }
  pending_[counter] = uint8_t(n);
  if (counter == kStore) {
    ownStores_ = std::min(ownStores_, uint8_t(n));
    atomicStores_ = std::min(atomicStores_, uint8_t(n));
  }
  if (regs_[counter].eraseIf([&](const Entry& e) { return e.younger >= n; }))
    resummarize(counter);
  if (counter == kDs && dsStoreYounger_ != kNotPending && dsStoreYounger_ >= n)
    dsStoreYounger_ = kNotPending;
  if (n == 0) {
    events_[counter] = 0;
    unknownWrites_[counter] = false;
  }
}

// An entry's weight in a question about `sources` (xcnt only).
static bool countsFor(const Entry& e, XSources sources) {
  switch (sources) {
  case XSources::All: return true;
  case XSources::Smem: return e.xSmem;
  case XSources::SmemOrFlat: return e.xSmem || e.xFlat;
  case XSources::Flat: return e.xFlat;
  default: return false;
  }
}

// The two forms of required() (a set of units, or runs of them) differ
// only in how they list the entries of the units asked: `each(f)` calls
// f(entry) for those (ascending within a run); `anyGpr` says whether a
// VGPR or SGPR is asked.
template <class Each>
std::optional<unsigned> Scoreboard::requiredOf(int counter, Each&& each, bool anyGpr,
                                               uint32_t* producer, XSources sources) const {
  std::optional<unsigned> need;
  if (regs_[counter].empty() && !unknownWrites_[counter])
    return need; // nothing pending on the counter
  auto consider = [&](const Entry& entry) {
    uint8_t y = entry.younger;
    if (counter == kX && !countsFor(entry, sources))
      return;
    if (!need || y < *need) {
      need = y;
      if (producer)
        *producer = entry.producer;
    }
  };
  each(consider);
  // The caller's operations may write any VGPR or SGPR.
  if (unknownWrites_[counter] && anyGpr) {
    need = 0;
    if (producer)
      *producer = 0;
  }
  if (need && outOfOrder(counter))
    need = 0;
  return need;
}

std::optional<unsigned> Scoreboard::required(int counter, const isa::RegUnits& units,
                                             uint32_t* producer, XSources sources) const {
  auto each = [&](auto&& f) {
    for (const Entry& e : regs_[counter].view())
      if (e.id < isa::kNumUnits && units.test(e.id))
        f(e);
  };
  return requiredOf(counter, each, units._Find_first() < isa::kTtmpUnitBase, producer, sources);
}

std::optional<unsigned> Scoreboard::required(int counter, const isa::UnitRuns& runs,
                                             uint32_t sets, uint32_t* producer,
                                             XSources sources) const {
  // Only the units with a write pending on this counter can matter: most
  // instructions touch none, and the summary says so.
  auto each = [&](auto&& f) {
    anyRunEntries(counter, runs, sets, [&](std::span<const Entry> from, uint32_t end) {
      for (const Entry& e : from) {
        if (e.id >= end)
          break;
        f(e);
      }
      return false;
    });
  };
  bool anyGpr = false; // a VGPR or SGPR among the units asked
  for (uint32_t run : runs)
    anyGpr = anyGpr ||
             ((isa::UnitRuns::sets(run) & sets) && isa::UnitRuns::first(run) < isa::kTtmpUnitBase);
  return requiredOf(counter, each, anyGpr, producer, sources);
}

isa::RegUnits Scoreboard::pendingUnits(int counter, const isa::RegUnits& units) const {
  isa::RegUnits out;
  for (const Entry& e : regs_[counter].view())
    if (e.id < units.size() && units.test(e.id))
      out.set(e.id);
  if (unknownWrites_[counter])
    for (size_t u = units._Find_first(); u < isa::kTtmpUnitBase; u = units._Find_next(u))
      out.set(u);
  return out;
}

std::optional<unsigned> Scoreboard::requiredIds(int counter, const std::vector<uint32_t>& ids,
                                                uint32_t* producer) const {
  std::optional<unsigned> need;
  for (uint32_t id : ids) {
    const Entry* e = find(id, counter);
    if (!e)
      continue;
    unsigned y = e->younger;
    if (!need || y < *need) {
      need = y;
      if (producer)
        *producer = e->producer;
    }
  }
  if (need && outOfOrder(counter))
    need = 0;
  return need;
}

std::optional<unsigned> Scoreboard::requiredForDsStores(uint32_t* producer) const {
  if (dsStoreYounger_ == kNotPending)
    return std::nullopt;
  if (producer)
    *producer = dsStoreProducer_;
  return outOfOrder(kDs) ? 0u : unsigned(dsStoreYounger_);
}

void Scoreboard::join(const Scoreboard& o) {
  for (int c = 0; c < kCounters; ++c) {
    pending_[c] = std::max(pending_[c], o.pending_[c]);
    events_[c] |= o.events_[c];
    unknownWrites_[c] = unknownWrites_[c] || o.unknownWrites_[c];
  }
  for (int c = 0; c < kCounters; ++c) {
    if (o.regs_[c].empty() || regs_[c] == o.regs_[c])
      continue;
    const std::vector<Entry>&mine = regs_[c].view(), &theirs = o.regs_[c].view();
    std::vector<Entry> merged;
    merged.reserve(std::max(mine.size(), theirs.size()));
    size_t i = 0, j = 0;
    while (i < mine.size() || j < theirs.size()) {
      if (j == theirs.size() || (i < mine.size() && mine[i].id < theirs[j].id)) {
        merged.push_back(mine[i++]);
        continue;
      }
      if (i == mine.size() || theirs[j].id < mine[i].id) {
        merged.push_back(theirs[j++]);
        continue;
      }
      Entry e = mine[i++];
      const Entry& t = theirs[j++];
      e.xSmem |= t.xSmem;
      e.xFlat |= t.xFlat;
      if (t.younger < e.younger) { // the more recent write wins
        e.younger = t.younger;
        e.producer = t.producer;
      }
      merged.push_back(e);
    }
    regs_[c].assign(std::move(merged));
  }
  sccFromWorkgroupIsfirst_ = sccFromWorkgroupIsfirst_ && o.sccFromWorkgroupIsfirst_;
  ownStores_ = std::max(ownStores_, o.ownStores_);
  atomicStores_ = std::max(atomicStores_, o.atomicStores_);
  if (o.dsStoreYounger_ < dsStoreYounger_) {
    dsStoreYounger_ = o.dsStoreYounger_;
    dsStoreProducer_ = o.dsStoreProducer_;
  }
  for (int c = 0; c < kCounters; ++c)
    summary_[c] |= o.summary_[c];
}

void Scoreboard::resummarize(int counter) {
  uint64_t bits = 0;
  for (const Entry& e : regs_[counter].view())
    if (e.id < isa::kNumUnits)
      bits |= 1ull << (e.id / 64);
  summary_[counter] = bits;
}

bool Scoreboard::anyPendingIn(int counter, const isa::UnitRuns& runs, uint32_t sets) const {
  return anyRunEntries(counter, runs, sets, [](std::span<const Entry> from, uint32_t end) {
    return !from.empty() && from.front().id < end;
  });
}

} // namespace silken::passes::wc
