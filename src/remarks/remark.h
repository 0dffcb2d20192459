// Optimization remarks: one record per decision a pass makes, written as
// one JSON document, one remark per line. The file is named once, as it was
// given (never absolute), and each function once (kernel names are ~1 KB),
// so documents diff across machines:
//
//   {"version":2,"file":"k.s","functions":[
//   {"function":"k","remarks":[
//   {"kind":"passed","pass":"waitcnt","name":"WaitInserted",
//    "loc":{"line":131,"col":3},"message":"...","args":{...}}
//   ]}
//   ]}
#pragma once

#include "support/source.h"

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace silken {

enum class RemarkKind : uint8_t { Passed, Missed, Analysis };

const char* remarkKindName(RemarkKind k);

/// An argument value: a number, a string, a flag, or a source location.
using RemarkValue = std::variant<int64_t, std::string, bool, SourceLoc>;

struct Remark {
  RemarkKind kind = RemarkKind::Analysis;
  std::string pass;     ///< pass name as registered (kebab-case)
  std::string name;     ///< stable UpperCamel id, e.g. WaitInserted
  std::string function; ///< enclosing function, empty at file level
  SourceLoc loc;
  std::string message;
  std::vector<std::pair<std::string, RemarkValue>> args; ///< in order
};

class RemarkSink {
public:
  /// `keep` false: nobody will read the records (no remarks file, no
  /// summary), so they are dropped as they come and only which pass said
  /// which name is kept (for `said`); on a 200k-line kernel the chain's
  /// 50,000 remarks were a quarter of its memory.
  explicit RemarkSink(std::string fileName, bool keep = true)
      : fileName_(std::move(fileName)), keep_(keep) {}

  void emit(Remark remark) {
    if (keep_)
      remarks_.push_back(std::move(remark));
    else if (!said(remark.pass, remark.name))
      said_.emplace(std::move(remark.pass), std::move(remark.name));
  }
  /// Whether the records are kept (a remarks file or summary reads them):
  /// without, a pass may skip work whose only product is a remark.
  bool keeps() const { return keep_; }
  /// The records (none when not kept).
  const std::vector<Remark>& remarks() const { return remarks_; }
  /// Whether `pass` has emitted a remark named `name`.
  bool said(const std::string& pass, const std::string& name) const {
    if (!keep_)
      return said_.contains({pass, name});
    for (const Remark& r : remarks_)
      if (r.pass == pass && r.name == name)
        return true;
    return false;
  }

  /// The JSON document, one remark per line, grouped by function in the
  /// order functions first appear; `passFilter` (an re2 pattern, empty =
  /// all) selects remarks by pass name.
  std::string toJson(const std::string& passFilter = "") const;

  /// "cluster-barrier: 3 passed, 1 missed" lines, sorted by pass name.
  std::string summary() const;

private:
  std::string fileName_;
  bool keep_ = true;
  std::vector<Remark> remarks_;
  std::set<std::pair<std::string, std::string>> said_; ///< when not kept
};

} // namespace silken
