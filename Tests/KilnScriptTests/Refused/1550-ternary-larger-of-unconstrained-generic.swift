// swiftc: 4:18: error: referencing operator function '>' on 'Comparable' requires that 'Value' conform to 'Comparable'
// The larger of two values, written before learning about Comparable.
func larger<Value>(_ first: Value, _ second: Value) -> Value {
    return first > second ? first : second
}
print(larger(3, 9))
