// swiftc: 10:7: error: member 'shipped' expects argument of type 'String'
// A case that carries a value used as if it carried none.
enum Delivery {
    case pending
    case shipped(String)
}
func show(_ delivery: Delivery) {
    print(delivery)
}
show(.shipped)
