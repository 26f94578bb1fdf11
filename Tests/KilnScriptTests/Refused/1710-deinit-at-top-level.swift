// swiftc: 7:1: error: deinitializers may only be declared within a class, actor, or noncopyable type
class Session {
    var user = "guest"
}
var session: Session? = Session()
print(session?.user ?? "none")
deinit {
    print("session closed")
}
session = nil
