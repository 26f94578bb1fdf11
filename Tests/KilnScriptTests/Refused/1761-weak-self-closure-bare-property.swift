// swiftc: 7:27: error: reference to property 'finished' in closure requires explicit use of 'self' to make capture semantics explicit
class Downloader {
    var finished = 0
    var onDone: (() -> Void)?
    func start() {
        onDone = { [weak self] in
            print("done", finished)
        }
    }
}
let d = Downloader()
d.start()
d.onDone?()
