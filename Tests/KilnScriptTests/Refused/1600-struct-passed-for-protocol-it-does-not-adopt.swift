// swiftc: 12:7: error: argument type 'Draft' does not conform to expected type 'Saveable'
protocol Saveable {
    func save() -> String
}
struct Draft {
    var text: String
}
func store(_ item: Saveable) {
    print(item.save())
}
let draft = Draft(text: "hello")
store(draft)
