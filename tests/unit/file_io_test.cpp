#include "tool/files.h"

#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

namespace fs = std::filesystem;
using silken::tool::OutputFile;
using silken::tool::writeFileAtomically;

namespace {

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

struct TempDir {
  fs::path path;
  TempDir() {
    std::string tmpl = (fs::temp_directory_path() / "silken-io-XXXXXX").string();
    path = ::mkdtemp(tmpl.data());
  }
  ~TempDir() { fs::remove_all(path); }
  size_t entries() const {
    return size_t(std::distance(fs::directory_iterator(path), fs::directory_iterator()));
  }
};

// Runs `child` in a forked process; returns its wait status.
template <typename F>
int inChild(F child) {
  pid_t pid = ::fork();
  if (pid == 0) {
    child();
    ::_exit(0);
  }
  int status = 0;
  ::waitpid(pid, &status, 0);
  return status;
}

} // namespace

TEST_CASE("output: a regular file is replaced whole and keeps its mode") {
  TempDir dir;
  fs::path out = dir.path / "k.s";
  std::ofstream(out) << "old text that is longer\n";
  ::chmod(out.c_str(), 0600);
  std::string error;
  REQUIRE(writeFileAtomically(out.string(), "new\n", error));
  CHECK(slurp(out) == "new\n");
  CHECK((fs::status(out).permissions() & fs::perms::all) ==
        (fs::perms::owner_read | fs::perms::owner_write));
  CHECK(std::distance(fs::directory_iterator(dir.path), fs::directory_iterator()) == 1);
}

TEST_CASE("output: a symlink is followed, not replaced") {
  TempDir dir;
  fs::path real = dir.path / "real.s", link = dir.path / "link.s";
  std::ofstream(real) << "old\n";
  fs::create_symlink(real, link);
  std::string error;
  REQUIRE(writeFileAtomically(link.string(), "new\n", error));
  CHECK(fs::is_symlink(link));
  CHECK(slurp(real) == "new\n");
}

TEST_CASE("output: /dev/null stays a device") {
  std::string error;
  REQUIRE(writeFileAtomically("/dev/null", "discarded\n", error));
  CHECK(fs::is_character_file("/dev/null"));
}

TEST_CASE("output: an unwritable place is an error, not a crash") {
  std::string error;
  CHECK_FALSE(writeFileAtomically("/nonexistent-dir/x.s", "x\n", error));
  CHECK(error.find("cannot write '/nonexistent-dir/x.s'") == 0);
}

TEST_CASE("output: a new file gets 0666 minus the umask") {
  TempDir dir;
  fs::path out = dir.path / "new.s";
  mode_t old = ::umask(027);
  std::string error;
  bool ok = writeFileAtomically(out.string(), "x\n", error);
  ::umask(old);
  REQUIRE(ok);
  struct stat st;
  REQUIRE(::stat(out.c_str(), &st) == 0);
  CHECK((st.st_mode & 07777) == 0640);
}

TEST_CASE("output: a name that nearly fills NAME_MAX still gets a temporary") {
  TempDir dir;
  fs::path out = dir.path / (std::string(250, 'k') + ".s");
  std::string error;
  REQUIRE(writeFileAtomically(out.string(), "x\n", error));
  CHECK(slurp(out) == "x\n");
  CHECK(dir.entries() == 1);
}

TEST_CASE("output: a signal during a write leaves no temporary behind") {
  for (int sig : {SIGTERM, SIGINT, SIGHUP, SIGPIPE}) {
    TempDir dir;
    fs::path out = dir.path / "k.s";
    std::ofstream(out) << "old\n";
    int status = inChild([&] {
      OutputFile file(out.string(), std::cout);
      std::string error;
      if (!file.open(error) || !file.write(std::string(1 << 20, 'x'), error))
        ::_exit(3);
      ::raise(sig);
      ::_exit(4); // not reached: the signal kills as it would have
    });
    CAPTURE(sig);
    CHECK(WIFSIGNALED(status));
    CHECK(WTERMSIG(status) == sig);
    CHECK(dir.entries() == 1);
    CHECK(slurp(out) == "old\n");
  }
}

TEST_CASE("output: past ulimit -f is a clean error, not SIGXFSZ") {
  TempDir dir;
  fs::path out = dir.path / "k.s";
  int status = inChild([&] {
    struct rlimit lim{4096, 4096};
    ::setrlimit(RLIMIT_FSIZE, &lim);
    std::string error;
    bool ok = writeFileAtomically(out.string(), std::string(1 << 16, 'x'), error);
    ::_exit(!ok && error == "cannot write '" + out.string() + "': File too large" ? 7 : 8);
  });
  CHECK(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 7);
  CHECK(dir.entries() == 0);
}

TEST_CASE("output: a full device is a clean error") {
  std::string error;
  CHECK_FALSE(writeFileAtomically("/dev/full", "x\n", error));
  CHECK(error == "cannot write '/dev/full': No space left on device");
}

TEST_CASE("input: a file over --max-input-size is refused before it is read") {
  TempDir dir;
  fs::path big = dir.path / "big.s";
  std::ofstream(big) << "s_nop 0\n";
  fs::resize_file(big, uint64_t(5) << 30); // sparse: no disk used
  silken::TextBuffer text;
  std::string error;
  CHECK_FALSE(silken::tool::readInput(big.string(), text, error));
  CHECK(error == "cannot read '" + big.string() +
                     "': 5368709120 bytes is more than --max-input-size (268435456 bytes)");
  CHECK(text.empty());
  fs::path small = dir.path / "small.s";
  std::ofstream(small) << "s_nop 0\n";
  CHECK_FALSE(silken::tool::readInput(small.string(), text, error, 4));
  CHECK(silken::tool::readInput(small.string(), text, error, 8));
  CHECK(text.view() == "s_nop 0\n");
  CHECK(text.data()[text.size()] == '\0'); // as a std::string keeps
}
