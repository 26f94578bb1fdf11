// swiftc: 3:12: error: cannot convert return expression of type 'String' to return type 'Character'
func initial(of name: String) -> Character {
    return name
}
print(initial(of: "Ann"))
