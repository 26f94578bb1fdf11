// swiftc: 3:15: error: cannot convert value of type 'Int' to expected argument type 'String'
var seen: Set<String> = []
seen.contains(3)
print(seen)
