#include "tool/files.h"

#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

namespace fs = std::filesystem;
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
};

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
