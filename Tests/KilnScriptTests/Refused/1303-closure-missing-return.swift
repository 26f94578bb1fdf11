// swiftc: 5:1: error: missing return in closure expected to return 'Int'
let square: (Int) -> Int = { number in
    let result = number * number
    print("squaring \(number)")
}

print(square(4))
