"""The editor configurations that CI cannot run in their editor (Helix, Zed, Sublime Text) and the
ones it can are at least well-formed and consistent: they parse, start `swift-l10n lsp`, cover the
Swift and catalog file types, and the Lua and Emacs Lisp files load or byte-compile cleanly."""
import json
import pathlib
import re
import shutil
import subprocess
import tomllib

import pytest
import yaml

EDITORS = pathlib.Path(__file__).resolve().parents[2] / "editors"


def test_helix_languages_toml():
    config = tomllib.loads((EDITORS / "helix" / "languages.toml").read_text())
    server = config["language-server"]["swift-l10n"]
    assert [server["command"]] + server["args"] == ["swift-l10n", "lsp"]
    assert "swift-l10n" in server["config"], "workspace/configuration asks for the swift-l10n section"
    languages = {language["name"]: language for language in config["language"]}
    assert languages["swift"]["language-servers"] == ["sourcekit-lsp", "swift-l10n"]
    file_types = {t for language in languages.values() for t in language.get("file-types", [])}
    assert {"xcstrings", "strings", "stringsdict"} <= file_types
    assert languages["xcstrings"]["grammar"] == "json"


def test_zed_extension_manifest_and_crate():
    manifest = tomllib.loads((EDITORS / "zed" / "extension.toml").read_text())
    assert manifest["language_servers"]["swift-l10n"]["languages"] == ["Swift", "JSON"]
    cargo = tomllib.loads((EDITORS / "zed" / "Cargo.toml").read_text())
    assert cargo["lib"]["crate-type"] == ["cdylib"] and "zed_extension_api" in cargo["dependencies"]
    source = (EDITORS / "zed" / "src" / "lib.rs").read_text()
    assert 'LspSettings::for_worktree("swift-l10n"' in source and 'vec!["lsp".to_string()]' in source
    assert "zed::register_extension!(SwiftL10nExtension);" in source


def test_sublime_client_and_syntaxes():
    text = (EDITORS / "sublime" / "LSP-swift-l10n.sublime-settings").read_text()
    client = json.loads(re.sub(r"^\s*//.*$", "", text, flags=re.M))["clients"]["swift-l10n"]
    assert client["command"] == ["swift-l10n", "lsp"]
    scopes = {yaml.safe_load(path.read_text())["scope"] for path in (EDITORS / "sublime").glob("*.sublime-syntax")}
    assert scopes == {"source.json.xcstrings", "source.strings", "text.xml.stringsdict"}
    assert set(client["selector"].replace(" ", "").split("|")) == scopes | {"source.swift"}


@pytest.mark.skipif(shutil.which("nvim") is None, reason="needs nvim")
@pytest.mark.parametrize("path", ["lua/swift_l10n/init.lua", "lua/swift_l10n/lspconfig.lua", "lsp/swift_l10n.lua"])
def test_neovim_lua_parses(path):
    script = "local f, e = loadfile('%s'); io.stdout:write(e and tostring(e) or 'ok')" % (EDITORS / "neovim" / path)
    run = subprocess.run(["nvim", "--headless", "-u", "NONE", "-i", "NONE", "-c", "lua " + script, "-c", "qa!"],
                         capture_output=True, text=True, timeout=60)
    assert run.stdout.strip() == "ok", run.stdout + run.stderr


@pytest.mark.skipif(shutil.which("emacs") is None, reason="needs emacs")
@pytest.mark.parametrize("name", ["swift-l10n-modes.el", "swift-l10n-eglot.el", "swift-l10n-lsp-mode.el"])
def test_emacs_lisp_byte_compiles_without_warnings(name, tmp_path):
    for source in (EDITORS / "emacs").glob("*.el"):
        shutil.copy(source, tmp_path)
    load_path = [str(p) for p in pathlib.Path("/usr/share/emacs/site-lisp/elpa-src").glob("*")] + [str(tmp_path)]
    arguments = [a for d in load_path for a in ("-L", d)]
    run = subprocess.run(["emacs", "--batch", "-Q", *arguments, "--eval", "(setq byte-compile-error-on-warn t)",
                          "-f", "batch-byte-compile", str(tmp_path / name)], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-1500:]
