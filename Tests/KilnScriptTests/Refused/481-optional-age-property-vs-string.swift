// swiftc: 8:15: error: cannot convert value of type 'Int?' to expected argument type 'String'
struct Profile {
    var name: String
    var age: Int?
}
let profile = Profile(name: "Li", age: 20)
let answer = "20"
print(profile.age == answer)
