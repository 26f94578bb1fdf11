// swiftc: 4:19: error: cannot convert value of type 'Car' to specified type 'Animal'
class Animal {}
class Car {}
let pet: Animal = Car()
print(pet)
