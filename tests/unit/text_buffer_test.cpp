#include "support/source.h"
#include "support/text_buffer.h"

#include <doctest/doctest.h>

#include <string>

using silken::TextBuffer;

TEST_CASE("text buffer: grows by appends (a pipe) and keeps every byte and a NUL after them") {
  TextBuffer t;
  CHECK(t.empty());
  std::string expected;
  for (int i = 0; i < 5000; ++i) {
    std::string piece = "v_mov_b32 v" + std::to_string(i) + ", 0\n";
    t.append(piece.data(), piece.size());
    expected += piece;
    REQUIRE(t.data()[t.size()] == '\0');
  }
  CHECK(t.view() == expected);
  CHECK(t.capacity() >= t.size());
  t.resize(3); // shrinks in place, the first bytes kept
  CHECK(t.view() == "v_m");
  CHECK(t.data()[3] == '\0');
  t.clear();
  CHECK(t.empty());
  CHECK(t.data()[0] == '\0');
}

TEST_CASE("text buffer: a copy of a string, and a source file over it") {
  TextBuffer t(std::string_view("a\nbb\n"));
  CHECK(t.view() == "a\nbb\n");
  silken::SourceFile f("x.s", std::move(t));
  CHECK(f.text() == "a\nbb\n");
  CHECK(f.lineCount() == 2);
  CHECK(f.lineText(2) == "bb");
  silken::SourceFile g("y.s", std::string("s_nop 0")); // copied
  CHECK(g.text() == "s_nop 0");
  CHECK(g.text().data()[g.text().size()] == '\0');
}

TEST_CASE("text buffer: never a null pointer, moved from or empty") {
  TextBuffer empty;
  REQUIRE(empty.data() != nullptr);
  CHECK(empty.data()[0] == '\0');
  CHECK(empty.view().data() != nullptr);
  TextBuffer full(std::string_view("abc"));
  TextBuffer taken(std::move(full));
  CHECK(taken.view() == "abc");
  CHECK(full.empty()); // NOLINT(bugprone-use-after-move): what is left is checked
  CHECK(full.view().data() != nullptr);
  full.append("xy", 2); // and grows again
  CHECK(full.view() == "xy");
  silken::SourceFile f("e.s", TextBuffer());
  CHECK(f.text().empty());
  CHECK(f.text().data() != nullptr);
  CHECK(f.lineCount() == 1);
}
