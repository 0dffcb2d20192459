// A pass's options as data. One row per knob drives its `--<pass>-<knob>`
// flag, the default `--help` shows, the `Options` remark the pass emits and
// the man page (generated from the flags): a knob is added in one place.
//
//   inline const OptionField kWaitcntOptionFields[] = {
//       option::boolean<&WaitcntOptions::rebuild>("rebuild", "strip ... again"),
//       option::choice<&WaitcntOptions::ldsDma, kLdsDmaNames>("lds-dma", "..."),
//   };
//
// Values travel as text ("true", "4", a choice name), so the driver, the
// remark and the docs read every type the same way.
#pragma once

#include <charconv>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>

namespace silken::passes {

enum class OptionType : uint8_t { Bool, Int, String, Choice };

struct OptionField {
  std::string_view knob; ///< "tail-signal": the flag --<pass>-tail-signal
  OptionType type;
  std::string_view help;
  std::span<const std::string_view> choices; ///< Choice: names in enum order
  /// The value as text, from the pass's options struct (type-erased).
  std::string (*get)(const void* passOptions);
  /// Sets it from text; false when the text is not a value of the type.
  bool (*set)(void* passOptions, std::string_view text);
  /// The flag, when it is not --<pass>-<knob> (waitcnt's --xcnt, shared
  /// with `silken check`).
  std::string_view flag = {};
  /// Bool only: the variable itself, for a command-line flag.
  bool& (*boolRef)(void* passOptions) = nullptr;
};

/// The remark argument name of a knob: "tail-signal" -> "tail_signal".
std::string optionArgName(std::string_view knob);

namespace option {

template <auto Member> struct MemberOf;
template <class S, class T, T S::*M> struct MemberOf<M> {
  using Struct = S;
  static const T& of(const void* p) { return static_cast<const S*>(p)->*M; }
  static T& of(void* p) { return static_cast<S*>(p)->*M; }
};

template <auto M>
OptionField boolean(std::string_view knob, std::string_view help) {
  using A = MemberOf<M>;
  return {knob, OptionType::Bool, help, {},
          [](const void* p) -> std::string { return A::of(p) ? "true" : "false"; },
          [](void* p, std::string_view t) {
            if (t != "true" && t != "false")
              return false;
            A::of(p) = t == "true";
            return true;
          },
          {},
          [](void* p) -> bool& { return A::of(p); }};
}

template <auto M>
OptionField integer(std::string_view knob, std::string_view help) {
  using A = MemberOf<M>;
  return {knob, OptionType::Int, help, {},
          [](const void* p) { return std::to_string(A::of(p)); },
          [](void* p, std::string_view t) {
            int v = 0;
            auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
            if (ec != std::errc() || end != t.data() + t.size())
              return false;
            A::of(p) = v;
            return true;
          }};
}

template <auto M>
OptionField text(std::string_view knob, std::string_view help) {
  using A = MemberOf<M>;
  return {knob, OptionType::String, help, {},
          [](const void* p) { return A::of(p); },
          [](void* p, std::string_view t) {
            A::of(p) = std::string(t);
            return true;
          }};
}

/// An enum knob; `Names[i]` spells the enumerator of value i.
template <auto M, const auto& Names>
OptionField choice(std::string_view knob, std::string_view help, std::string_view flag = {}) {
  using A = MemberOf<M>;
  using E = std::remove_cvref_t<decltype(A::of(static_cast<const void*>(nullptr)))>;
  return {knob, OptionType::Choice, help, std::span<const std::string_view>(Names),
          [](const void* p) { return std::string(Names[size_t(A::of(p))]); },
          [](void* p, std::string_view t) {
            for (size_t i = 0; i < std::size(Names); ++i)
              if (Names[i] == t) {
                A::of(p) = E(i);
                return true;
              }
            return false;
          },
          flag};
}

} // namespace option
} // namespace silken::passes
