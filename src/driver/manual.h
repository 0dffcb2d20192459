// The man page and the shell completions, generated from the same CLI11
// option tables as --help (`silken --print-man-page`,
// `silken --print-completion=bash|zsh`). The results are committed under
// share/ by scripts/gen-cli-docs, and CTest checks they are current.
#pragma once

#include <string>

namespace CLI {
class App;
}

namespace silken::driver {

/// silken.1, in man(7) roff.
std::string manPage(const CLI::App& app);

/// A bash completion script (`complete -F _silken silken`).
std::string bashCompletion(const CLI::App& app);

/// A zsh completion function (`#compdef silken`).
std::string zshCompletion(const CLI::App& app);

} // namespace silken::driver
