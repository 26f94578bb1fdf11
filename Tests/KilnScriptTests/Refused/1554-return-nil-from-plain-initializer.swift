// swiftc: 6:49: error: only a failable initializer can return 'nil'
// Rejecting bad input with `return nil` in an initializer not declared `init?`.
struct Percentage {
    let value: Int
    init(_ value: Int) {
        guard value >= 0 && value <= 100 else { return nil }
        self.value = value
    }
}
print(Percentage(50).value)
