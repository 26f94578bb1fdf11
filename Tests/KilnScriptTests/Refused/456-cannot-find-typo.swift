// swiftc: 3:7: error: cannot find 'mesage' in scope
let message = "hi"
print(mesage)
