// swiftc: 4:7: error: value of optional type 'Pet?' must be unwrapped to refer to member 'name' of wrapped base type 'Pet'
struct Pet { var name = "Rex" }
var pet: Pet? = Pet()
print(pet.name)
