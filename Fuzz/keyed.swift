// libFuzzer entry for the keyed-archive layer: any bytes must unarchive or throw, never trap, hang
// or leak; the inspection views must render or report; what unarchives must archive again into
// bytes that unarchive.
import KeyedArchive
import PropertyList

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyedArchive(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = CanonicalJSON.describe(bytes: bytes)
    if let plist = try? PropertyList(bytes: bytes) {
        _ = ArchiveInspector.tree(of: plist)
        _ = try? ArchiveInspector.objectsTable(of: plist)
    }
    guard let unarchiver = try? KeyedUnarchiver(bytes: bytes), let root = try? unarchiver.decodeRootObject() else {
        return 0
    }
    defer { breakCycles(root) }
    for format in PropertyListFormat.allCases {
        guard let again = try? KeyedArchiver.archivedData(withRootObject: root, format: format) else { continue }
        do {
            breakCycles(try KeyedUnarchiver(bytes: again).decodeRootObject())
        } catch {
            fatalError("an archive Kiln wrote from a decoded root does not unarchive: \(error)")
        }
    }
    return 0
}

/// A decoded graph may hold reference cycles, which the unarchiver rebuilds on purpose (Swift's ARC
/// keeps a cycle alive, as it would in an app). The harness owns the graph, so it breaks them
/// before returning: any leak LeakSanitizer still sees is then the decoder's.
func breakCycles(_ root: ArchiveValue) {
    var seen = Set<ObjectIdentifier>()
    var pending = [root]
    var objects: [any KeyedArchiving] = []
    func visit(_ field: GenericArchivedObject.Field) {
        switch field {
        case .reference(let value): pending.append(value)
        case .array(let items): items.forEach(visit)
        case .dictionary(let entries): entries.forEach { visit($0.value) }
        case .inline: break
        }
    }
    while let value = pending.popLast() {
        guard let object = value.object, seen.insert(ObjectIdentifier(object)).inserted else { continue }
        objects.append(object)
        switch object {
        case let array as NSArrayModel: pending += array.elements
        case let dictionary as NSDictionaryModel: pending += dictionary.keys + dictionary.values
        case let set as NSSetModel: pending += set.members
        case let set as NSOrderedSetModel: pending += set.members
        case let url as NSURLModel: if let base = url.base { pending.append(.object(base)) }
        case let generic as GenericArchivedObject: generic.fields.forEach { visit($0.value) }
        default: break
        }
    }
    for object in objects {
        switch object {
        case let array as NSArrayModel: array.elements = []
        case let dictionary as NSDictionaryModel: dictionary.keys = []; dictionary.values = []
        case let set as NSSetModel: set.members = []
        case let set as NSOrderedSetModel: set.members = []
        case let url as NSURLModel: url.base = nil
        case let generic as GenericArchivedObject: generic.fields = []
        default: break
        }
    }
}
