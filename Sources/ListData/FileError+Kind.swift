import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension FileError {
    /// What a file that is not a regular file is, from its `st_mode`: "is a directory", "is a
    /// FIFO", "is a character device", "is a block device", "is a socket".
    ///
    ///     FileError(path: "/dev/null", kind: S_IFCHR).reason   // "is a character device"
    ///
    /// - Complexity: O(1).
    public init(path: String, kind mode: mode_t) {
        self.init(path: path, reason: Self.kindName(mode))
    }

    static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "is a directory"
        case S_IFIFO: "is a FIFO"
        case S_IFCHR: "is a character device"
        case S_IFBLK: "is a block device"
        case S_IFSOCK: "is a socket"
        case S_IFLNK: "is a symbolic link"
        default: "is not a regular file"
        }
    }

    /// Virtual file systems: what they hold is made up by the kernel, and a file written there is
    /// lost or refused (tmpfs is not one: it keeps what is written until reboot).
    static let virtualFileSystems: Set<String> = [
        "proc", "sysfs", "debugfs", "tracefs", "cgroup", "cgroup2", "securityfs", "pstore", "bpf", "configfs",
        "devpts", "efivarfs", "fusectl", "binfmt_misc", "autofs", "mqueue", "hugetlbfs", "rpc_pipefs", "nsfs",
    ]

    /// The virtual file system `directory` is on, from a mount table in `/proc/self/mounts` form
    /// (the longest mount point that holds it wins), or nil.
    ///
    ///     FileError.virtualFileSystem(of: "/proc", mounts: "proc /proc proc rw 0 0\n")   // "proc"
    ///
    /// - Complexity: O(mount table).
    static func virtualFileSystem(of directory: String, mounts: String) -> String? {
        var best: (point: String, type: String)?
        for line in mounts.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 3 else { continue }
            let point = unescaped(fields[1])
            let holds = point == "/" || directory == point || directory.hasPrefix(point + "/")
            if holds, point.count >= (best?.point.count ?? -1) { best = (point, String(fields[2])) }
        }
        guard let type = best?.type, virtualFileSystems.contains(type) else { return nil }
        return type
    }

    /// The virtual file system the folder `directory` is on (links resolved), from this process's
    /// mount table, or nil.
    static func virtualFileSystem(of directory: String) -> String? {
        guard let resolved = realpath(directory, nil) else { return nil }
        defer { free(resolved) }
        guard let mounts = try? String(contentsOfFile: "/proc/self/mounts", encoding: .utf8) else { return nil }
        return virtualFileSystem(of: String(cString: resolved), mounts: mounts)
    }

    /// A mount table field with its octal escapes (`\040` for a space) decoded.
    private static func unescaped(_ field: Substring) -> String {
        guard field.contains("\\") else { return String(field) }
        var bytes: [UInt8] = []
        var utf8 = Array(field.utf8)[...]
        while let byte = utf8.first {
            if byte == UInt8(ascii: "\\"), utf8.count >= 4, let code = UInt8(String(decoding: utf8.dropFirst().prefix(3), as: UTF8.self), radix: 8) {
                bytes.append(code)
                utf8 = utf8.dropFirst(4)
            } else {
                bytes.append(byte)
                utf8 = utf8.dropFirst()
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
