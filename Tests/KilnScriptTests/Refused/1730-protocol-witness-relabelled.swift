// swiftc: 7:10: error: instance method 'save(text:)' has different argument labels from those required by protocol 'Storage' ('save')
// A storage class meets the protocol's `save(_:)` with a labelled parameter.
protocol Storage {
    func save(_ text: String)
}
class FileStorage: Storage {
    func save(text: String) {
        print("saving \(text)")
    }
}
