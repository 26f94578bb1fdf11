import KeyedArchive
import PropertyList

/// The seeds' ChecklistItem, written against Kiln's coder as a script class's adapter would be.
final class ChecklistItem: KeyedArchiving {
    var text: String
    var checked: Bool
    var itemID: Int
    /// The list the item belongs to, possibly an ancestor (a cycle).
    var list: (any KeyedArchiving)?

    init(text: String = "", checked: Bool = false, itemID: Int = 0) {
        self.text = text
        self.checked = checked
        self.itemID = itemID
    }

    var archiveClassChain: [String] { ["Checklists.ChecklistItem", "NSObject"] }
    var supportsSecureCoding: Bool { true }

    func encode(with archiver: KeyedArchiver) throws {
        try archiver.encode(.string(text), forKey: "Text")
        archiver.encode(checked, forKey: "Checked")
        archiver.encode(itemID, forKey: "ItemID")
        if let list { try archiver.encode(list, forKey: "List") }
    }

    func decode(from unarchiver: KeyedUnarchiver) throws {
        text = try unarchiver.decodeObject(forKey: "Text").stringValue ?? ""
        checked = try unarchiver.decodeBool(forKey: "Checked")
        itemID = try unarchiver.decodeInteger(forKey: "ItemID")
        list = try unarchiver.decodeObject(forKey: "List").object
    }

    static let archiveClass = ArchiveClass(name: "Checklists.ChecklistItem") { ChecklistItem() }
}

extension PropertyList {
    /// `$objects` of an archive, for assertions on its layout.
    var archivedObjects: [PropertyList] {
        guard case .dictionary(let archive) = self, case .array(let objects)? = archive["$objects"] else { return [] }
        return objects
    }

    var archivedTop: PropertyListDictionary {
        guard case .dictionary(let archive) = self, case .dictionary(let top)? = archive["$top"] else { return [:] }
        return top
    }

    /// The fields of the object at `uid`.
    func archivedFields(_ uid: Int) -> PropertyListDictionary {
        guard uid < archivedObjects.count, case .dictionary(let fields) = archivedObjects[uid] else { return [:] }
        return fields
    }
}
