// swift-l10n for VS Code: starts `swift-l10n lsp` beside the Swift extension's sourcekit-lsp for
// Swift files, String Catalogs (.xcstrings), .strings and .stringsdict files, and adds commands to
// restart the server and to show translation coverage.
import { execFile } from 'child_process';
import * as path from 'path';
import * as vscode from 'vscode';
import {
  LanguageClient,
  LanguageClientOptions,
  ServerOptions,
  TransportKind,
} from 'vscode-languageclient/node';

/** The configuration section, also the section the server asks for in workspace/configuration. */
const SECTION = 'swift-l10n';

/** Files the server reads: Swift sources and the three Apple localization formats. */
const DOCUMENT_SELECTOR = [
  { scheme: 'file', language: 'swift' },
  { scheme: 'file', pattern: '**/*.xcstrings' },
  { scheme: 'file', pattern: '**/*.strings' },
  { scheme: 'file', pattern: '**/*.stringsdict' },
];

/** Severity names of the `swift-l10n.severity` setting, as VS Code severities (`off` hides). */
const SEVERITIES: Record<string, vscode.DiagnosticSeverity | null> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  info: vscode.DiagnosticSeverity.Information,
  hint: vscode.DiagnosticSeverity.Hint,
  off: null,
};

let client: LanguageClient | undefined;
let output: vscode.OutputChannel | undefined;

/** Called by VS Code on the first activation event (a Swift or localization file, or a command). */
export async function activate(context: vscode.ExtensionContext): Promise<void> {
  output = vscode.window.createOutputChannel('swift-l10n');
  context.subscriptions.push(
    output,
    vscode.commands.registerCommand('swift-l10n.restartServer', restartServer),
    vscode.commands.registerCommand('swift-l10n.showCoverage', showCoverage),
    vscode.commands.registerCommand('swift-l10n.showOutput', () => output?.show(true)),
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      // The command line changes only on restart; other settings reach the running server through
      // workspace/didChangeConfiguration (synchronize.configurationSection).
      if (event.affectsConfiguration(`${SECTION}.server`)) {
        await restartServer();
      }
    }),
  );
  await startServer();
}

/** Called by VS Code on shutdown or when the extension is disabled. */
export async function deactivate(): Promise<void> {
  await client?.stop();
  client = undefined;
}

/** The executable from `swift-l10n.server.path`, with `${workspaceFolder}` replaced. */
function serverExecutable(): string {
  const configured = vscode.workspace.getConfiguration(SECTION).get<string>('server.path', 'swift-l10n');
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? '';
  const expanded = configured.replace(/\$\{workspaceFolder\}/g, folder);
  if (expanded.includes('/') && !path.isAbsolute(expanded) && folder !== '') {
    return path.join(folder, expanded);
  }
  return expanded;
}

/** The settings the server reads (ServerSettings): sent at initialize, then on change. */
function serverSettings(): Record<string, unknown> {
  const config = vscode.workspace.getConfiguration(SECTION);
  return {
    logLevel: config.get<string>('logLevel', 'info'),
    debounceMilliseconds: config.get<number>('debounceMilliseconds', 50),
    workspaceDiagnostics: config.get<boolean>('workspaceDiagnostics', true),
  };
}

/** `swift-l10n.severity` applied to one diagnostic: its new severity, or null to hide it. */
function adjustedSeverity(diagnostic: vscode.Diagnostic): vscode.DiagnosticSeverity | null {
  const overrides = vscode.workspace.getConfiguration(SECTION).get<Record<string, string>>('severity', {});
  const code = typeof diagnostic.code === 'object' ? diagnostic.code.value : diagnostic.code;
  const wanted = code === undefined ? undefined : overrides[String(code)];
  if (wanted === undefined || !(wanted in SEVERITIES)) {
    return diagnostic.severity;
  }
  return SEVERITIES[wanted];
}

/** `diagnostics` as the user configured them: severities replaced, `off` rules dropped. */
function withConfiguredSeverities(diagnostics: vscode.Diagnostic[]): vscode.Diagnostic[] {
  const shown: vscode.Diagnostic[] = [];
  for (const diagnostic of diagnostics) {
    const severity = adjustedSeverity(diagnostic);
    if (severity !== null) {
      diagnostic.severity = severity;
      shown.push(diagnostic);
    }
  }
  return shown;
}

async function startServer(): Promise<void> {
  const config = vscode.workspace.getConfiguration(SECTION);
  const command = serverExecutable();
  const args = ['lsp', '--log-level', config.get<string>('logLevel', 'info'), ...config.get<string[]>('server.arguments', [])];
  const serverOptions: ServerOptions = {
    run: { command, args, transport: TransportKind.stdio },
    debug: { command, args, transport: TransportKind.stdio },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: DOCUMENT_SELECTOR,
    outputChannel: output,
    initializationOptions: serverSettings(),
    synchronize: {
      configurationSection: SECTION,
      fileEvents: [
        vscode.workspace.createFileSystemWatcher('**/*.{xcstrings,strings,stringsdict}'),
        vscode.workspace.createFileSystemWatcher('**/{Package.swift,.swift-l10n.json,project.pbxproj}'),
      ],
    },
    // `swift-l10n.severity` applies to both ways diagnostics arrive: pushed (publishDiagnostics)
    // and pulled (textDocument/diagnostic, which the server prefers with vscode-languageclient 9).
    middleware: {
      handleDiagnostics(uri, diagnostics, next) {
        next(uri, withConfiguredSeverities(diagnostics));
      },
      async provideDiagnostics(document, previousResultId, token, next) {
        const report = await next(document, previousResultId, token);
        if (report && report.kind === 'full') {
          report.items = withConfiguredSeverities(report.items);
        }
        return report;
      },
    },
  };
  client = new LanguageClient(SECTION, 'swift-l10n', serverOptions, clientOptions);
  try {
    await client.start();
  } catch (error) {
    const choice = await vscode.window.showErrorMessage(
      `swift-l10n could not start "${command} lsp": ${String(error)}. Install swift-l10n or set swift-l10n.server.path.`,
      'Open Settings',
    );
    if (choice === 'Open Settings') {
      await vscode.commands.executeCommand('workbench.action.openSettings', `${SECTION}.server.path`);
    }
  }
}

/** Command `swift-l10n: Restart Language Server`. */
async function restartServer(): Promise<void> {
  if (client !== undefined) {
    await client.stop();
    client = undefined;
  }
  await startServer();
  void vscode.window.setStatusBarMessage('swift-l10n restarted', 3000);
}

/** Command `swift-l10n: Show Translation Coverage`: `swift-l10n coverage FOLDER` in a new editor. */
async function showCoverage(): Promise<void> {
  const folders = vscode.workspace.workspaceFolders ?? [];
  let folder = folders[0];
  if (folders.length > 1) {
    folder = (await vscode.window.showWorkspaceFolderPick({ placeHolder: 'Coverage of which folder?' })) ?? folder;
  }
  if (folder === undefined) {
    void vscode.window.showWarningMessage('swift-l10n: open a folder to see its translation coverage.');
    return;
  }
  const root = folder.uri.fsPath;
  const report = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: `swift-l10n coverage of ${folder.name}` },
    () =>
      new Promise<string>((resolve) => {
        execFile(serverExecutable(), ['coverage', root], { cwd: root, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
          if (error && stdout.length === 0) {
            resolve(`swift-l10n coverage failed (${error.message})\n\n${stderr}`);
          } else {
            resolve(stdout + (stderr.length > 0 ? `\n${stderr}` : ''));
          }
        });
      }),
  );
  const document = await vscode.workspace.openTextDocument({ content: report, language: 'plaintext' });
  await vscode.window.showTextDocument(document, { preview: true });
}
