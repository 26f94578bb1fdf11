// swiftc: 3:1: error: 'subscript' functions may only be declared within a type
let shelves = ["pasta", "rice", "beans"]
subscript(position: Int) -> String {
    return shelves[position]
}
print(shelves[0])
