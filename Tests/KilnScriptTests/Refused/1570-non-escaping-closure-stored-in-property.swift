// swiftc: 6:18: error: assigning non-escaping parameter 'completion' to an '@escaping' closure
// A completion handler kept for later without `@escaping`.
class Downloader {
    var onFinish: ((String) -> Void)?
    func start(completion: (String) -> Void) {
        onFinish = completion
    }
}
Downloader().start { print($0) }
