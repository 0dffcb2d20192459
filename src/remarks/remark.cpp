#include "remarks/remark.h"

#include <nlohmann/json.hpp>
#include <re2/re2.h>

namespace silken {

const char* remarkKindName(RemarkKind k) {
  switch (k) {
  case RemarkKind::Passed: return "passed";
  case RemarkKind::Missed: return "missed";
  case RemarkKind::Analysis: return "analysis";
  }
  return "analysis";
}

namespace {

nlohmann::ordered_json locJson(const std::string& file, SourceLoc loc) {
  nlohmann::ordered_json j;
  j["file"] = file;
  j["line"] = loc.line;
  j["col"] = loc.col;
  return j;
}

} // namespace

std::string RemarkSink::toJson(const std::string& passFilter) const {
  std::unique_ptr<RE2> filter;
  if (!passFilter.empty())
    filter = std::make_unique<RE2>(passFilter);
  std::string out = "{\"version\":1,\"remarks\":[";
  bool first = true;
  for (const Remark& r : remarks_) {
    if (filter && !RE2::PartialMatch(r.pass, *filter))
      continue;
    nlohmann::ordered_json j;
    j["kind"] = remarkKindName(r.kind);
    j["pass"] = r.pass;
    j["name"] = r.name;
    j["function"] = r.function;
    if (r.loc.valid())
      j["loc"] = locJson(fileName_, r.loc);
    else
      j["loc"] = nullptr;
    j["message"] = r.message;
    nlohmann::ordered_json args = nlohmann::ordered_json::object();
    for (const auto& [key, value] : r.args) {
      std::visit(
          [&](const auto& v) {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, SourceLoc>)
              args[key] = locJson(fileName_, v);
            else
              args[key] = v;
          },
          value);
    }
    j["args"] = std::move(args);
    out += first ? "\n" : ",\n";
    out += j.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
    first = false;
  }
  out += "\n]}\n";
  return out;
}

std::string RemarkSink::summary() const {
  std::map<std::string, std::array<unsigned, 3>> byPass; // sorted output
  for (const Remark& r : remarks_)
    ++byPass[r.pass][size_t(r.kind)];
  std::string out;
  if (byPass.empty())
    return "no remarks\n";
  for (const auto& [pass, n] : byPass)
    out += pass + ": " + std::to_string(n[0]) + " passed, " +
           std::to_string(n[1]) + " missed, " + std::to_string(n[2]) +
           " analysis\n";
  return out;
}

} // namespace silken
