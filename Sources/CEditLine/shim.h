// libedit's native interface, wide-character side (el_wgets, history_w), used by the REPL for line
// editing, history and completion; the variadic el_wset / history_w calls are made here, since
// Swift cannot call C variadic functions. Needs libedit-dev (Debian/Ubuntu) or libedit
// (Homebrew); `make` installs it when it can.
#include <stdio.h>
#include <locale.h>
#include <langinfo.h>
#include <string.h>
#include <wchar.h>
#include <histedit.h>

/// The prompt: a wide string in which the characters between two \1 print nothing (colour).
typedef const wchar_t *(*kiln_prompt_function)(EditLine *);
/// An editor command bound to a key: returns CC_REFRESH, CC_REDISPLAY, CC_ERROR, …
typedef unsigned char (*kiln_editor_command)(EditLine *, int);

/// A line editor on the terminal: emacs keys, libedit's own signal handling (Ctrl-C ends el_wgets
/// with NULL), the prompt, `history`, Tab bound to `complete`, Ctrl-R to incremental search
/// backwards, then the user's ~/.editrc.
static inline EditLine *kiln_editor_open(const char *program, kiln_prompt_function prompt, HistoryW *history,
                                         kiln_editor_command complete) {
    EditLine *editor = el_init(program, stdin, stdout, stderr);
    if (editor == NULL) return NULL;
    el_wset(editor, EL_EDITOR, L"emacs");
    el_wset(editor, EL_SIGNAL, 1);
    el_wset(editor, EL_PROMPT_ESC, prompt, (wchar_t)1);
    el_wset(editor, EL_HIST, history_w, history);
    el_wset(editor, EL_ADDFN, L"kiln-complete", L"Complete the word before the cursor", complete);
    el_wset(editor, EL_BIND, L"^I", L"kiln-complete", NULL);
    el_wset(editor, EL_BIND, L"^R", L"em-inc-search-prev", NULL);
    el_source(editor, NULL);
    return editor;
}

static inline HistoryW *kiln_history_open(int size) {
    HistoryW *history = history_winit();
    HistEventW event;
    history_w(history, &event, H_SETSIZE, size);
    return history;
}

static inline void kiln_history_clear(HistoryW *history) {
    HistEventW event;
    history_w(history, &event, H_CLEAR);
}

static inline void kiln_history_enter(HistoryW *history, const wchar_t *line) {
    HistEventW event;
    history_w(history, &event, H_ENTER, line);
}

/// Sets LC_CTYPE from the environment; when that is not UTF-8 (LANG unset, "C"), C.UTF-8 (or
/// en_US.UTF-8 where there is no C.UTF-8), so libedit reads and measures multibyte input.
/// Returns the codeset in use.
static inline const char *kiln_use_utf8_locale(void) {
    setlocale(LC_CTYPE, "");
    const char *codeset = nl_langinfo(CODESET);
    if (codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0)) return codeset;
    if (setlocale(LC_CTYPE, "C.UTF-8") == NULL) setlocale(LC_CTYPE, "en_US.UTF-8");
    return nl_langinfo(CODESET);
}

/// Flushes standard output and standard error, each only if no other thread holds it (a read of
/// standard input may hold stdin's lock, a write to a full pipe stdout's): for the thread that
/// ends the process on a signal (SignalCleanup.swift), which must not wait for ever. Here in C
/// because Swift 6 does not let the C globals `stdout`/`stderr` be named from Swift code.
static inline void kiln_flush_standard_streams_if_free(void) {
    FILE *streams[2] = { stdout, stderr };
    for (int i = 0; i < 2; i++) {
        if (ftrylockfile(streams[i]) == 0) {
            fflush(streams[i]);  /* the lock is recursive: this thread holds it */
            funlockfile(streams[i]);
        }
    }
}
