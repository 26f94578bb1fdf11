// swiftc: accepted
let d: Double = 3
let f: Float = 2
let g = f * 2 + 1.5
let h: Double? = 4
func area(_ r: Double) -> Double { r * r * 3 }
let e = d * 2 + 1
let neg: Double = -3
let c: Character = "\u{1F600}"
let q: Character = "\""
print(d, f, g, h ?? 0, area(2), e, neg, c, q, 1 < 2.5)
