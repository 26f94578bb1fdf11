// swiftc: 3:28: error: cannot assign value of type 'Int?' to type 'String?'
var ids: Set<Int> = [1, 2]
let removed: String? = ids.remove(1)
print(removed ?? "")
