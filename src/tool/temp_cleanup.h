// Temporaries that a signal must not leave behind. While an output is being
// written, SIGTERM, SIGINT, SIGHUP and SIGPIPE remove every registered
// temporary and then kill the process as the signal would have (so the
// parent still sees "killed by SIGTERM"). SIGXFSZ is ignored, so a write
// past `ulimit -f` fails with EFBIG and becomes a clean error. A signal the
// parent ignored (nohup) stays ignored.
#pragma once

#include <csignal>

namespace silken::tool {

/// Blocks the cleanup signals for its lifetime, so that creating,
/// renaming or removing a temporary and (un)registering it happen as one.
class CleanupSignalsBlocked {
public:
  CleanupSignalsBlocked();
  ~CleanupSignalsBlocked();
  CleanupSignalsBlocked(const CleanupSignalsBlocked&) = delete;
  CleanupSignalsBlocked& operator=(const CleanupSignalsBlocked&) = delete;

private:
  sigset_t old_;
};

/// `path` must stay valid until unregistered. Returns false when all
/// slots are taken (the caller then fails rather than risk a leftover).
bool registerTemp(const char* path);
void unregisterTemp(const char* path);

} // namespace silken::tool
