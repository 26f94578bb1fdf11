// swiftc: 4:11: error: conflicting arguments to generic parameter 'Self' ('Int?' vs. 'String')
func lookup(_ key: String) -> Int? { key.count > 2 ? key.count : nil }
let size = lookup("box")
if "none" != size {
    print("size", size!)
}
