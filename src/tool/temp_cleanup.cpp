#include "tool/temp_cleanup.h"

#include <atomic>
#include <unistd.h>

namespace silken::tool {
namespace {

constexpr int kSignals[] = {SIGTERM, SIGINT, SIGHUP, SIGPIPE};
// Outputs open at once: the result and the remarks, per file a batch
// writes in parallel (-j). A fixed array: the signal handler may only read.
constexpr int kSlots = 1024;

std::atomic<const char*> slots[kSlots];

// Only async-signal-safe calls: unlink, sigaction, raise.
void onSignal(int sig) {
  for (auto& slot : slots)
    if (const char* p = slot.load())
      ::unlink(p);
  // SA_RESETHAND restored the default action and SA_NODEFER lets it run now.
  ::raise(sig);
}

// Checked at every registration, not once: whatever changed a handler
// since (a test harness does) must not make a temporary outlive a signal.
void install() {
  for (int sig : kSignals) {
    struct sigaction old{};
    if (::sigaction(sig, nullptr, &old) != 0 || old.sa_handler == SIG_IGN ||
        old.sa_handler == onSignal)
      continue;
    struct sigaction sa{};
    sa.sa_handler = onSignal;
    sa.sa_flags = SA_RESETHAND | SA_NODEFER;
    sigemptyset(&sa.sa_mask);
    ::sigaction(sig, &sa, nullptr);
  }
  struct sigaction ign{};
  ign.sa_handler = SIG_IGN;
  sigemptyset(&ign.sa_mask);
  ::sigaction(SIGXFSZ, &ign, nullptr);
}

sigset_t cleanupSet() {
  sigset_t set;
  sigemptyset(&set);
  for (int sig : kSignals)
    sigaddset(&set, sig);
  return set;
}

} // namespace

CleanupSignalsBlocked::CleanupSignalsBlocked() {
  sigset_t set = cleanupSet();
  ::sigprocmask(SIG_BLOCK, &set, &old_);
}

CleanupSignalsBlocked::~CleanupSignalsBlocked() {
  ::sigprocmask(SIG_SETMASK, &old_, nullptr);
}

bool registerTemp(const char* path) {
  install();
  for (auto& slot : slots) {
    const char* empty = nullptr;
    if (slot.compare_exchange_strong(empty, path))
      return true;
  }
  return false;
}

void unregisterTemp(const char* path) {
  for (auto& slot : slots) {
    const char* p = path;
    slot.compare_exchange_strong(p, nullptr);
  }
}

} // namespace silken::tool
