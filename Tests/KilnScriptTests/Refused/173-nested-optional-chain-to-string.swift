// swiftc: 5:31: error: value of optional type 'String?' must be unwrapped to a value of type 'String'
class Address { var city = "Paris" }
class Person { var address: Address? }
let p = Person()
let city: String = p.address?.city
print(city)
