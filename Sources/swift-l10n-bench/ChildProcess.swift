import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a finished child process cost: its wall time, peak memory and exit status.
struct ChildProcessResult {
    /// Wall time from spawn to exit.
    var seconds: Double
    /// CPU time of the child (user + system, all its threads, from `wait4`).
    var cpuSeconds: Double
    /// Peak resident memory of the child (`ru_maxrss` from `wait4`), in bytes.
    var peakMemoryBytes: Int
    /// The exit status (or 128 + signal).
    var exitCode: Int32
    /// Everything the child wrote to standard output.
    var standardOutput: [UInt8]
    /// Everything the child wrote to standard error.
    var standardError: [UInt8]
}

/// Runs executables the way a user or CI would, measuring each run on its own: `wait4` reports
/// the rusage of exactly that child, unlike `RUSAGE_CHILDREN`, which accumulates over all of them.
enum ChildProcess {
    /// Runs `executable` with `arguments`, output captured through temporary files so large
    /// outputs cannot block the child.
    static func run(_ executable: String, _ arguments: [String]) throws -> ChildProcessResult {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("swift-l10n-bench-\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
        let outPath = scratch.path + ".out"
        let errPath = scratch.path + ".err"
        defer {
            unlink(outPath)
            unlink(errPath)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let clock = ContinuousClock()
        let start = clock.now
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw BenchFailure("cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let elapsed = clock.now - start
        let exitCode: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return ChildProcessResult(
            seconds: elapsed.seconds,
            cpuSeconds: Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6,
            peakMemoryBytes: Int(usage.ru_maxrss) * 1024, exitCode: exitCode,
            standardOutput: (try? Array(Data(contentsOf: URL(fileURLWithPath: outPath)))) ?? [],
            standardError: (try? Array(Data(contentsOf: URL(fileURLWithPath: errPath)))) ?? [])
    }
}

/// A failure that stops the bench with a message (exit code 2).
struct BenchFailure: Error, CustomStringConvertible {
    /// What went wrong.
    var description: String

    /// A failure saying `description`.
    init(_ description: String) {
        self.description = description
    }
}

extension Duration {
    /// The duration in seconds as a `Double`.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
