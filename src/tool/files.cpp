#include "tool/files.h"

#include "support/huge_pages.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <iostream>
#include <sys/stat.h>
#include <unistd.h>

namespace silken::tool {

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
  adviseHugePages(text);
  char buf[1 << 16];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0)
    text.append(buf, n);
  bool bad = std::ferror(f);
  if (!isStdin)
    std::fclose(f);
  if (bad) {
    error = "cannot read '" + std::string(isStdin ? "<stdin>" : path) + "'";
    return false;
  }
  return true;
}

OutputFile::~OutputFile() {
  if (fd_ >= 0)
    ::close(fd_);
  if (!temp_.empty())
    ::unlink(temp_.c_str());
}

bool OutputFile::fail(std::string& error) {
  error = "cannot write '" + path_ + "': " + std::strerror(errno);
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
  std::string tmpl = target_ + ".silken-XXXXXX";
  fd_ = ::mkstemp(tmpl.data());
  if (fd_ < 0)
    return fail(error);
  temp_ = std::move(tmpl);
  // Keep the mode of a file we replace; new files get the usual 0644.
  ::fchmod(fd_, exists ? (st.st_mode & 07777) : 0644);
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
      return fail(error);
    bytes.remove_prefix(size_t(w));
  }
  return true;
}

bool OutputFile::commit(std::string& error) {
  if (toStdout()) {
    stdout_.flush();
    if (!stdout_) {
      error = "cannot write to standard output";
      return false;
    }
    return true;
  }
  int fd = fd_;
  fd_ = -1;
  if (::close(fd) != 0)
    return fail(error);
  if (!temp_.empty()) {
    if (std::rename(temp_.c_str(), target_.c_str()) != 0)
      return fail(error); // the destructor removes the temporary
    temp_.clear();
  }
  return true;
}

bool writeFileAtomically(const std::string& path, std::string_view content,
                         std::string& error) {
  OutputFile file(path, std::cout);
  return file.open(error) && file.write(content, error) && file.commit(error);
}

} // namespace silken::tool
