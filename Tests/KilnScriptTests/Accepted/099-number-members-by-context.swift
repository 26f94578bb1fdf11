// swiftc: accepted
let total = 1_000
let share: Double = Double(total).squareRoot().rounded(.down)
let (q, overflow) = total.multipliedReportingOverflow(by: 3)
let tiny = Double.leastNonzeroMagnitude
let flags: [Bool] = [share.isFinite, overflow, tiny.isSubnormal, (0.0).isZero]
let counts: [Int] = [total.nonzeroBitCount, total.trailingZeroBitCount, share.exponent, Int.bitWidth]
let next: Double = share.nextUp - share
var wrapped = 370.0
wrapped.formTruncatingRemainder(dividingBy: 360)
print(share, q, flags, counts, next > 0, wrapped, 5.advanced(by: -2), 2.5.distance(to: 4))
print(Double.ulpOfOne < 1, Double.nan.isNaN, -(4.0).magnitude, total.signum() + q.distance(to: 0))
