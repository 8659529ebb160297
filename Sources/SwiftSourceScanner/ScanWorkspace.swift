#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Memory one thread's scans reuse from file to file: the token storage, the lexer's bracket
/// and interpolation stacks, the list of tokens the sweep visits, the sweep's stacks, scopes and
/// record lists, the materializer's lists.
///
/// Scanning a file allocated each of these and freed it at the end (and copied every token into
/// an array once); the next file on the same thread can use the same memory. Nothing of the
/// summary refers to it: its tables are copied out of the materializer's lists.
final class ScanWorkspace {
    /// The token storage of the last file, lent again when no `TokenList` refers to it.
    private var storage: TokenStorage?
    /// The lexer's open brackets (empty between files).
    var openBrackets = PlainList<Lexer.OpenBracket>(capacity: 32)
    /// The lexer's pending interpolations (empty between files).
    var pendingInterpolations = PlainList<LexedInterpolation>(capacity: 16)
    /// The indices of the tokens the sweep reacts to in the file lexed last
    /// (`LexedSource.sweepTokens`).
    var sweepTokens = PlainList<Int32>(capacity: 1024)
    /// The materializer's building lists (`SummaryRecordLists`), empty between files.
    let materializerMemory = KeptLists<SummaryRecordLists>()
    /// The sweep's lists (`Sweep.Records`: its stacks and records), empty between files.
    let sweepRecords = KeptLists<Sweep.Records>()

    /// Token storage kept for the next file holds at most this many tokens (1 MiB): a very large
    /// file's memory is not kept by every thread that once scanned one.
    private static let keptTokenCapacity = 65_536

    /// Token storage for a file: the last one when nothing refers to it any more, else a new one.
    func tokenStorage() -> TokenStorage {
        if storage != nil, isKnownUniquelyReferenced(&storage!) { return storage! }
        let fresh = TokenStorage(capacity: 0)
        storage = fresh
        return fresh
    }

    /// Lets go of memory grown too large to keep for the next file.
    private func trim() {
        if let storage, storage.capacity > Self.keptTokenCapacity { self.storage = nil }
    }

    deinit {
        openBrackets.release()
        pendingInterpolations.release()
        sweepTokens.release()
    }

    /// Runs `body` with this thread's workspace (made on the thread's first scan, freed when the
    /// thread ends). A scan started inside `body` on the same thread gets a workspace of its own.
    static func withCurrent<Result>(_ body: (ScanWorkspace) -> Result) -> Result {
        let workspace: ScanWorkspace
        if let pointer = pthread_getspecific(threadKey) {
            // Taken out while in use, so a nested scan cannot share it.
            workspace = Unmanaged<ScanWorkspace>.fromOpaque(pointer).takeRetainedValue()
            pthread_setspecific(threadKey, nil)
        } else {
            workspace = ScanWorkspace()
        }
        let result = body(workspace)
        workspace.trim()
        if pthread_getspecific(threadKey) == nil {
            pthread_setspecific(threadKey, Unmanaged.passRetained(workspace).toOpaque())
        }
        return result
    }

    /// The thread-specific slot holding each thread's workspace (retained; released when the
    /// thread ends).
    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            #if canImport(Darwin)
            Unmanaged<ScanWorkspace>.fromOpaque(pointer).release()
            #else
            if let pointer { Unmanaged<ScanWorkspace>.fromOpaque(pointer).release() }
            #endif
        }
        precondition(status == 0, "no thread-specific key for the scanner's workspace")
        return key
    }()
}
