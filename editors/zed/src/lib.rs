//! Zed extension for swift-l10n: tells Zed how to start `swift-l10n lsp` for Swift and catalog
//! files. The server itself is the `swift-l10n` binary on PATH (or `lsp.swift-l10n.binary.path`).
use zed_extension_api::{self as zed, settings::LspSettings, LanguageServerId, Result};

/// The extension's state: none, every start reads the settings anew.
struct SwiftL10nExtension;

impl zed::Extension for SwiftL10nExtension {
    fn new() -> Self {
        SwiftL10nExtension
    }

    /// `swift-l10n lsp`, from `lsp.swift-l10n.binary` settings when given, else from PATH.
    fn language_server_command(
        &mut self,
        _language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<zed::Command> {
        let binary = LspSettings::for_worktree("swift-l10n", worktree)
            .ok()
            .and_then(|settings| settings.binary);
        let path = binary
            .as_ref()
            .and_then(|binary| binary.path.clone())
            .or_else(|| worktree.which("swift-l10n"))
            .ok_or_else(|| {
                "swift-l10n is not on PATH: build it with `swift build -c release` and put \
                 .build/release/swift-l10n on PATH, or set lsp.swift-l10n.binary.path"
                    .to_string()
            })?;
        let args = binary
            .and_then(|binary| binary.arguments)
            .unwrap_or_else(|| vec!["lsp".to_string()]);
        Ok(zed::Command { command: path, args, env: worktree.shell_env() })
    }

    /// The `swift-l10n` section the server asks for: `lsp.swift-l10n.settings` from Zed's settings.
    fn language_server_workspace_configuration(
        &mut self,
        _language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<Option<zed::serde_json::Value>> {
        let settings = LspSettings::for_worktree("swift-l10n", worktree)
            .ok()
            .and_then(|settings| settings.settings);
        Ok(settings.map(|settings| zed::serde_json::json!({ "swift-l10n": settings })))
    }
}

zed::register_extension!(SwiftL10nExtension);
