#include "tool/batch.h"

#include "tool/load.h"

#include <atomic>
#include <condition_variable>
#include <filesystem>
#include <map>
#include <mutex>
#include <sstream>
#include <thread>
#include <vector>

namespace silken::tool {

void runOrdered(size_t n, unsigned jobs, const std::function<void(size_t)>& work,
                const std::function<void(size_t)>& done) {
  if (jobs <= 1 || n <= 1) {
    for (size_t i = 0; i < n; ++i) {
      work(i);
      done(i);
    }
    return;
  }
  std::atomic<size_t> next{0};
  std::mutex mutex;
  std::condition_variable ready;
  std::vector<char> finished(n, 0);
  std::vector<std::thread> threads;
  for (unsigned t = 0; t < std::min<size_t>(jobs, n); ++t)
    threads.emplace_back([&] {
      for (size_t i; (i = next++) < n;) {
        work(i);
        std::lock_guard<std::mutex> lock(mutex);
        finished[i] = 1;
        ready.notify_one();
      }
    });
  for (size_t i = 0; i < n; ++i) {
    std::unique_lock<std::mutex> lock(mutex);
    ready.wait(lock, [&] { return finished[i] != 0; });
    lock.unlock();
    done(i);
  }
  for (std::thread& t : threads)
    t.join();
}

void Progress::clear() {
  if (shown_)
    err_ << "\r\033[K" << std::flush;
  shown_ = false;
}

void Progress::show(size_t finished, const std::string& name) {
  if (!enabled_ || finished >= total_) {
    clear();
    return;
  }
  err_ << "\r\033[K[" << finished << "/" << total_ << "] " << name << std::flush;
  shown_ = true;
}

namespace {

// k.s -> DIR/k<suffix><ext>
std::string placeIn(const std::string& dir, const std::string& input,
                    const std::string& suffix, const std::string& ext) {
  std::filesystem::path in(input);
  return (std::filesystem::path(dir) / (in.stem().string() + suffix + ext)).string();
}

// Two inputs must not write the same file.
bool distinct(const std::vector<std::string>& paths, const char* what, std::ostream& err) {
  std::map<std::string, size_t> seen;
  for (size_t i = 0; i < paths.size(); ++i)
    if (!paths[i].empty() && !seen.emplace(paths[i], i).second) {
      err << "silken: error: two inputs would write the same " << what << " '" << paths[i]
          << "'\nsilken: note: give them different names or a --suffix\n";
      return false;
    }
  return true;
}

bool makeDir(const std::string& dir, std::ostream& err) {
  std::error_code ec;
  if (dir.empty() || std::filesystem::is_directory(dir, ec) ||
      std::filesystem::create_directories(dir, ec))
    return true;
  err << "silken: error: cannot create directory '" << dir << "': " << ec.message() << "\n";
  return false;
}

} // namespace

int runRewriteBatch(const RewriteOptions& o, const BatchOptions& batch, std::ostream& out,
                    std::ostream& err) {
  size_t n = batch.inputs.size();
  std::vector<std::string> outputs(n), remarks(n);
  for (size_t i = 0; i < n; ++i) {
    if (batch.inputs[i] == "-") {
      err << "silken: error: '-' (stdin) cannot be one of several inputs\n";
      return 2;
    }
    outputs[i] = placeIn(batch.outputDir, batch.inputs[i], batch.suffix,
                         std::filesystem::path(batch.inputs[i]).extension().string());
    if (!batch.remarksDir.empty())
      remarks[i] = placeIn(batch.remarksDir, batch.inputs[i], batch.suffix, ".remarks.json");
  }
  if (!distinct(outputs, "output", err) || !distinct(remarks, "remarks file", err))
    return 2;
  if (!makeDir(batch.outputDir, err) || !makeDir(batch.remarksDir, err))
    return 1;

  std::vector<std::string> logs(n);
  std::vector<int> codes(n, 0);
  Progress progress(err, batch.progress, n);
  size_t failures = 0;
  runOrdered(
      n, batch.jobs,
      [&](size_t i) {
        RewriteOptions one = o;
        one.input = batch.inputs[i];
        one.output = outputs[i];
        one.remarksFile = remarks[i];
        one.growHeap = false;
        std::ostringstream log;
        codes[i] = runRewrite(one, out, log);
        logs[i] = log.str();
      },
      [&](size_t i) { // in input order: the same bytes whatever -j is
        progress.clear();
        err << logs[i];
        failures += codes[i] != 0;
        if (batch.summary)
          err << "silken: " << displayName(batch.inputs[i])
              << (codes[i] ? ": failed" : " -> " + displayName(outputs[i])) << "\n";
        progress.show(i + 1, displayName(batch.inputs[i]));
      });
  if (batch.summary)
    err << "silken: " << n << (n == 1 ? " file, " : " files, ") << n - failures
        << " rewritten, " << failures << " failed\n";
  return failures ? 1 : 0;
}

} // namespace silken::tool
