// libedit's readline-compatible interface, used by the REPL for line editing and history.
// Needs libedit-dev (Debian/Ubuntu) or libedit (Homebrew); `make` installs it when it can.
#include <stdio.h>
#include <editline/readline.h>
