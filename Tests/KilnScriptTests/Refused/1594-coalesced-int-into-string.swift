// swiftc: 3:21: error: cannot convert value of type 'Int?' to expected argument type 'String?'
let stored: Int? = nil
let label: String = stored ?? "none"
print(label)
