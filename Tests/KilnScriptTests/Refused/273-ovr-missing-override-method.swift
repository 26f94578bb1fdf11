// swiftc: 9:10: error: overriding declaration requires an 'override' keyword
class Animal {
    func speak() -> String {
        return "..."
    }
}

class Dog: Animal {
    func speak() -> String {
        return "Woof"
    }
}

print(Dog().speak())
