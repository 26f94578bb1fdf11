// swiftc: 6:11: error: cannot find operator '++' in scope; did you mean '+= 1'?
// A counter written the way C and JavaScript count.
var visits = 0
let pages = ["home", "about", "home"]
for page in pages where page == "home" {
    visits++
}
print(visits)
