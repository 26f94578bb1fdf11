// swiftc: 3:20: error: cannot convert value of type 'Double' to specified type 'Int'
class Profile {
    var age: Int = 3.5
}
print(Profile().age)
