// swiftc: 5:21: error: cannot convert return expression of type 'Int' to return type 'String'
struct Square {
    var side = 2
    var area: String {
        return side * side
    }
}
print(Square().area)
