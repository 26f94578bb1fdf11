// swiftc: 4:22: error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
struct Box { var size = 3 }
let box: Box? = Box()
let size: Int = box?.size
print(size)
