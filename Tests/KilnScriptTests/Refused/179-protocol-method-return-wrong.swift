// swiftc: 5:45: error: cannot convert return expression of type 'Int' to return type 'String'
protocol Describable { func describe() -> String }
struct Dog: Describable {
    var name = "Rex"
    func describe() -> String { return name.count }
}
print(Dog().describe())
