// swiftc: 6:27: error: cannot convert value of type 'String' to expected argument type 'Int'
enum Result2<Value> {
    case ok(Value)
    case fail(String)
}
let r: Result2<Int> = .ok("seven")
print(r)
