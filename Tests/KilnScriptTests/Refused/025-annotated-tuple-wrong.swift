// swiftc: 2:27: error: cannot convert value of type '(Int, Int)' to specified type '(Int, String)'
let pair: (Int, String) = (1, 2)
print(pair)
