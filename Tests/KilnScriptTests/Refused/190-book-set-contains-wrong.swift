// swiftc: 3:28: error: cannot convert value of type 'Int' to expected argument type 'String'
var favoriteGenres: Set<String> = ["Rock", "Classical"]
if favoriteGenres.contains(1) {
    print("yes")
}
