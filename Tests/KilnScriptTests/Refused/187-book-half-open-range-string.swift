// swiftc: 3:27: error: cannot convert value of type 'Int' to specified type 'String'
let names = ["Anna", "Alex", "Brian", "Jack"]
let count: String = names.count
for i in 0..<names.count {
    print(names[i])
}
