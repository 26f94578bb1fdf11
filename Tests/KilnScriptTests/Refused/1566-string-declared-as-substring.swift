// swiftc: 4:26: error: cannot convert value of type 'String' to specified type 'Substring'
// A String stored under a declared Substring type.
let title = "Groceries"
let heading: Substring = title
print(heading)
