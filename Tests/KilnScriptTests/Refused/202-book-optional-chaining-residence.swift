// swiftc: 5:38: error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
class Residence { var numberOfRooms = 1 }
class Person { var residence: Residence? }
let john = Person()
let roomCount: Int = john.residence?.numberOfRooms
print(roomCount)
