// swiftc: 4:18: error: cannot convert value of type 'String' to specified type 'Int'
let ages = ["Ann": 3]
for (name, age) in ages {
    let n: Int = name
    print(n, age)
}
