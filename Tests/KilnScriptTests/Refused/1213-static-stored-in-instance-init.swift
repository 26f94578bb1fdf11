// swiftc: 7:14: error: static member 'next' cannot be used on instance of type 'IDGenerator'
class IDGenerator {
    static var next = 1
    let id: Int

    init() {
        id = next
        IDGenerator.next += 1
    }
}

let a = IDGenerator()
let b = IDGenerator()
print(a.id, b.id)
