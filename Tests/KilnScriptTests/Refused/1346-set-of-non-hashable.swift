// swiftc: 6:11: error: type 'Tag' does not conform to protocol 'Hashable'
struct Tag {
    var label: String
}

let tags: Set<Tag> = [Tag(label: "swift"), Tag(label: "ios")]
print(tags.count)
