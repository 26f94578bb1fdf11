// swiftc: 10:8: error: type 'Dog' does not conform to protocol 'Named'
protocol Named {
    var name: String { get }
}

protocol Pet: Named {
    func play()
}

struct Dog: Pet {
    func play() { print("fetch") }
}

Dog().play()
