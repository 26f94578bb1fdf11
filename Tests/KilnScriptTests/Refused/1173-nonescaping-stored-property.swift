// swiftc: 7:20: error: escaping closure captures non-escaping parameter 'completion'
class Downloader {
    var onFinish: (() -> Void)?
    var progress = 0

    func start(completion: () -> Void) {
        onFinish = {
            print("download done")
            completion()
        }
        for step in 1...3 {
            progress = step
        }
        finish()
    }

    func finish() {
        onFinish?()
        onFinish = nil
    }
}

let loader = Downloader()
loader.start {
    print("all files saved")
}
print(loader.progress)
