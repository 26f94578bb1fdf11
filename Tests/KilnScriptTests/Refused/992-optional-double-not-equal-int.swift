// swiftc: 4:10: error: cannot convert value of type 'Double?' to expected argument type 'Int'
var scores: [String: Double] = ["ana": 91.5]
let passMark = 60
if scores["ana"] != passMark {
    print("ana has a mark")
}
