// swiftc: 8:27: error: value of optional type 'Stopwatch?' must be unwrapped to refer to member 'elapsed' of wrapped base type 'Stopwatch'
final class Stopwatch {
    var elapsed = 0
    var onTick: (() -> Void)?
    func arm() {
        onTick = { [weak self] in
            self?.elapsed += 1
            print("tick", self.elapsed)
        }
    }
}
let watch = Stopwatch()
watch.arm()
watch.onTick?()
