// swiftc: 7:5: error: missing return in class method expected to return 'Int'
class IDMaker {
    static var next = 0
    class func make() -> Int {
        next += 1
        print("made \(next)")
    }
}

print(IDMaker.make())
