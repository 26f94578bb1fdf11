// swiftc: 3:6: error: operator implementation without matching operator declaration
struct Money { var cents: Int }
func <+> (a: Money, b: Money) -> Money {
    Money(cents: a.cents + b.cents)
}
print((Money(cents: 5) <+> Money(cents: 7)).cents)
