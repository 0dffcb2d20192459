// One counter's pending entries in a waitcnt scoreboard (waitcnt_scoreboard.h),
// shared between copies of a state until one of them changes it.
//
// The dataflow keeps a state at every block's entry and exit, the walk
// memo (waitcnt_memo.h) keeps more, and every walk starts from a copy; most
// blocks change few counters, if any (on a 200k-line kernel 45% of the
// entries the entry and exit states held were equal to the predecessor's or
// the entry's). A copy shares the vector and counts the sharers; `edit`
// gives a vector of its own first. Not thread-safe: a state lives in one
// file's pass.
//
//   EntryList a; a.edit().push_back(e);   // a owns {e}
//   EntryList b = a;                       // shared: no copy made
//   b.edit().clear();                      // b copies first: a keeps {e}
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace silken::passes::wc {

template <class Entry> class EntryList {
public:
  EntryList() = default;
  EntryList(const EntryList& o) : shared_(o.shared_) {
    if (shared_)
      ++shared_->sharers;
  }
  EntryList(EntryList&& o) noexcept : shared_(std::exchange(o.shared_, nullptr)) {}
  EntryList& operator=(EntryList o) noexcept {
    std::swap(shared_, o.shared_);
    return *this;
  }
  ~EntryList() { release(); }

  const std::vector<Entry>& view() const { return shared_ ? shared_->entries : kEmpty; }
  bool empty() const { return view().empty(); }

  /// The entries, no longer shared with any other list.
  std::vector<Entry>& edit() {
    if (!shared_)
      shared_ = new Shared;
    else if (shared_->sharers > 1) {
      --shared_->sharers;
      shared_ = new Shared{1, shared_->entries};
    }
    return shared_->entries;
  }
  /// Replaces the entries with `entries`.
  void assign(std::vector<Entry>&& entries) {
    release();
    shared_ = new Shared{1, std::move(entries)};
  }
  /// Erases the entries `drop` holds for; whether there were any. A list
  /// that has none stays shared.
  template <class Pred> bool eraseIf(Pred drop) {
    const std::vector<Entry>& v = view();
    for (const Entry& e : v)
      if (drop(e)) {
        std::erase_if(edit(), drop);
        return true;
      }
    return false;
  }

  friend bool operator==(const EntryList& a, const EntryList& b) {
    return a.shared_ == b.shared_ || a.view() == b.view();
  }

private:
  struct Shared {
    uint32_t sharers = 1;
    std::vector<Entry> entries;
  };
  void release() {
    if (shared_ && --shared_->sharers == 0)
      delete shared_;
    shared_ = nullptr;
  }

  static inline const std::vector<Entry> kEmpty{};
  Shared* shared_ = nullptr;
};

} // namespace silken::passes::wc
