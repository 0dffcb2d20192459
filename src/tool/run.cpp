#include "tool/run.h"

#include "asm/parser.h"
#include "asm/printer.h"
#include "check/barrier_check.h"
#include "check/wait_check.h"
#include "ir/cfg.h"
#include "tool/reports.h"

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <iostream>
#include <sys/stat.h>
#include <unistd.h>

namespace silken::tool {
namespace {

// Milliseconds since the previous lap, as text.
class Stopwatch {
public:
  std::string lap() {
    auto now = std::chrono::steady_clock::now();
    double ms = std::chrono::duration<double, std::milli>(now - last_).count();
    last_ = now;
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f ms", ms);
    return buf;
  }

private:
  std::chrono::steady_clock::time_point last_ = std::chrono::steady_clock::now();
};

std::string displayName(const std::string& path) {
  return path == "-" ? "<stdin>" : path;
}

// Parse the input; on failure print diagnostics and return nullptr.
struct Loaded {
  std::unique_ptr<SourceFile> file;
  std::unique_ptr<DiagEngine> diags;
  std::unique_ptr<ir::Module> module;
};

bool load(const CommonOptions& o, Loaded& l, std::ostream& err) {
  std::string text, error;
  if (!readInput(o.input, text, error)) {
    err << "silken: error: " << error << "\n";
    return false;
  }
  l.file = std::make_unique<SourceFile>(displayName(o.input), std::move(text));
  l.diags = std::make_unique<DiagEngine>(l.file.get());
  l.diags->setErrorLimit(o.errorLimit);
  if (l.file->text().size() >= UINT32_MAX) {
    l.diags->error({}, 0, "input is larger than 4 GiB");
    err << l.diags->format(o.color);
    return false;
  }
  l.module = as::parseModule(*l.file, *l.diags);
  return true;
}

bool failed(const CommonOptions& o, const DiagEngine& d) {
  return d.errorCount() > 0 || (o.werror && d.warningCount() > 0);
}

bool emit(const std::string& path, const std::string& content,
          std::ostream& out, std::ostream& err) {
  if (path == "-") {
    out << content;
    out.flush();
    return bool(out);
  }
  std::string error;
  if (!writeFileAtomically(path, content, error)) {
    err << "silken: error: " << error << "\n";
    return false;
  }
  return true;
}

} // namespace

bool readInput(const std::string& path, std::string& text, std::string& error) {
  bool isStdin = path == "-";
  FILE* f = isStdin ? stdin : std::fopen(path.c_str(), "rb");
  if (!f) {
    error = "cannot open '" + path + "': " + std::strerror(errno);
    return false;
  }
  struct stat st;
  bool haveStat = fstat(fileno(f), &st) == 0;
  if (haveStat && S_ISDIR(st.st_mode)) {
    std::fclose(f);
    error = "cannot read '" + path + "': it is a directory";
    return false;
  }
  text.clear();
  if (haveStat && S_ISREG(st.st_mode) && st.st_size > 0)
    text.reserve(size_t(st.st_size));
  char buf[1 << 16];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0)
    text.append(buf, n);
  bool bad = std::ferror(f);
  if (!isStdin)
    std::fclose(f);
  if (bad) {
    error = "cannot read '" + displayName(path) + "'";
    return false;
  }
  return true;
}

namespace {

bool writeAll(int fd, const std::string& content, const std::string& path,
              std::string& error) {
  const char* p = content.data();
  size_t left = content.size();
  while (left > 0) {
    ssize_t w = ::write(fd, p, left);
    if (w < 0 && errno == EINTR)
      continue;
    if (w <= 0) {
      error = "cannot write '" + path + "': " + std::strerror(errno);
      return false;
    }
    p += w;
    left -= size_t(w);
  }
  return true;
}

} // namespace

bool writeFileAtomically(const std::string& path, const std::string& content,
                         std::string& error) {
  // Write through a symlink to the file it names, not over the link.
  std::string target = path;
  if (char* real = ::realpath(path.c_str(), nullptr)) {
    target = real;
    std::free(real);
  }
  struct stat st;
  bool exists = ::stat(target.c_str(), &st) == 0;
  if (exists && !S_ISREG(st.st_mode)) {
    // /dev/null, a fifo, a terminal: there is no file to clobber, and a
    // rename would replace the device itself. Write straight to it.
    int fd = ::open(target.c_str(), O_WRONLY | O_CLOEXEC);
    if (fd < 0) {
      error = "cannot write '" + path + "': " + std::strerror(errno);
      return false;
    }
    bool ok = writeAll(fd, content, path, error);
    if (::close(fd) != 0 && ok) {
      error = "cannot write '" + path + "': " + std::strerror(errno);
      ok = false;
    }
    return ok;
  }
  std::string tmpl = target + ".silken-XXXXXX";
  int fd = mkstemp(tmpl.data());
  if (fd < 0) {
    error = "cannot write '" + path + "': " + std::strerror(errno);
    return false;
  }
  // Keep the mode of a file we replace; new files get the usual 0644.
  fchmod(fd, exists ? (st.st_mode & 07777) : 0644);
  if (!writeAll(fd, content, path, error)) {
    ::close(fd);
    ::unlink(tmpl.c_str());
    return false;
  }
  if (::close(fd) != 0 || std::rename(tmpl.c_str(), target.c_str()) != 0) {
    error = "cannot write '" + path + "': " + std::strerror(errno);
    ::unlink(tmpl.c_str());
    return false;
  }
  return true;
}

int runRewrite(const RewriteOptions& o, std::ostream& out, std::ostream& err) {
  Stopwatch clock;
  Loaded l;
  if (!load(o, l, err))
    return 1;
  std::string times = "silken: time: read+parse " + clock.lap();
  RemarkSink remarks(l.file->name());
  if (!failed(o, *l.diags)) {
    passes::PassContext ctx{*l.diags, remarks, o.passOptions};
    for (const passes::PassInfo* info : o.pipeline) {
      std::unique_ptr<passes::Pass> pass = info->create();
      pass->run(*l.module, ctx);
      times += ", " + std::string(info->name) + " " + clock.lap();
      if (l.diags->errorCount())
        break;
    }
  }
  err << l.diags->format(o.color);
  if (failed(o, *l.diags))
    return 1;
  std::string text = as::printModule(*l.module);
  times += ", print " + clock.lap();
  if (!o.remarksFile.empty() &&
      !emit(o.remarksFile, remarks.toJson(o.remarksFilter), out, err))
    return 1;
  if (!emit(o.output, text, out, err))
    return 1;
  times += ", write " + clock.lap();
  if (o.remarksSummary)
    err << remarks.summary();
  if (o.timePasses)
    err << times << "\n";
  return 0;
}

namespace {

// Parse, then print what `report` makes of the module.
template <typename Report>
int runReport(const ReportOptions& o, std::ostream& out, std::ostream& err,
              Report report) {
  Loaded l;
  if (!load(o, l, err))
    return 1;
  if (failed(o, *l.diags)) {
    err << l.diags->format(o.color);
    return 1;
  }
  std::string text;
  bool ok = report(*l.module, *l.diags, text);
  err << l.diags->format(o.color);
  if (!ok || failed(o, *l.diags))
    return 1;
  return emit(o.output, text, out, err) ? 0 : 1;
}

} // namespace

int runCfg(const ReportOptions& o, std::ostream& out, std::ostream& err) {
  return runReport(o, out, err, [&](const ir::Module& m, DiagEngine&, std::string& text) {
    text = o.format == "json" ? ir::cfgToJson(m) : ir::cfgToDot(m);
    return true;
  });
}

int runStats(const ReportOptions& o, std::ostream& out, std::ostream& err) {
  return runReport(o, out, err, [&](const ir::Module& m, DiagEngine&, std::string& text) {
    text = statsReport(m, o.format == "json");
    return true;
  });
}

int runCheck(const ReportOptions& o, std::ostream& out, std::ostream& err) {
  return runReport(o, out, err, [&](const ir::Module& m, DiagEngine& diags, std::string&) {
    check::BarrierCheckOptions options;
    options.waveIdxSymbol = o.waveIdxSymbol;
    options.loopCounterSymbol = o.loopCounterSymbol;
    if (o.checkBarriers)
      check::checkBarriers(m, options, diags);
    if (o.checkWaits)
      check::checkWaits(m, diags, o.checkXcnt);
    return diags.errorCount() == 0;
  });
}

int runIsa(const ReportOptions& o, std::ostream& out, std::ostream& err) {
  return runReport(o, out, err, [&](const ir::Module& m, DiagEngine& diags, std::string& text) {
    std::vector<std::string> unclassified;
    text = isaReport(m, unclassified);
    for (const std::string& name : unclassified)
      diags.error({}, 0, "the ISA table does not classify '" + name + "'");
    return unclassified.empty();
  });
}

} // namespace silken::tool
