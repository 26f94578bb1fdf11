// swiftc: 3:33: error: cannot convert value of type 'Int' to closure result type 'Bool'
let numbers = [4, 7, 10]
let evens = numbers.filter { $0 % 2 }
print(evens)
