// swiftc: 4:6: error: type 'Attachment' does not conform to protocol 'Equatable'
class Photo {}

enum Attachment: Equatable {
    case text(String)
    case image(Photo)
}

print("attachments")
