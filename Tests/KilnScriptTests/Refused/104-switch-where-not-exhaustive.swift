// swiftc: 5:1: error: switch must be exhaustive
enum Size { case small, large }
let s = Size.small
let big = false
switch s {
case .small: print("s")
case .large where big: print("L")
}
