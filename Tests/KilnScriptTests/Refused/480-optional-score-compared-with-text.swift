// swiftc: 4:10: error: cannot convert value of type 'Int?' to expected argument type 'String'
let scores = ["ana": 12, "ben": 9]
let typed = "12"
if scores["ana"] == typed {
    print("same")
}
