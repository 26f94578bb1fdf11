// swiftc: 8:6: error: function declares an opaque return type 'some Pricing', but the return statements in its body do not have matching underlying types [#OpaqueTypeInference]
protocol Pricing { func price(for amount: Double) -> Double }
struct Flat: Pricing { func price(for amount: Double) -> Double { amount } }
struct Discounted<Base: Pricing>: Pricing {
    var base: Base
    func price(for amount: Double) -> Double { base.price(for: amount) * 0.9 }
}
func promote<P: Pricing>(_ plan: P, onSale: Bool) -> some Pricing {
    if !onSale {
        return plan
    }
    return Discounted(base: plan)
}
print(promote(Flat(), onSale: true).price(for: 10))
