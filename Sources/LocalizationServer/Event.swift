import JSONRPC
import LocalizationAnalysis

/// Everything that can make the main loop act, in one closed enum, so every trigger of the server
/// is visible in one place (rust-analyzer's `main_loop` does the same).
enum Event: Sendable {
    /// A message from the client, in the order it was read.
    case message(Message)
    /// Input the reader skipped or already rejected; logged.
    case protocolError(String)
    /// The client closed our input: the process must end.
    case inputClosed
    /// The background load of the workspace folders finished.
    case workspaceLoaded(LoadedWorkspace)
    /// A request task replied; its bookkeeping can go.
    case requestFinished(InFlightRequest)
    /// A diagnostics pass finished publishing for `generation` (`workspace`: what its workspace
    /// part published, `nil` when it had none or skipped it).
    case diagnosticsPublished(generation: Int, workspace: WorkspacePublication?)
}

/// The files found on disk when the workspace folders were loaded, already fed to a `Workspace`.
struct LoadedWorkspace: Sendable {
    /// The workspace with every file found on disk.
    var workspace: Workspace
    /// The contents read from disk, by workspace path (to restore a file when its editor closes).
    var diskPaths: Set<String>
    /// How many files were read.
    var fileCount: Int
    /// Problems met while walking (unreadable files).
    var problems: [String]
    /// Milliseconds the load took.
    var milliseconds: Double
    /// The project configuration the load used (`nil` when the root has none).
    var configuration: ProjectConfiguration?
}
