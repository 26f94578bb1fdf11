// swiftc: 7:35: error: constructing an object of class type 'Document' with a metatype value must use a 'required' initializer
class Document {
    var pages: [String] = []
    init() {}

    func duplicate() -> Document {
        let copy = type(of: self).init()
        copy.pages = pages
        return copy
    }
}
print(Document().duplicate().pages.count)
