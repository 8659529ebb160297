#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation
import TextPositions

/// Finds the files localization cares about under a root and reads them.
///
/// This is the one place (with the CLI's output) that touches the file system; the analysis gets
/// `(path, bytes)` pairs from here. Walking uses `readdir` directly (Foundation's enumerator costs
/// several times more on Linux), skips build products, dependency checkouts and hidden folders,
/// follows symbolic links to folders at most once per folder identity (so loops end), and reads
/// the found files in parallel. Nothing here throws: an unreadable file or folder becomes a
/// `DiscoveryProblem` and the walk goes on.
public enum WorkspaceDiscovery {
    /// Walks `root` (absolute, or relative to the current directory) and returns what it found.
    public static func discover(root: String, options: DiscoveryOptions = DiscoveryOptions()) -> DiscoveredWorkspace {
        let rootPath = absolutePath(root)
        var walker = DirectoryWalker(rootPath: rootPath, options: options)
        walker.walk()
        var files = walker.found.sorted { precedesInByteOrder($0.path, $1.path) }
        var problems = walker.problems
        if options.readsContents {
            var toRead = Array(files.indices)
            if let size = options.streamedCatalogSize {
                toRead.removeAll { index in
                    guard files[index].kind == .stringCatalog,
                        let source = openStreamed(atPath: absolute(rootPath, files[index].path), from: size)
                    else { return false }
                    files[index].streamed = source
                    return true
                }
            }
            let results = readAll(toRead.map { absolute(rootPath, files[$0].path) })
            for (position, index) in toRead.enumerated() {
                switch results[position] {
                case .success(let bytes):
                    files[index].bytes = bytes
                case .failure(let error):
                    problems.append(DiscoveryProblem(path: files[index].path, message: error.message))
                }
            }
        }
        problems.sort { ($0.path, $0.message) < ($1.path, $1.message) }
        return DiscoveredWorkspace(
            rootPath: rootPath, files: files, problems: problems, directoryCount: walker.directoryCount)
    }

    /// Reads a whole file; the error names the reason in words.
    public static func readFile(atPath path: String) -> Result<[UInt8], FileReadError> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(FileReadError(errno: errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(FileReadError(errno: errno)) }
        if (info.st_mode & S_IFMT) == S_IFDIR { return .failure(FileReadError(message: "is a directory")) }
        // Read straight into the array, sized by fstat plus one byte to notice a file that grew.
        let expectedSize = max(Int(info.st_size), 0)
        var readError: Int32?
        var bytes = [UInt8](unsafeUninitializedCapacity: expectedSize + 1) { buffer, count in
            count = 0
            while count < buffer.count {
                let result = read(descriptor, buffer.baseAddress! + count, buffer.count - count)
                if result < 0 {
                    if errno == EINTR { continue }
                    readError = errno
                    return
                }
                if result == 0 { return }
                count += result
            }
        }
        if let readError { return .failure(FileReadError(errno: readError)) }
        guard bytes.count > expectedSize else { return .success(bytes) }
        // The size from fstat is a hint only: a file that grew while being read is read to its end.
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(FileReadError(errno: errno))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return .success(bytes)
    }

    /// The file at `path` opened to be read through a window, when it is a regular file of at
    /// least `size` bytes; `nil` otherwise (then it is read whole, as any file).
    static func openStreamed(atPath path: String, from size: Int) -> ForwardBytes? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) >= size else {
            close(descriptor)
            return nil
        }
        let file = OpenFile(descriptor: descriptor)
        return ForwardBytes(count: Int(info.st_size)) { buffer, offset in
            while true {
                let count = pread(file.descriptor, buffer.baseAddress, buffer.count, off_t(offset))
                if count < 0 && errno == EINTR { continue }
                return count
            }
        }
    }

    /// Reads many files, spreading the work over the processor's cores; results are in input order.
    public static func readAll(_ paths: [String]) -> [Result<[UInt8], FileReadError>] {
        guard !paths.isEmpty else { return [] }
        let buffer = UnsafeMutableBufferPointer<Result<[UInt8], FileReadError>>.allocate(capacity: paths.count)
        buffer.initialize(repeating: .failure(FileReadError(message: "not read")))
        defer { buffer.deinitialize(); buffer.deallocate() }
        // Each worker writes only its own indices; the buffer outlives `concurrentPerform`.
        nonisolated(unsafe) let results = buffer
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount * 2, paths.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var index = worker
            while index < paths.count {
                results[index] = readFile(atPath: paths[index])
                index += workers
            }
        }
        return Array(buffer)
    }

    /// `path` made absolute against the current directory, without `.` components or a trailing `/`.
    public static func absolutePath(_ path: String) -> String {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        if standardized.count > 1, standardized.hasSuffix("/") { return String(standardized.dropLast()) }
        return standardized
    }

    /// Whether `left` sorts before `right` comparing their UTF-8 bytes (paths are listed in byte
    /// order, the same on every system); one `memcmp` instead of a walk over two views.
    static func precedesInByteOrder(_ left: String, _ right: String) -> Bool {
        var left = left
        var right = right
        return left.withUTF8 { leftBytes in
            right.withUTF8 { rightBytes in
                let common = min(leftBytes.count, rightBytes.count)
                let order = common == 0 ? 0 : memcmp(leftBytes.baseAddress!, rightBytes.baseAddress!, common)
                return order != 0 ? order < 0 : leftBytes.count < rightBytes.count
            }
        }
    }

    /// Joins a root and a relative path.
    static func absolute(_ root: String, _ relative: String) -> String {
        relative.isEmpty ? root : (root == "/" ? "/" + relative : root + "/" + relative)
    }
}

/// A file descriptor closed when the last reader lets go of it.
final class OpenFile: Sendable {
    /// The descriptor.
    let descriptor: Int32

    /// Owns `descriptor`.
    init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { close(descriptor) }
}

/// Why a file could not be read.
public struct FileReadError: Error, Sendable, Hashable {
    /// The reason in words.
    public var message: String

    /// Creates an error with a message.
    public init(message: String) {
        self.message = message
    }

    /// Creates an error from a C `errno` value.
    public init(errno code: Int32) {
        self.message = String(cString: strerror(code)).lowercased()
    }
}

/// The depth-first walk behind `WorkspaceDiscovery.discover`, iterative so deep trees cannot
/// overflow the stack.
struct DirectoryWalker {
    /// Identity of a folder: device and inode, the same whichever link led to it.
    private struct FolderIdentity: Hashable {
        /// The device number.
        var device: UInt64
        /// The inode number.
        var inode: UInt64
    }

    /// The absolute root being walked.
    let rootPath: String
    /// What to skip and whether to follow links.
    let options: DiscoveryOptions
    /// Files of interest found so far (bytes not read yet).
    private(set) var found: [DiscoveredFile] = []
    /// Folders and links that could not be read.
    private(set) var problems: [DiscoveryProblem] = []
    /// Folders listed.
    private(set) var directoryCount = 0
    /// Identities of the folders entered, so none is entered twice.
    private var visited: Set<FolderIdentity> = []

    /// Prepares a walk of `rootPath`.
    init(rootPath: String, options: DiscoveryOptions) {
        self.rootPath = rootPath
        self.options = options
    }

    /// Walks the whole tree from the root.
    mutating func walk() {
        var rootInfo = stat()
        guard stat(rootPath, &rootInfo) == 0 else {
            problems.append(DiscoveryProblem(path: ".", message: FileReadError(errno: errno).message))
            return
        }
        guard (rootInfo.st_mode & S_IFMT) == S_IFDIR else {
            problems.append(DiscoveryProblem(path: ".", message: "not a directory"))
            return
        }
        visited.insert(FolderIdentity(device: UInt64(rootInfo.st_dev), inode: UInt64(rootInfo.st_ino)))
        // Folders reached through links wait until every real folder is walked, so a folder that is
        // both real and linked is listed under its real path, and a link to an ancestor ends at once.
        var pending: [String] = [""]
        var linked: [String] = []
        while true {
            while let relative = pending.popLast() {
                let (real, links) = list(relative)
                pending.append(contentsOf: real.reversed().filter { enterOnce($0) })
                linked.append(contentsOf: links)
            }
            guard !linked.isEmpty else { break }
            let next = linked.removeFirst()
            if enterOnce(next) { pending.append(next) }
        }
    }

    /// Lists one folder: records interesting files and returns the subfolders to enter, real ones
    /// and those reached through symbolic links apart, each in byte order.
    private mutating func list(_ relative: String) -> (real: [String], linked: [String]) {
        let path = WorkspaceDiscovery.absolute(rootPath, relative)
        guard let directory = opendir(path) else {
            problems.append(DiscoveryProblem(path: relative.isEmpty ? "." : relative, message: FileReadError(errno: errno).message))
            return ([], [])
        }
        defer { closedir(directory) }
        directoryCount += 1
        var subfolders: [String] = []
        var linkedSubfolders: [String] = []
        while let entry = readdir(directory) {
            let name = Self.name(of: entry)
            if name == "." || name == ".." { continue }
            let childRelative = relative.isEmpty ? name : relative + "/" + name
            let type = Int(entry.pointee.d_type)
            var isDirectory = type == Int(DT_DIR)
            var isFile = type == Int(DT_REG)
            let isLink = type == Int(DT_LNK)
            if type == Int(DT_LNK) || type == Int(DT_UNKNOWN) {
                if type == Int(DT_LNK) && !options.followsSymbolicLinks { continue }
                var info = stat()
                let childPath = WorkspaceDiscovery.absolute(rootPath, childRelative)
                guard stat(childPath, &info) == 0 else {
                    let code = errno
                    if WorkspaceFileKind.classify(relativePath: childRelative) != nil || code == ELOOP {
                        problems.append(DiscoveryProblem(path: childRelative, message: FileReadError(errno: code).message))
                    }
                    continue
                }
                isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
                isFile = (info.st_mode & S_IFMT) == S_IFREG
            }
            if isDirectory {
                guard !DiscoveryOptions.skipsDirectory(named: name), !options.isExcluded(childRelative) else { continue }
                if isLink { linkedSubfolders.append(childRelative) } else { subfolders.append(childRelative) }
            } else if isFile {
                guard let kind = WorkspaceFileKind.classify(relativePath: childRelative),
                    !options.isExcluded(childRelative)
                else { continue }
                found.append(DiscoveredFile(path: childRelative, kind: kind))
            }
        }
        let byBytes: (String, String) -> Bool = WorkspaceDiscovery.precedesInByteOrder
        return (subfolders.sorted(by: byBytes), linkedSubfolders.sorted(by: byBytes))
    }

    /// Whether the folder has not been entered yet under any name. A second arrival (a link to an
    /// ancestor, or a second name for one folder) is skipped silently: the files are already found.
    private mutating func enterOnce(_ relative: String) -> Bool {
        var info = stat()
        guard stat(WorkspaceDiscovery.absolute(rootPath, relative), &info) == 0 else { return false }
        let identity = FolderIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        return visited.insert(identity).inserted
    }

    /// The entry's file name.
    private static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
        withUnsafePointer(to: &entry.pointee.d_name) { pointer in
            pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                String(cString: $0)
            }
        }
    }
}
