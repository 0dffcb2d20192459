// Running one job per file on a few threads while printing in input order,
// so what a batch prints does not depend on how many threads ran it.
#pragma once

#include <cstddef>
#include <functional>
#include <ostream>
#include <string>

namespace silken::tool {

/// Runs `work(i)` for every i in [0, n) on `jobs` threads (the calling
/// thread too when jobs is 1), and `done(i)` on the calling thread in index
/// order, each as soon as file i and every file before it have finished.
void runOrdered(size_t n, unsigned jobs, const std::function<void(size_t)>& work,
                const std::function<void(size_t)>& done);

/// "[12/300] name" on a terminal's last line, rewritten in place.
class Progress {
public:
  Progress(std::ostream& err, bool enabled, size_t total)
      : err_(err), enabled_(enabled), total_(total) {}
  /// Clears the line before something else is printed.
  void clear();
  void show(size_t finished, const std::string& name);

private:
  std::ostream& err_;
  bool enabled_;
  size_t total_;
  bool shown_ = false;
};

} // namespace silken::tool
