// swiftc: 3:4: error: type 'Int' cannot be used as a boolean; test for '!= 0' instead
var count = 3
if count {
    print("nonzero")
}
