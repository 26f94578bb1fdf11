// swiftc: 5:7: error: ambiguous use of 'tip(for:)'
func tip(for bill: Double) -> Double {
    bill * 0.15
}
print(tip(for: 40))
func tip(for bill: Double) -> Double {
    bill * 0.2
}
