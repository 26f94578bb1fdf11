// swiftc: 5:8: error: cannot assign value of type '[String : Int]' to type '[String : String]'
// A dictionary of counts assigned to one declared for text.
let counts = ["apples": 3]
var labels: [String: String] = [:]
labels = counts
print(labels)
