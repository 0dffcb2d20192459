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

// The file is named once, at the top; locations carry line and column.
nlohmann::ordered_json locJson(SourceLoc loc) {
  nlohmann::ordered_json j;
  j["line"] = loc.line;
  j["col"] = loc.col;
  return j;
}

std::string remarkLine(const Remark& r) {
  nlohmann::ordered_json j;
  j["kind"] = remarkKindName(r.kind);
  j["pass"] = r.pass;
  j["name"] = r.name;
  j["loc"] = r.loc.valid() ? locJson(r.loc) : nlohmann::ordered_json(nullptr);
  j["message"] = r.message;
  nlohmann::ordered_json args = nlohmann::ordered_json::object();
  for (const auto& [key, value] : r.args) {
    std::visit(
        [&](const auto& v) {
          using T = std::decay_t<decltype(v)>;
          if constexpr (std::is_same_v<T, SourceLoc>)
            args[key] = locJson(v);
          else
            args[key] = v;
        },
        value);
  }
  j["args"] = std::move(args);
  return j.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

std::string jsonString(const std::string& s) {
  return nlohmann::ordered_json(s).dump(-1, ' ', false,
                                        nlohmann::ordered_json::error_handler_t::replace);
}

} // namespace

std::string RemarkSink::toJson(const std::string& passFilter) const {
  std::unique_ptr<RE2> filter;
  if (!passFilter.empty())
    filter = std::make_unique<RE2>(passFilter);
  // Grouped by function, in the order functions first appear; each
  // function's remarks keep the order the passes made them in.
  std::vector<std::string> order;
  std::map<std::string, std::vector<const Remark*>> byFunction;
  for (const Remark& r : remarks_) {
    if (filter && !RE2::PartialMatch(r.pass, *filter))
      continue;
    auto [it, fresh] = byFunction.try_emplace(r.function);
    if (fresh)
      order.push_back(r.function);
    it->second.push_back(&r);
  }
  std::string out = "{\"version\":2,\"file\":" + jsonString(fileName_) + ",\"functions\":[";
  for (size_t f = 0; f < order.size(); ++f) {
    out += f ? ",\n" : "\n";
    out += "{\"function\":" + jsonString(order[f]) + ",\"remarks\":[";
    const auto& list = byFunction[order[f]];
    for (size_t i = 0; i < list.size(); ++i)
      out += (i ? ",\n" : "\n") + remarkLine(*list[i]);
    out += "\n]}";
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
