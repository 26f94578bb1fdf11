// The primitives behind FileHandle and FileManager's links, attributes and current directory:
// each goes through the simulator's confined file system (a path outside the sandbox is refused
// with iOS's Cocoa error, never touched).
import KilnScript
import KilnSimulator

extension Bindings {
    func registerFileHandlePrimitives(in interpreter: Interpreter) {
        let files = simulator.files

        func descriptor(_ value: Value, _ context: NativeContext) throws -> Int32 {
            Int32(truncatingIfNeeded: try intArgument(value, context, "the file descriptor"))
        }

        primitive(interpreter, "HandleOpen", 2) { [unowned self] context, arguments in
            let path = try stringArgument(arguments[0], context, "the path")
            let mode: SandboxFileSystem.HandleMode
            switch try stringArgument(arguments[1], context, "the mode") {
            case "read": mode = .reading
            case "write": mode = .writing
            default: mode = .updating
            }
            return try perform(context) { .int(Int(try files.openHandle(atPath: path, mode: mode))) }
        }
        primitive(interpreter, "HandleRead", 3) { [unowned self] context, arguments in
            let fd = try descriptor(arguments[0], context)
            let count = try intArgument(arguments[1], context, "the count")
            let path = try stringArgument(arguments[2], context, "the path")
            if count > 0 { try context.checkAllocation(bytes: min(count, 1 << 20)) }
            return try perform(context) {
                try bytesValue(try files.readHandle(fd, upToCount: count < 0 ? nil : count, path: path), context)
            }
        }
        primitive(interpreter, "HandleWrite", 3) { [unowned self] context, arguments in
            let fd = try descriptor(arguments[0], context)
            let bytes = try bytesArgument(arguments[1], context)
            let path = try stringArgument(arguments[2], context, "the path")
            return try perform(context) {
                try files.writeHandle(fd, bytes, path: path)
                return .void
            }
        }
        primitive(interpreter, "HandleSeek", 3) { [unowned self] context, arguments in
            let fd = try descriptor(arguments[0], context)
            let offset = try intArgument(arguments[1], context, "the offset")
            let path = try stringArgument(arguments[2], context, "the path")
            return try perform(context) { .int(Int(try files.seekHandle(fd, to: offset < 0 ? nil : UInt64(offset), path: path))) }
        }
        primitive(interpreter, "HandleOffset", 2) { [unowned self] context, arguments in
            let fd = try descriptor(arguments[0], context)
            let path = try stringArgument(arguments[1], context, "the path")
            return try perform(context) { .int(Int(try files.handleOffset(fd, path: path))) }
        }
        primitive(interpreter, "HandleTruncate", 3) { [unowned self] context, arguments in
            let fd = try descriptor(arguments[0], context)
            let offset = try intArgument(arguments[1], context, "the offset")
            let path = try stringArgument(arguments[2], context, "the path")
            guard offset >= 0 else { throw context.fault("truncate(atOffset:) needs an offset of at least 0") }
            return try perform(context) {
                try files.truncateHandle(fd, atOffset: UInt64(offset), path: path)
                return .void
            }
        }
        primitive(interpreter, "HandleSynchronize", 2) { [unowned self] context, arguments in
            let fd = try descriptor(arguments[0], context)
            let path = try stringArgument(arguments[1], context, "the path")
            return try perform(context) {
                try files.synchronizeHandle(fd, path: path)
                return .void
            }
        }
        primitive(interpreter, "HandleClose", 1) { context, arguments in
            files.closeHandle(try descriptor(arguments[0], context))
            return .void
        }

        // Links, attributes, the current directory, the volume.
        primitive(interpreter, "SymbolicLink", 2) { [unowned self] context, arguments in
            let path = try stringArgument(arguments[0], context, "the path")
            let destination = try stringArgument(arguments[1], context, "the destination path")
            return try perform(context) {
                try files.createSymbolicLink(atPath: path, withDestinationPath: destination)
                return .void
            }
        }
        primitive(interpreter, "DestinationOfSymbolicLink", 1) { [unowned self] context, arguments in
            let path = try stringArgument(arguments[0], context, "the path")
            return try perform(context) { .string(try files.destinationOfSymbolicLink(atPath: path)) }
        }
        primitive(interpreter, "HardLink", 2) { [unowned self] context, arguments in
            let source = try stringArgument(arguments[0], context, "the source path")
            let destination = try stringArgument(arguments[1], context, "the destination path")
            return try perform(context) {
                try files.linkItem(atPath: source, toPath: destination)
                return .void
            }
        }
        primitive(interpreter, "SetAttributes", 3) { [unowned self] context, arguments in
            let path = try stringArgument(arguments[0], context, "the path")
            let permissions = arguments[1].unwrapped.isNone ? nil : try intArgument(arguments[1], context, "the permissions")
            let date = arguments[2].unwrapped.isNone ? nil : try doubleArgument(arguments[2], context, "the modification date")
            return try perform(context) {
                try files.setAttributes(posixPermissions: permissions, modificationDate: date, ofItemAtPath: path)
                return .void
            }
        }
        primitive(interpreter, "ChangeDirectory", 1) { context, arguments in
            .bool(files.changeCurrentDirectory(try stringArgument(arguments[0], context, "the path")))
        }
        primitive(interpreter, "CurrentDirectory", 0) { _, _ in .string(files.currentDirectory) }
        primitive(interpreter, "FileSystemAttributes", 1) { [unowned self] context, arguments in
            let path = try stringArgument(arguments[0], context, "the path")
            return try perform(context) {
                let volume = try files.fileSystemAttributes(forPath: path)
                return .array([.int(volume.size), .int(volume.freeSize), .int(volume.nodes), .int(volume.freeNodes),
                               .int(Int(truncatingIfNeeded: volume.number))])
            }
        }
    }
}
