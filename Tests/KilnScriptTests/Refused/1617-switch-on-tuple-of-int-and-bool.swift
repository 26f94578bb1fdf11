// swiftc: 3:5: error: switch must be exhaustive
func describe(_ floor: Int, _ hasLift: Bool) -> String {
    switch (floor, hasLift) {
    case (0, _):
        return "ground"
    case (_, true):
        return "take the lift"
    }
}
print(describe(3, false))
