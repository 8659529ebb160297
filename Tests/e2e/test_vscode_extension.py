"""The VS Code extension's manifest and code agree with each other (its npm dependencies cannot be
installed here, so this is what can be checked without VS Code): every command and setting the
TypeScript uses is declared in package.json, activation covers the four file kinds, the build
output is where `main` points, the dependencies are declared as the ecosystem does, and the
TypeScript parses (with Debian's node-typescript when present)."""
import json
import pathlib
import re
import shutil
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2] / "editors" / "vscode"
MANIFEST = json.loads((ROOT / "package.json").read_text())
SOURCE = (ROOT / "src" / "extension.ts").read_text()
TSCONFIG = json.loads((ROOT / "tsconfig.json").read_text())


def test_every_registered_command_is_declared_and_vice_versa():
    registered = set(re.findall(r"registerCommand\('([^']+)'", SOURCE))
    declared = {c["command"] for c in MANIFEST["contributes"]["commands"]}
    assert registered == declared == {"swift-l10n.restartServer", "swift-l10n.showCoverage",
                                      "swift-l10n.showOutput"}


def test_every_setting_read_is_declared():
    read = set(re.findall(r"\.get<[^>]+>\('([^']+)'", SOURCE))
    declared = {key.removeprefix("swift-l10n.") for key in MANIFEST["contributes"]["configuration"]["properties"]}
    assert read, "no settings read?"
    assert read <= declared, read - declared
    for wanted in ("server.path", "logLevel", "severity", "trace.server"):
        assert wanted in declared


def test_trace_setting_matches_the_client_id():
    # vscode-languageclient reads `<client id>.trace.server`; the id is the first constructor argument.
    client_id = re.search(r"new LanguageClient\(([A-Z_]+|'[^']+')", SOURCE).group(1)
    if client_id.startswith("'"):
        client_id = client_id.strip("'")
    else:
        client_id = re.search(r"const %s = '([^']+)'" % client_id, SOURCE).group(1)
    assert "%s.trace.server" % client_id in MANIFEST["contributes"]["configuration"]["properties"]


def test_activation_and_document_selector_cover_swift_and_catalogs():
    events = " ".join(MANIFEST["activationEvents"])
    for marker in ("onLanguage:swift", "xcstrings", "*.strings", "stringsdict"):
        assert marker in events, marker
    for pattern in ("language: 'swift'", "**/*.xcstrings", "**/*.strings", "**/*.stringsdict"):
        assert pattern in SOURCE, pattern


def test_server_is_started_with_lsp_and_severity_names_match_the_setting():
    assert re.search(r"\['lsp', '--log-level'", SOURCE)
    enum = MANIFEST["contributes"]["configuration"]["properties"]["swift-l10n.severity"]["additionalProperties"]["enum"]
    mapped = set(re.findall(r"^\s+(\w+): (?:vscode\.DiagnosticSeverity\.\w+|null),$", SOURCE, re.M))
    assert mapped == set(enum)
    levels = MANIFEST["contributes"]["configuration"]["properties"]["swift-l10n.logLevel"]["enum"]
    assert levels == ["error", "warning", "info", "debug", "trace"]  # `swift-l10n lsp --log-level`


def test_build_output_and_dependencies():
    out_dir, root_dir = TSCONFIG["compilerOptions"]["outDir"], TSCONFIG["compilerOptions"]["rootDir"]
    assert MANIFEST["main"] == "./%s/extension.js" % out_dir and root_dir == "src"
    assert "vscode-languageclient" in MANIFEST["dependencies"]
    for dev in ("@types/vscode", "@vscode/vsce", "typescript"):
        assert dev in MANIFEST["devDependencies"], dev
    engine = MANIFEST["engines"]["vscode"].lstrip("^")
    assert MANIFEST["devDependencies"]["@types/vscode"].lstrip("^") == engine
    assert "npm install && npx vsce package" in (ROOT / "README.md").read_text()
    ignored = [line.strip() for line in (ROOT / ".vscodeignore").read_text().splitlines()
               if line.strip() and not line.startswith("#")]
    assert "src/**" in ignored and not {"out", "out/", "out/**"} & set(ignored), ignored


@pytest.mark.skipif(shutil.which("node") is None or not pathlib.Path("/usr/share/nodejs/typescript").exists(),
                    reason="needs node and Debian's node-typescript")
def test_typescript_parses():
    script = ("const ts=require('typescript');const fs=require('fs');"
              "const r=ts.transpileModule(fs.readFileSync(process.argv[1],'utf8'),{reportDiagnostics:true,"
              "compilerOptions:{module:ts.ModuleKind.CommonJS,target:ts.ScriptTarget.ES2022}});"
              "r.diagnostics.forEach(d=>console.log(ts.flattenDiagnosticMessageText(d.messageText,' ')));"
              "process.exit(r.diagnostics.length?1:0)")
    run = subprocess.run(["node", "-e", script, str(ROOT / "src" / "extension.ts")], capture_output=True,
                         text=True, env={"NODE_PATH": "/usr/share/nodejs", "PATH": "/usr/bin:/bin"})
    assert run.returncode == 0, run.stdout + run.stderr


def test_severity_setting_applies_to_pushed_and_pulled_diagnostics():
    # The server pulls with clients that can (vscode-languageclient 9 can), pushes otherwise.
    for hook in ("handleDiagnostics(", "provideDiagnostics("):
        body = SOURCE[SOURCE.index(hook):]
        body = body[:body.index("\n      },")]
        assert "withConfiguredSeverities(" in body, hook
