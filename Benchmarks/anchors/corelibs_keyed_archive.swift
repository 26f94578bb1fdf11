// The archive suite's anchor: swift-corelibs-foundation's NSKeyedArchiver and NSKeyedUnarchiver on
// the checklist graph (N items: name, id, checked), compiled by `kiln-bench archive` with
// `swiftc -O` against the toolchain's shared Foundation. (A statically linked Foundation's
// NSKeyedArchiver finds no classes and writes nothing, so the anchor cannot live inside a
// statically linked kiln-bench.)
//
//   corelibs_keyed_archive N OUT   writes the archive to OUT and prints
//   "encode SECONDS decode SECONDS decoded COUNT", in thread CPU seconds.
import Foundation

final class ChecklistItem: NSObject, NSCoding {
    var name: String
    var id: Int
    var checked: Bool

    init(name: String, id: Int, checked: Bool) {
        self.name = name
        self.id = id
        self.checked = checked
    }

    func encode(with coder: NSCoder) {
        coder.encode(name, forKey: "name")
        coder.encode(id, forKey: "id")
        coder.encode(checked, forKey: "checked")
    }

    required init?(coder: NSCoder) {
        name = coder.decodeObject(forKey: "name") as? String ?? ""
        id = coder.decodeInteger(forKey: "id")
        checked = coder.decodeBool(forKey: "checked")
    }
}

func threadSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[1]) else {
    print("usage: corelibs_keyed_archive COUNT OUT")
    exit(2)
}
let graph = NSArray(array: (0..<count).map { ChecklistItem(name: "Item \($0)", id: $0, checked: $0 % 3 == 0) })

var start = threadSeconds()
let archiver = NSKeyedArchiver(requiringSecureCoding: false)
archiver.encode(graph, forKey: NSKeyedArchiveRootObjectKey)
archiver.finishEncoding()
let bytes = archiver.encodedData
let encode = threadSeconds() - start

start = threadSeconds()
let unarchiver = try NSKeyedUnarchiver(forReadingFrom: bytes)
unarchiver.requiresSecureCoding = false
let decoded = (unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? NSArray)?.count ?? 0
let decode = threadSeconds() - start

try bytes.write(to: URL(fileURLWithPath: arguments[2]))
print("encode \(encode) decode \(decode) decoded \(decoded)")
