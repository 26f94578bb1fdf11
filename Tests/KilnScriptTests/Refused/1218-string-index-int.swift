// swiftc: 12:19: error: 'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead.
func initials(of fullName: String) -> String {
    let parts = fullName.split(separator: " ")
    var result = ""
    for part in parts {
        result += String(part.first!)
    }
    return result
}

let name = "Ada Lovelace"
let firstLetter = name[0]
print(firstLetter)
print(initials(of: name))
