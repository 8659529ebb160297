"""swift-l10n as VS Code, Neovim and Emacs see it, through pytest-lsp (PyPI).

pytest-lsp ships the `initialize` capabilities recorded from real clients; each test below runs once
per profile, so the server meets the same requests those editors send:

- `visual-studio-code` (1.65.2): what `editors/vscode` gets through vscode-languageclient: UTF-16
  positions, markdown hover, lazy code actions (`codeAction/resolve` for `edit`).
- `neovim` (0.11.0): offers UTF-8 positions first, pulls diagnostics, resolves `edit` and
  `command`.
- `emacs` (eglot, 29.1): offers UTF-32 first, no `codeAction/resolve`: the edit must come inline.

Each run opens a fresh copy of `fixture/`, expects the `missing-key` finding on the "Sign out"
literal and none on the keys the catalog has, hovers "Welcome back" for its translations, applies
the add-entry quick-fix the way the client would (resolving it first when the client supports
that), writes the result, and checks the catalog with `e2e_support.catalog_problems`.

Environment: `SWIFT_L10N` (default: `.build/debug/swift-l10n` of this package), `E2E_TIMEOUT`
seconds (default 30). Run:

    /tmp/lspvenv/bin/pytest -o asyncio_mode=auto -q Tests/e2e/test_pytest_lsp.py
"""
import os
import pathlib
import tempfile
import time
import urllib.parse

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

import e2e_support as support

PACKAGE_ROOT = pathlib.Path(__file__).resolve().parents[2]
SERVER = os.environ.get("SWIFT_L10N", str(PACKAGE_ROOT / ".build/debug/swift-l10n"))
TIMEOUT = float(os.environ.get("E2E_TIMEOUT", "30"))
PROFILES = ["visual-studio-code", "neovim", "emacs"]


class Session:
    """The workspace copy, the negotiated position encoding and the edits the server asked the
    client to apply (through `workspace/applyEdit`), for one test."""

    def __init__(self, root, encoding, resolves_edits, client):
        self.root = pathlib.Path(root)
        self.encoding = encoding
        self.resolves_edits = resolves_edits
        self.client = client
        self.applied_edits = []
        self.pulls_diagnostics = False

    @property
    def swift_uri(self):
        return (self.root / support.SWIFT_FILE).as_uri()

    def open_swift_file(self):
        """Sends `didOpen` for the Swift file, as an editor does when the user opens it."""
        self.client.text_document_did_open(types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=self.swift_uri, language_id="swift", version=1,
                text=(self.root / support.SWIFT_FILE).read_text(encoding="utf-8"))))

    async def diagnostics(self):
        """The Swift file's first non-empty diagnostics, or [] after TIMEOUT: pushed
        (`publishDiagnostics`), or pulled (`textDocument/diagnostic`) when both the client profile
        and the server support pulling — as Neovim 0.11 and VS Code with a newer client do."""
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            if self.client.diagnostics.get(self.swift_uri):
                return self.client.diagnostics[self.swift_uri]
            if self.pulls_diagnostics:
                report = await _wait(self.client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
                    text_document=types.TextDocumentIdentifier(uri=self.swift_uri))), TIMEOUT)
                items = getattr(report, "items", None)
                if items:
                    return items
            try:
                await _wait(self.client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), 0.2)
            except TimeoutError:
                pass
        return []

    def to_lsp_character(self, line_text, utf16_character):
        """An ASCII/UTF-16 column of the fixture in the negotiated encoding."""
        prefix = _prefix_utf16(line_text, utf16_character)
        return _length(prefix, self.encoding)


def _wait(awaitable, seconds):
    import asyncio
    return asyncio.wait_for(awaitable, seconds)


def _prefix_utf16(text, units):
    """The prefix of `text` that is `units` UTF-16 code units long."""
    count = 0
    for index, ch in enumerate(text):
        if count >= units:
            return text[:index]
        count += 2 if ord(ch) > 0xFFFF else 1
    return text


def _length(text, encoding):
    if encoding == types.PositionEncodingKind.Utf8:
        return len(text.encode("utf-8"))
    if encoding == types.PositionEncodingKind.Utf32:
        return len(text)
    return len(text.encode("utf-16-le")) // 2


def _offset(text, position, encoding):
    """The Python string index of an LSP `position` in `text`, in the negotiated `encoding`."""
    lines = text.split("\n")
    if position.line >= len(lines):
        return len(text)
    start = sum(len(line) + 1 for line in lines[: position.line])
    line, units, index = lines[position.line], 0, 0
    while index < len(line) and units < position.character:
        units += _length(line[index], encoding)
        index += 1
    return start + index


def apply_text_edits(text, edits, encoding):
    """`text` with the LSP `edits` applied (all ranges refer to the original text)."""
    spans = sorted(((_offset(text, e.range.start, encoding), _offset(text, e.range.end, encoding),
                     e.new_text) for e in edits), reverse=True)
    for start, end, new_text in spans:
        text = text[:start] + new_text + text[end:]
    return text


def apply_workspace_edit(edit, encoding):
    """Applies a WorkspaceEdit to files on disk, as an editor applies then saves it; returns the
    paths written."""
    per_file = []
    for change in edit.document_changes or []:
        if isinstance(change, types.TextDocumentEdit):
            per_file.append((change.text_document.uri, change.edits))
        else:
            raise AssertionError("resource operation in an add-entry edit: %r" % (change,))
    if not per_file:
        per_file = list((edit.changes or {}).items())
    written = []
    for uri, edits in per_file:
        path = pathlib.Path(urllib.parse.unquote(urllib.parse.urlparse(uri).path))
        text = path.read_bytes().decode("utf-8")
        path.write_bytes(apply_text_edits(text, edits, encoding).encode("utf-8"))
        written.append(path)
    return written


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[SERVER, "lsp"]), params=PROFILES)
async def client(lsp_client: LanguageClient, request):
    workspace = tempfile.mkdtemp(prefix="swift-l10n-e2e-")
    root = os.path.join(workspace, "DailyRoundupApp")
    support.prepare(root)
    capabilities = client_capabilities(request.param)
    resolve = capabilities.text_document.code_action.resolve_support
    state = Session(root, types.PositionEncodingKind.Utf16,
                    bool(resolve and "edit" in resolve.properties), lsp_client)

    # What every editor answers when the server asks; an unanswered request would fail the test.
    # (pytest-lsp itself answers workspace/configuration and window/workDoneProgress/create.)
    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def _register(params):
        return None

    @lsp_client.feature(types.CLIENT_UNREGISTER_CAPABILITY)
    def _unregister(params):
        return None

    @lsp_client.feature(types.WORKSPACE_APPLY_EDIT)
    def _apply(params):
        state.applied_edits.append(params.edit)
        apply_workspace_edit(params.edit, state.encoding)
        return types.ApplyWorkspaceEditResult(applied=True)

    result = await _wait(lsp_client.initialize_session(types.InitializeParams(
        capabilities=capabilities,
        root_uri=pathlib.Path(root).as_uri(),
        workspace_folders=[types.WorkspaceFolder(uri=pathlib.Path(root).as_uri(), name="DailyRoundupApp")],
    )), TIMEOUT)
    offered = capabilities.general.position_encodings if capabilities.general else None
    chosen = result.capabilities.position_encoding or types.PositionEncodingKind.Utf16
    assert chosen == types.PositionEncodingKind.Utf16 or (offered and chosen in offered), \
        "server chose %r, which the client did not offer (%r)" % (chosen, offered)
    state.encoding = chosen
    state.pulls_diagnostics = bool(capabilities.text_document.diagnostic is not None
                                   and result.capabilities.diagnostic_provider is not None)
    lsp_client.e2e = state  # pytest-lsp hands the tests the client itself
    yield
    await _wait(lsp_client.shutdown_session(), TIMEOUT)


async def test_lifecycle(client: LanguageClient):
    """initialize/shutdown/exit with this client's capabilities (the fixture does both)."""
    session: Session = client.e2e
    assert session.encoding in (types.PositionEncodingKind.Utf8, types.PositionEncodingKind.Utf16,
                                types.PositionEncodingKind.Utf32)


async def test_diagnostics(client: LanguageClient):
    session: Session = client.e2e
    session.open_swift_file()
    diagnostics = await session.diagnostics()
    text = (session.root / support.SWIFT_FILE).read_text(encoding="utf-8")
    line, start, end = support.literal_span(text, support.MISSING_KEY)
    line_text = text.split("\n")[line]
    assert diagnostics, "no diagnostics for %s within %.0f s" % (support.SWIFT_FILE, TIMEOUT)
    hits = [d for d in diagnostics if d.range.start.line == line and d.code == "missing-key"]
    assert hits, "no missing-key diagnostic (as `code`) on line %d: %r" % (line, diagnostics)
    low, high = session.to_lsp_character(line_text, start), session.to_lsp_character(line_text, end)
    assert any(low <= d.range.start.character < high for d in hits), \
        "missing-key does not start inside the literal (%d..%d): %r" % (low, high, hits)
    assert all(support.MISSING_KEY in d.message for d in hits), hits
    clean = {support.literal_span(text, key)[0] for key in support.PRESENT_KEYS}
    assert not [d for d in diagnostics if d.range.start.line in clean], diagnostics


async def test_hover_shows_translations(client: LanguageClient):
    session: Session = client.e2e
    session.open_swift_file()
    # Like the editor tests, hover once the file's diagnostics are in: the workspace is indexed then.
    # (Hovering earlier can race the initial indexing; that is the server's business, not this test's.)
    await session.diagnostics()
    text = (session.root / support.SWIFT_FILE).read_text(encoding="utf-8")
    line, start, _ = support.literal_span(text, support.HOVER_KEY)
    character = session.to_lsp_character(text.split("\n")[line], start + 3)
    hover = await _wait(session.client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=session.swift_uri),
        position=types.Position(line=line, character=character))), TIMEOUT)
    assert hover is not None, "no hover on %r" % support.HOVER_KEY
    contents = hover.contents
    value = contents.value if hasattr(contents, "value") else str(contents)
    for translation in support.HOVER_MUST_CONTAIN:
        assert translation in value, "hover lacks %r: %r" % (translation, value)


async def test_add_entry_quick_fix(client: LanguageClient):
    session: Session = client.e2e
    session.open_swift_file()
    diagnostics = await session.diagnostics()
    finding = [d for d in diagnostics if d.code == "missing-key"]
    assert finding, "no missing-key diagnostic to fix: %r" % diagnostics
    actions = await _wait(session.client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=session.swift_uri),
        range=finding[0].range,
        context=types.CodeActionContext(diagnostics=finding,
                                        trigger_kind=types.CodeActionTriggerKind.Invoked))), TIMEOUT)
    actions = [a for a in actions or [] if isinstance(a, types.CodeAction)]
    fixes = [a for a in actions if a.kind == types.CodeActionKind.QuickFix
             and support.QUICK_FIX_TITLE.search(a.title)]
    assert fixes, "no add-entry quick-fix among %r" % [a.title for a in actions]
    action = fixes[0]
    if action.edit is None:
        assert session.resolves_edits, \
            "%r came without an edit, but this client cannot resolve one" % action.title
        action = await _wait(session.client.code_action_resolve_async(action), TIMEOUT)
    original = (session.root / support.CATALOG_FILE).read_bytes()
    if action.edit is not None:
        written = apply_workspace_edit(action.edit, session.encoding)
    else:
        assert action.command is not None, "%r has neither edit nor command" % action.title
        await _wait(session.client.workspace_execute_command_async(types.ExecuteCommandParams(
            command=action.command.command, arguments=action.command.arguments)), TIMEOUT)
        written = []
    catalog = session.root / support.CATALOG_FILE
    assert catalog in written or session.applied_edits, "the fix did not edit %s" % catalog
    problems = support.catalog_problems(original, catalog.read_bytes()) \
        or support.normalizer_problems(str(catalog), SERVER)
    assert not problems, problems
    assert (session.root / support.SWIFT_FILE).read_text(encoding="utf-8") == \
        (pathlib.Path(support.FIXTURE) / support.SWIFT_FILE).read_text(encoding="utf-8"), \
        "the add-entry fix changed the Swift file"
