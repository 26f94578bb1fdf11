// swiftc: 3:9: error: cannot assign through subscript: 'capitals' is a 'let' constant
let capitals = ["France": "Paris"]
capitals["Spain"] = "Madrid"
print(capitals)
