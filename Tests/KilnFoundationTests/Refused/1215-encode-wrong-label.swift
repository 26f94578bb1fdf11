// swiftc: 19:21: error: incorrect argument label in call (have '_:key:', expected '_:forKey:')
import Foundation

class Pet: NSObject, NSCoding {
    var name: String
    var age: Int

    init(name: String, age: Int) {
        self.name = name
        self.age = age
    }

    required init?(coder: NSCoder) {
        name = coder.decodeObject(forKey: "name") as? String ?? ""
        age = coder.decodeInteger(forKey: "age")
    }

    func encode(with coder: NSCoder) {
        coder.encode(name, key: "name")
        coder.encode(age, forKey: "age")
    }
}

let pet = Pet(name: "Rex", age: 3)
print(pet.name)
