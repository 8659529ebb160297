#!/usr/bin/env bash
# End-to-end tests of swift-l10n with real clients, on fresh copies of Tests/e2e/fixture.
#
#   Tests/e2e/run.sh [--server PATH] [--checks LIST] [--pytest-checks LIST] [SUITE...]
#
# SUITE (default: all): neovim eglot vim-ale pytest-lsp xcode-build-phase swiftpm-plugin
# --server         the swift-l10n binary (default .build/debug/swift-l10n, built beforehand)
# --checks         editor checks that must pass (default all): diagnostics,no-false-alarm,hover,
#                  quick-fix,client-errors; the others still run and print as "pending"
# --pytest-checks  pytest-lsp tests that run (default all): lifecycle,diagnostics,hover,quick-fix
#
# Needs: nvim, emacs + elpa-eglot, vim + vim-ale (Debian), pytest-lsp in $E2E_VENV (default
# /tmp/lspvenv). .ci/e2e installs them. A suite whose client is missing FAILS (never skipped).
# Prints one line per check and ends with "N passed, N failed"; exit 1 on any failure.
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
REPO="$(cd "$HERE/../.." && pwd)"
SERVER="$REPO/.build/debug/swift-l10n"
CHECKS="diagnostics,no-false-alarm,hover,quick-fix,client-errors"
PYTEST_CHECKS="lifecycle,diagnostics,hover,quick-fix"
VENV="${E2E_VENV:-/tmp/lspvenv}"
export E2E_TIMEOUT="${E2E_TIMEOUT:-20}"
SUITES=()
while [ $# -gt 0 ]; do
  case "$1" in
    --server) SERVER="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"; shift 2 ;;
    --checks) CHECKS="$2"; shift 2 ;;
    --pytest-checks) PYTEST_CHECKS="$2"; shift 2 ;;
    -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
    -*) echo "run.sh: unknown option $1" >&2; exit 2 ;;
    *) SUITES+=("$1"); shift ;;
  esac
done
[ ${#SUITES[@]} -eq 0 ] && SUITES=(neovim eglot vim-ale pytest-lsp xcode-build-phase swiftpm-plugin)
export SWIFT_L10N="$SERVER" E2E_REPO="$REPO" E2E_TIMEOUT_MS=$((E2E_TIMEOUT * 1000))
WORK="$(mktemp -d /tmp/swift-l10n-e2e.XXXXXX)"
passed=0
failed=0

if [ ! -x "$SERVER" ]; then
  echo "FAIL server: $SERVER is not an executable (run swift build first)"
  echo "0 passed, 1 failed"
  exit 1
fi

record() { # output of a checker: count ok/FAIL lines
  local text="$1"
  printf '%s\n' "$text"
  passed=$((passed + $(printf '%s\n' "$text" | grep -c '^ok ')))
  failed=$((failed + $(printf '%s\n' "$text" | grep -c '^FAIL ')))
}

editor() { # name, command... : prepare a workspace, run the editor, verify its report
  local name="$1"; shift
  local ws="$WORK/$name/DailyRoundupApp"
  mkdir -p "$WORK/$name"
  eval "$(python3 "$HERE/e2e_support.py" prepare "$ws")"
  echo "== $name"
  timeout 180 "$@" > "$WORK/$name.json" 2> "$WORK/$name.stderr"
  local rc=$?
  local verdict
  verdict="$(python3 "$HERE/e2e_support.py" verify "$WORK/$name.json" "$ws" "$CHECKS" | sed "s/^\(ok  \|FAIL\|pending\) /&$name: /")"
  if [ $rc -ne 0 ]; then
    verdict="$verdict
FAIL $name: the editor exited with $rc; report: $(head -c 800 "$WORK/$name.json"); stderr: $(tail -c 800 "$WORK/$name.stderr")"
  fi
  record "$verdict"
}

need() { # suite, program: a missing client is a failure, not a skip
  if ! command -v "$2" >/dev/null 2>&1 && [ ! -e "$2" ]; then
    record "FAIL $1: $2 is not installed (.ci/e2e installs it)"
    return 1
  fi
}

for suite in "${SUITES[@]}"; do
  case "$suite" in
    neovim)
      need neovim nvim && editor neovim nvim --headless -u NONE -i NONE -n -c "luafile $HERE/nvim_e2e.lua" ;;
    eglot)
      EGLOT_DIR="$(ls -d /usr/share/emacs/site-lisp/elpa-src/eglot-* 2>/dev/null | head -1)"
      need eglot emacs && need eglot "${EGLOT_DIR:-/usr/share/emacs/site-lisp/elpa-src/eglot}" &&
        editor eglot emacs --batch -Q -L "$EGLOT_DIR" -l "$HERE/eglot_e2e.el" ;;
    vim-ale)
      need vim-ale vim && need vim-ale /usr/share/vim-ale &&
        editor vim-ale vim -N -u NONE -i NONE -n -es -S "$HERE/vim_ale_e2e.vim" ;;
    pytest-lsp)
      if need pytest-lsp "$VENV/bin/pytest"; then
        selected="$(echo "$PYTEST_CHECKS" | sed 's/quick-fix/add_entry_quick_fix/; s/hover/hover_shows_translations/; s/,/ or /g')"
        echo "== pytest-lsp ($PYTEST_CHECKS)"
        out="$(cd "$HERE" && timeout 900 "$VENV/bin/pytest" -o asyncio_mode=auto \
          -o asyncio_default_fixture_loop_scope=function -p no:cacheprovider -q -rfE \
          -k "$selected" test_pytest_lsp.py 2>&1)"
        rc=$?
        printf '%s\n' "$out" | tail -40
        p=$(printf '%s\n' "$out" | sed -n 's/.* \([0-9][0-9]*\) passed.*/\1/p' | tail -1)
        f=$(printf '%s\n' "$out" | sed -n 's/.* \([0-9][0-9]*\) \(failed\|error\).*/\1/p' | tail -1)
        passed=$((passed + ${p:-0}))
        if [ $rc -ne 0 ]; then failed=$((failed + ${f:-1})); fi
      fi ;;
    xcode-build-phase)
      echo "== xcode-build-phase"
      record "$(bash "$HERE/test_xcode_build_phase.sh" "$SERVER" 2>&1)" ;;
    swiftpm-plugin)
      echo "== swiftpm-plugin"
      record "$(bash "$HERE/test_swiftpm_plugin.sh" 2>&1)" ;;
    *) record "FAIL $suite: unknown suite" ;;
  esac
done

rm -rf "$WORK"
echo "e2e: $passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
