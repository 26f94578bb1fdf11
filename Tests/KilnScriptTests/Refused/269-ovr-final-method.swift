// swiftc: 7:19: error: instance method overrides a 'final' instance method
class Document {
    final func save() { print("saved") }
}

class Draft: Document {
    override func save() { print("draft saved") }
}

Draft().save()
