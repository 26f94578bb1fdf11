// swiftc: 4:13: error: value of optional type 'String?' must be unwrapped to a value of type 'String'
var tags: [String] = []
let tag: String? = "new"
tags.append(tag)
print(tags)
