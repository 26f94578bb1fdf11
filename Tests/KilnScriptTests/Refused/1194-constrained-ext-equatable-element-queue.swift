// swiftc: 29:12: error: referencing instance method 'position(of:)' on 'Queue' requires that 'Customer' conform to 'Equatable'
struct Queue<Element> {
    private(set) var items: [Element] = []

    mutating func enqueue(_ item: Element) {
        items.append(item)
    }

    mutating func dequeue() -> Element? {
        items.isEmpty ? nil : items.removeFirst()
    }
}

extension Queue where Element: Equatable {
    func position(of item: Element) -> Int? {
        items.firstIndex(of: item)
    }
}

class Customer {
    let name: String
    init(name: String) { self.name = name }
}

var line = Queue<Customer>()
let ana = Customer(name: "Ana")
line.enqueue(Customer(name: "Ben"))
line.enqueue(ana)
print(line.position(of: ana) ?? -1)
