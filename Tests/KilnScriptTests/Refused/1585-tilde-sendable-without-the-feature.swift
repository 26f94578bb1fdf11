// swiftc: 2:25: error: '~Sendable' requires -enable-experimental-feature TildeSendable
final class Connection: ~Sendable {
    var open = false
}
let c = Connection()
print(c.open)
