#include "support/diag.h"

#include <algorithm>

namespace silken {
namespace {

constexpr size_t kMaxShownColumns = 160; // long lines are clipped around the caret
constexpr size_t kMaxQuoted = 64;          // longer quoted input is clipped

// Messages quote input ('name'); a 10 MB identifier must not become a
// 10 MB message. Each quoted span over kMaxQuoted bytes keeps its start
// and ends in "...".
std::string clipQuoted(std::string message) {
  if (message.size() <= 2 * kMaxQuoted)
    return message;
  std::string out;
  size_t pos = 0;
  while (pos < message.size()) {
    size_t open = message.find('\'', pos);
    size_t close = open == std::string::npos ? open : message.find('\'', open + 1);
    if (close == std::string::npos) {
      out.append(message, pos);
      break;
    }
    out.append(message, pos, open + 1 - pos);
    if (close - open - 1 > kMaxQuoted)
      out.append(message, open + 1, kMaxQuoted).append("...");
    else
      out.append(message, open + 1, close - open - 1);
    out += '\'';
    pos = close + 1;
  }
  return out;
}

const char* severityName(Severity s) {
  switch (s) {
  case Severity::Note:
    return "note";
  case Severity::Warning:
    return "warning";
  case Severity::Error:
    return "error";
  }
  return "error";
}

const char* severityColor(Severity s) {
  switch (s) {
  case Severity::Note:
    return "\033[1;30m";
  case Severity::Warning:
    return "\033[1;35m";
  case Severity::Error:
    return "\033[1;31m";
  }
  return "";
}

// The echoed line must be printable: control bytes and bytes above 0x7f
// become '?', one byte for one byte so the caret stays aligned.
char printable(char c) {
  unsigned char u = static_cast<unsigned char>(c);
  if (c == '\t' || (u >= 0x20 && u < 0x7f))
    return c;
  return '?';
}

} // namespace

void DiagEngine::add(Severity s, SourceLoc loc, uint32_t length,
                     std::string message, std::string_view category) {
  message = clipQuoted(std::move(message));
  if (s == Severity::Note) {
    if (!dropNotes_)
      diags_.push_back({s, loc, length, std::move(message), {}});
    return;
  }
  dropNotes_ = false;
  if (s == Severity::Warning && disabled_.count(category)) {
    ++suppressed_;
    dropNotes_ = true;
    return;
  }
  if (s == Severity::Error) {
    if (limitReached()) {
      dropNotes_ = true;
      return;
    }
    ++errors_;
  } else {
    ++warnings_;
    ++byCategory_[std::string(category)];
  }
  diags_.push_back({s, loc, length, std::move(message), std::string(category)});
  if (s == Severity::Error && limitReached())
    diags_.push_back({Severity::Error, {}, 0,
                      "too many errors emitted, stopping now", {}});
}

void DiagEngine::error(SourceLoc loc, uint32_t length, std::string message) {
  add(Severity::Error, loc, length, std::move(message));
}
void DiagEngine::warning(SourceLoc loc, uint32_t length, std::string message,
                         std::string_view category) {
  add(Severity::Warning, loc, length, std::move(message), category);
}

void DiagEngine::setWarningEnabled(std::string_view category, bool enabled) {
  if (enabled)
    disabled_.erase(std::string(category));
  else
    disabled_.insert(std::string(category));
}

std::string DiagEngine::summary() const {
  auto plural = [](unsigned n, const char* what) {
    return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
  };
  if (errors_ == 0 && warnings_ == 0 && suppressed_ == 0)
    return "no problems";
  std::string out = plural(errors_, "error") + ", " + plural(warnings_, "warning");
  if (warnings_) {
    std::string cats;
    unsigned other = 0;
    for (const auto& [name, n] : byCategory_) {
      if (name.empty()) {
        other = n;
        continue;
      }
      cats += (cats.empty() ? "" : ", ") + name + " " + std::to_string(n);
    }
    if (other)
      cats += (cats.empty() ? "" : ", ") + std::string("other ") + std::to_string(other);
    out += " (" + cats + ")";
  }
  if (suppressed_)
    out += ", " + std::to_string(suppressed_) + " suppressed";
  return out;
}
void DiagEngine::note(SourceLoc loc, uint32_t length, std::string message) {
  add(Severity::Note, loc, length, std::move(message));
}

std::string DiagEngine::format(const Diagnostic& d, bool color) const {
  std::string out;
  std::string fileName = file_ ? file_->name() : std::string("silken");
  if (color)
    out += "\033[1m";
  out += fileName;
  if (d.loc.valid()) {
    out += ':' + std::to_string(d.loc.line) + ':' + std::to_string(d.loc.col);
  }
  out += ": ";
  if (color)
    out += severityColor(d.severity);
  out += severityName(d.severity);
  out += ": ";
  if (color)
    out += "\033[0m\033[1m";
  out += d.message;
  if (!d.category.empty())
    out += " [-W" + d.category + "]";
  if (color)
    out += "\033[0m";
  out += '\n';
  if (!file_ || !d.loc.valid())
    return out;

  std::string_view line = file_->lineText(d.loc.line);
  size_t caret = std::min<size_t>(d.loc.col - 1, line.size());
  size_t begin = 0;
  if (line.size() > kMaxShownColumns && caret > kMaxShownColumns / 2)
    begin = std::min(caret - kMaxShownColumns / 2, line.size() - std::min(line.size(), kMaxShownColumns));
  size_t end = std::min(line.size(), begin + kMaxShownColumns);
  std::string shown, marks;
  for (size_t i = begin; i < end; ++i)
    shown += printable(line[i]);
  for (size_t i = begin; i < caret; ++i)
    marks += line[i] == '\t' ? '\t' : ' ';
  size_t span = std::max<size_t>(1, d.length);
  span = std::min(span, std::max<size_t>(1, end > caret ? end - caret : 1));
  marks += '^';
  marks.append(span - 1, '~');
  out += shown + '\n';
  if (color)
    out += "\033[1;32m";
  out += marks;
  if (color)
    out += "\033[0m";
  out += '\n';
  return out;
}

std::string DiagEngine::format(bool color) const {
  std::string out;
  for (const Diagnostic& d : diags_)
    out += format(d, color);
  return out;
}

} // namespace silken
