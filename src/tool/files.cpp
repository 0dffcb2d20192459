#include "tool/files.h"

#include "support/huge_pages.h"
#include "tool/temp_cleanup.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <iostream>
#include <sys/stat.h>
#include <unistd.h>

namespace silken::tool {
namespace {

std::string tooBig(const std::string& path, uint64_t size, uint64_t maxSize) {
  return "cannot read '" + path + "': " + (size ? std::to_string(size) + " bytes is" : "it is") +
         " more than --max-input-size (" + std::to_string(maxSize) + " bytes)";
}

// What a new file's mode would be for open(..., 0666): the umask's say.
mode_t newFileMode() {
  mode_t mask = ::umask(0);
  ::umask(mask);
  return 0666 & ~mask;
}

// `<dir>/<name>.silken-XXXXXX`, the name shortened so that the temporary's
// own name still fits in NAME_MAX when the target's nearly fills it.
std::string tempTemplate(const std::string& target) {
  size_t slash = target.rfind('/');
  std::string dir = slash == std::string::npos ? "." : target.substr(0, slash + 1);
  std::string name = slash == std::string::npos ? target : target.substr(slash + 1);
  long max = ::pathconf(dir.c_str(), _PC_NAME_MAX);
  constexpr size_t kSuffix = sizeof(".silken-XXXXXX") - 1;
  size_t room = max > long(kSuffix) ? size_t(max) - kSuffix : 1;
  std::string prefix = slash == std::string::npos ? "" : target.substr(0, slash + 1);
  return prefix + name.substr(0, room) + ".silken-XXXXXX";
}

} // namespace

bool readInput(const std::string& path, TextBuffer& text, std::string& error,
               uint64_t maxSize) {
  bool isStdin = path == "-";
  std::string shown = isStdin ? "<stdin>" : path;
  FILE* f = isStdin ? stdin : std::fopen(path.c_str(), "rb");
  if (!f) {
    error = "cannot open '" + path + "': " + std::strerror(errno);
    return false;
  }
  struct stat st;
  bool haveStat = fstat(fileno(f), &st) == 0;
  auto close = [&] {
    if (!isStdin)
      std::fclose(f);
  };
  if (haveStat && S_ISDIR(st.st_mode)) {
    close();
    error = "cannot read '" + path + "': it is a directory";
    return false;
  }
  // Refused before a byte is read: a 5 GiB file costs nothing.
  if (haveStat && S_ISREG(st.st_mode) && uint64_t(st.st_size) > maxSize) {
    close();
    error = tooBig(shown, uint64_t(st.st_size), maxSize);
    return false;
  }
  text.clear();
  if (haveStat && S_ISREG(st.st_mode) && st.st_size > 0)
    text.reserve(size_t(st.st_size));
  adviseHugePages(text);
  // A regular file straight into the text (no copy through a buffer, no
  // zeroing first: TextBuffer); what else comes (a pipe, a file that grew)
  // through the buffer.
  if (haveStat && S_ISREG(st.st_mode) && st.st_size > 0) {
    text.resize(size_t(st.st_size));
    text.resize(std::fread(text.data(), 1, text.size(), f));
  }
  char buf[1 << 16];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) {
    if (text.size() + n > maxSize) { // a pipe, or a file that grew
      close();
      text.clear();
      error = tooBig(shown, 0, maxSize);
      return false;
    }
    text.append(buf, n);
  }
  bool bad = std::ferror(f);
  close();
  if (bad) {
    error = "cannot read '" + shown + "'";
    return false;
  }
  return true;
}

OutputFile::~OutputFile() {
  if (fd_ >= 0)
    ::close(fd_);
  discardTemp();
}

void OutputFile::discardTemp() {
  if (temp_.empty())
    return;
  CleanupSignalsBlocked blocked;
  ::unlink(temp_.c_str());
  unregisterTemp(temp_.c_str());
  temp_.clear();
}

bool OutputFile::fail(std::string& error, const std::string& what) {
  error = "cannot write '" + path_ + "': " + what + std::strerror(errno);
  return false;
}

bool OutputFile::open(std::string& error) {
  if (toStdout())
    return true;
  // Write through a symlink to the file it names, not over the link.
  target_ = path_;
  if (char* real = ::realpath(path_.c_str(), nullptr)) {
    target_ = real;
    std::free(real);
  }
  struct stat st;
  bool exists = ::stat(target_.c_str(), &st) == 0;
  if (exists && !S_ISREG(st.st_mode)) {
    // /dev/null, a fifo, a terminal: there is no file to clobber, and a
    // rename would replace the device itself. Write straight to it.
    fd_ = ::open(target_.c_str(), O_WRONLY | O_CLOEXEC);
    return fd_ >= 0 || fail(error);
  }
  // A file the user may not write is not ours to replace (as for `>`).
  if (exists && ::faccessat(AT_FDCWD, target_.c_str(), W_OK, AT_EACCESS) != 0)
    return fail(error);
  std::string tmpl = tempTemplate(target_);
  {
    CleanupSignalsBlocked blocked;
    fd_ = ::mkstemp(tmpl.data());
    if (fd_ < 0)
      return fail(error, "cannot create a temporary file next to it: ");
    temp_ = std::move(tmpl);
    if (!registerTemp(temp_.c_str())) {
      errno = EMFILE;
      return fail(error);
    }
  }
  if (exists) {
    ::fchmod(fd_, st.st_mode & 07777);
    if (st.st_uid != ::geteuid() || st.st_gid != ::getegid())
      (void)!::fchown(fd_, st.st_uid, st.st_gid); // only what we may
  } else {
    ::fchmod(fd_, newFileMode());
  }
  return true;
}

bool OutputFile::write(std::string_view bytes, std::string& error) {
  if (toStdout()) {
    stdout_.write(bytes.data(), std::streamsize(bytes.size()));
    if (!stdout_) {
      error = "cannot write to standard output";
      return false;
    }
    return true;
  }
  while (!bytes.empty()) {
    ssize_t w = ::write(fd_, bytes.data(), bytes.size());
    if (w < 0 && errno == EINTR)
      continue;
    if (w <= 0)
      return fail(error); // ENOSPC, EFBIG (ulimit -f), EIO
    bytes.remove_prefix(size_t(w));
  }
  return true;
}

bool OutputFile::finish(std::string& error) {
  if (finished_)
    return true;
  if (toStdout()) {
    stdout_.flush();
    if (!stdout_) {
      error = "cannot write to standard output";
      return false;
    }
    finished_ = true;
    return true;
  }
  int fd = fd_;
  fd_ = -1;
  // Synced before the rename: a crash then leaves the old file or the new
  // one, never an empty one (some file systems report ENOSPC only here).
  bool synced = temp_.empty() || ::fsync(fd) == 0;
  int syncErrno = errno;
  if (::close(fd) != 0 || !synced) {
    if (!synced)
      errno = syncErrno;
    return fail(error);
  }
  finished_ = true;
  return true;
}

bool OutputFile::commit(std::string& error) {
  if (!finish(error))
    return false;
  if (temp_.empty())
    return true;
  CleanupSignalsBlocked blocked;
  if (std::rename(temp_.c_str(), target_.c_str()) != 0)
    return fail(error); // the destructor removes the temporary
  unregisterTemp(temp_.c_str());
  temp_.clear();
  return true;
}

bool writeFileAtomically(const std::string& path, std::string_view content,
                         std::string& error) {
  OutputFile file(path, std::cout);
  return file.open(error) && file.write(content, error) && file.commit(error);
}

} // namespace silken::tool
